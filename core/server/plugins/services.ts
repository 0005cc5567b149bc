/**
 * Services plugins publish for each other (`provide` in register, `get` later). A plugin reaches
 * another's behaviour through here or through its server/index.ts, never through its internals.
 */
export interface ServiceLookup {
  get<T>(name: string): T;
  has(name: string): boolean;
}

export class ServiceRegistry implements ServiceLookup {
  private readonly services = new Map<string, { owner: string; value: unknown }>();

  provide<T>(owner: string, name: string, value: T): void {
    const existing = this.services.get(name);
    if (existing) throw new Error(`El servicio "${name}" ya fue registrado por "${existing.owner}"`);
    this.services.set(name, { owner, value });
  }

  get<T>(name: string): T {
    const entry = this.services.get(name);
    if (!entry) throw new Error(`No hay un servicio "${name}" registrado`);
    return entry.value as T;
  }

  has(name: string): boolean {
    return this.services.has(name);
  }
}
