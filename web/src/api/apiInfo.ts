import { useEffect, useState } from 'react';
import { llamarApi } from './llamarApi.ts';

/** `GET /api/api-info`: which environment and version of the API the shell is talking to. */
export interface ApiInfo {
  env: string;
  version: string;
}

let conocida: ApiInfo | null = null;
let pendiente: Promise<ApiInfo | null> | null = null;

/**
 * The API's environment and version, asked once per page load and shared by the frame's banner and
 * footer (the login route draws them too, so this goes without the store). Null until answered; a
 * failed ask is asked again by the next frame that mounts.
 */
export function useApiInfo(): ApiInfo | null {
  const [info, setInfo] = useState(conocida);
  useEffect(() => {
    if (conocida) return;
    let montado = true;
    pendiente ??= llamarApi<ApiInfo>('/api-info').then(
      (respuesta) => (conocida = respuesta),
      () => ((pendiente = null), null),
    );
    void pendiente.then((respuesta) => montado && setInfo(respuesta));
    return () => {
      montado = false;
    };
  }, []);
  return info;
}
