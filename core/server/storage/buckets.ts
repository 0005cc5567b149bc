import type { Permiso } from '../../shared/access/permisos.ts';
import type { BucketRegla } from '../../shared/storage.ts';

/**
 * The storage buckets of the installed plugins: each owner registers its own (ServerPlugin
 * `buckets`), so core's storage names no plugin. Registering a plugin again replaces its buckets.
 */
class RegistroDeBuckets {
  private readonly reglas = new Map<string, { plugin: string; regla: BucketRegla }>();

  registrar(plugin: string, buckets: Readonly<Record<string, BucketRegla>>): void {
    for (const [nombre, regla] of Object.entries(buckets)) {
      const previo = this.reglas.get(nombre);
      if (previo && previo.plugin !== plugin) throw new Error(`El bucket "${nombre}" de "${plugin}" ya lo registró "${previo.plugin}"`);
      this.reglas.set(nombre, { plugin, regla });
    }
  }

  regla(nombre: unknown): BucketRegla | undefined {
    return typeof nombre === 'string' ? this.reglas.get(nombre)?.regla : undefined;
  }

  /** In alphabetical order, so a message lists them the same whatever order plugins loaded in. */
  nombres(): string[] {
    return [...this.reglas.keys()].sort();
  }

  /** Every code that allows some upload: the upload route's guard. */
  permisosDeCarga(): Permiso[] {
    return [...new Set([...this.reglas.values()].flatMap((b) => b.regla.subir))];
  }
}

export const registroDeBuckets = new RegistroDeBuckets();
