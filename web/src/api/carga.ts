/** POST /storage/upload: a file into a bucket at `path` (docs/adr/009-file-storage.md). */
export interface Carga {
  bucket: string;
  path: string;
  file: File;
}

/**
 * The options of an upload endpoint, which a plugin names for its use:
 * `subirArchivo: build.mutation<{ url: string }, Carga>(cargaMutation())`; the answer's `url` is the file's.
 */
export function cargaMutation() {
  return {
    query: ({ bucket, path, file }: Carga) => {
      const body = new FormData();
      body.append('bucket', bucket);
      body.append('path', path);
      body.append('file', file);
      return { url: '/storage/upload', method: 'POST', body };
    },
  };
}
