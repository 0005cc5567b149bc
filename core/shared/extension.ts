/**
 * An extension point: a place where one plugin's web code takes entries other plugins contribute
 * (crm's log pages take the owners that have pages). The owner of the point exports it from its
 * shared/; a contributor lists `aportar(PUNTO, [...])` in its webPlugin's `aportes`, typed by the point.
 */
export interface PuntoDeExtension<T> {
  readonly nombre: string;
  /** Type only: never read. */
  readonly tipo?: T;
}

export function puntoDeExtension<T>(nombre: string): PuntoDeExtension<T> {
  return { nombre };
}

/** One plugin's entries for one extension point. */
export interface Aporte {
  punto: string;
  entradas: readonly unknown[];
}

export function aportar<T>(punto: PuntoDeExtension<T>, entradas: readonly T[]): Aporte {
  return { punto: punto.nombre, entradas };
}
