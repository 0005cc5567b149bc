import type { ComponentType } from 'react';

let cargada: ComponentType | null = null;

const importar = () =>
  import('./App.tsx').then((modulo) => {
    cargada = modulo.default;
    return modulo;
  });

/** Loads the signed-in shell (web/src/App.tsx): the store, RTK Query, the session, the permissions and every plugin's routes. */
export function cargarApp(): Promise<ComponentType> {
  return importar().then((modulo) => modulo.default);
}

/** Loads the shell and the page `pathname` opens (a page that fails to load is left to its route to show). */
export function cargarAppYPagina(pathname: string): Promise<unknown> {
  return importar().then((modulo) => modulo.precargarPagina(pathname).catch(() => undefined));
}

/**
 * The shell once loaded, else null. Drawing it straight, instead of through React.lazy, spares a
 * Suspense fallback, which React keeps on screen at least 300 ms before showing what replaces it.
 */
export function appCargada(): ComponentType | null {
  return cargada;
}
