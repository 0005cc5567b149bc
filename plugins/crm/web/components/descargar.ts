import { readStoredToken } from '../../../../web/src/api/token.ts';

/**
 * Saves a stored file under `nombre`. Files are private to their agent (docs/adr/009-file-storage.md):
 * a plain link would go without the bearer token, so the file is fetched with it and handed to the
 * browser as a blob URL.
 */
export async function descargarArchivo(url: string, nombre: string): Promise<void> {
  const token = readStoredToken();
  const respuesta = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!respuesta.ok) throw new Error(`${respuesta.status}`);
  const blobUrl = URL.createObjectURL(await respuesta.blob());
  const enlace = document.createElement('a');
  enlace.href = blobUrl;
  enlace.download = nombre;
  enlace.click();
  // The click has started the download; the URL is no longer needed once it has read the blob.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
