import type { ComponentType } from 'react';
import type { Permiso } from '../../../core/shared/access/permisos.ts';
import type { PuntoDeExtension } from '../../../core/shared/extension.ts';
import { Puede } from '../session/Puede.tsx';
import { aportesA } from './registry.ts';

/** An entry of an extension point whose contributors offer a button on a record. */
export interface AccionAportada<P> {
  id: string;
  permiso: Permiso | readonly Permiso[];
  Boton: ComponentType<P>;
}

/**
 * The buttons other plugins contribute to `punto`, each shown only to a user holding its permiso,
 * with the host's `props` (the record); `incluir` keeps the entries meant for this host.
 */
export function AccionesAportadas<P extends object, A extends AccionAportada<P>>({
  punto,
  props,
  incluir,
}: {
  punto: PuntoDeExtension<A>;
  props: P;
  incluir?: (accion: A) => boolean;
}) {
  return (
    <>
      {aportesA(punto)
        .filter((a) => incluir?.(a) ?? true)
        .map(({ id, permiso, Boton }) => (
          <Puede key={id} permiso={permiso}>
            <Boton {...props} />
          </Puede>
        ))}
    </>
  );
}
