/**
 * A small seeded pseudo-random sequence for demo seeders: the same seed gives the same demo on every
 * installation and every run, so tests can rely on it. Not for anything that must be unpredictable.
 */
export interface Azar {
  /** A number in [0, 1). */
  siguiente(): number;
  /** An integer from min to max, both included. */
  entero(min: number, max: number): number;
  elegir<T>(lista: readonly T[]): T;
  /** True with probability p. */
  siNo(p: number): boolean;
  /** A shuffled copy (Fisher–Yates): to draw without repeating. */
  barajar<T>(lista: readonly T[]): T[];
}

/** FNV-1a: turns the seed text into the generator's 32-bit state. */
function hash(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) h = Math.imul(h ^ texto.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: tiny, fast and well spread for a few thousand draws. */
export function crearAzar(semilla: string): Azar {
  let estado = hash(semilla);
  const siguiente = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entero = (min: number, max: number) => min + Math.floor(siguiente() * (max - min + 1));
  return {
    siguiente,
    entero,
    elegir: (lista) => {
      if (lista.length === 0) throw new Error('No se puede elegir de una lista vacía');
      return lista[entero(0, lista.length - 1)];
    },
    siNo: (p) => siguiente() < p,
    barajar: (lista) => {
      const copia = [...lista];
      for (let i = copia.length - 1; i > 0; i--) {
        const j = entero(0, i);
        [copia[i], copia[j]] = [copia[j], copia[i]];
      }
      return copia;
    },
  };
}
