import v8 from 'node:v8';

/**
 * How far the heap may grow past what survived V8's last full collection before it collects again
 * (HEAP_GROWING_PERCENT, docs/adr/032-importacion-excel.md). V8's own rule lets a small live heap
 * grow several times over: an Excel import's parts outlive a few young collections while the
 * database works, are promoted, and pile up as garbage until the next full collection (a 10k-row
 * import peaked 110 MB above where it started). A growing factor is no limit: the heap still grows
 * as far as the work needs, it is only collected sooner. V8 reads the flag at every full
 * collection, so setting it once the process runs takes effect.
 */
export function ajustarCrecimientoDelHeap(porcentaje: number): void {
  if (porcentaje > 0) v8.setFlagsFromString(`--heap-growing-percent=${porcentaje}`);
}
