import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component in a chunk of its own: drawn straight once loaded, through React.lazy until then. */
export interface Diferida<P = object> {
  /** Loads the chunk (once); what React.lazy shows meanwhile is the caller's Suspense fallback. */
  cargar(): Promise<ComponentType<P>>;
  /** The component when its chunk is already loaded, else null. */
  cargada(): ComponentType<P> | null;
  Perezosa: LazyExoticComponent<ComponentType<P>>;
}

/**
 * React.lazy always suspends on its first drawing, even when the chunk is in memory, and React then
 * keeps the Suspense fallback on screen at least 300 ms. A chunk loaded ahead (the page an address
 * opens, loaded before the first drawing) is drawn straight instead.
 */
export function diferida<P = object>(load: () => Promise<{ default: ComponentType<P> }>): Diferida<P> {
  let componente: ComponentType<P> | null = null;
  let pendiente: Promise<ComponentType<P>> | null = null;
  const cargar = () =>
    (pendiente ??= load().then(
      (modulo) => (componente = modulo.default),
      (error: unknown) => {
        pendiente = null; // a failed chunk is tried again by the next drawing
        throw error;
      },
    ));
  return { cargar, cargada: () => componente, Perezosa: lazy(() => cargar().then((c) => ({ default: c }))) };
}
