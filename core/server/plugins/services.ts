/**
 * Services plugins publish for each other, by a typed key the publisher exports (from its
 * server/index.ts or shared/): `provide(MAILER, mailer)` in register, `get(MAILER)` later, and the
 * value has the key's type. A plugin reaches another's behaviour through here or through what its
 * server/index.ts exports, never through its internals.
 */
export interface Servicio<T> {
  readonly nombre: string;
  /** Type only: never read. */
  readonly tipo?: T;
}

export function servicio<T>(nombre: string): Servicio<T> {
  return { nombre };
}

export interface ServiceLookup {
  get<T>(key: Servicio<T>): T;
  has(key: Servicio<unknown>): boolean;
}

export class ServiceRegistry implements ServiceLookup {
  private readonly services = new Map<string, { owner: string; value: unknown }>();

  provide<T>(owner: string, key: Servicio<T>, value: T): void {
    const existing = this.services.get(key.nombre);
    if (existing) throw new Error(`El servicio "${key.nombre}" ya fue registrado por "${existing.owner}"`);
    this.services.set(key.nombre, { owner, value });
  }

  get<T>(key: Servicio<T>): T {
    const entry = this.services.get(key.nombre);
    if (!entry) throw new Error(`No hay un servicio "${key.nombre}" registrado`);
    return entry.value as T;
  }

  has(key: Servicio<unknown>): boolean {
    return this.services.has(key.nombre);
  }
}
