import type { Schema } from '../../../core/shared/validation.ts';

/**
 * The records a log entry or an attachment may belong to: its key in a payload or query, its column
 * and its name in /adjuntos/{entidad}/{id} (also the storage bucket of its files).
 */
export const DUENOS = [
  { clave: 'clienteId', columna: 'cliente_id', entidad: 'clientes' },
  { clave: 'polizaId', columna: 'poliza_id', entidad: 'polizas' },
  { clave: 'reciboId', columna: 'recibo_id', entidad: 'recibos' },
  { clave: 'prospectoId', columna: 'prospecto_id', entidad: 'prospectos' },
  { clave: 'siniestroId', columna: 'siniestro_id', entidad: 'siniestros' },
  { clave: 'cotizacionId', columna: 'cotizacion_id', entidad: 'cotizaciones' },
] as const;

export type Dueno = (typeof DUENOS)[number];
export type ClaveDueno = Dueno['clave'];
export type Entidad = Dueno['entidad'];
export const ENTIDADES: readonly Entidad[] = DUENOS.map((d) => d.entidad);
export const CLAVES_DUENO: readonly ClaveDueno[] = DUENOS.map((d) => d.clave);

/** The owner ids as they appear in a record: one is set, the others are null. */
export type IdsDueno = Record<ClaveDueno, number | null>;

export const MENSAJE_UN_DUENO = `Indica exactamente uno de: ${CLAVES_DUENO.join(', ')}`;

/** The six optional owner ids of a payload; `unDueno` then requires exactly one. */
export const duenoSchema: Schema = Object.fromEntries(
  DUENOS.map((d) => [d.clave, { kind: 'integer', label: `El campo ${d.clave}`, min: 1 }]),
);

/** The owner named by exactly one set id, or null when none or several are set. */
export function unDueno(datos: Partial<Record<ClaveDueno, number | null | undefined>>): { dueno: Dueno; id: number } | null {
  const puestos = DUENOS.filter((d) => typeof datos[d.clave] === 'number');
  return puestos.length === 1 ? { dueno: puestos[0], id: datos[puestos[0].clave] as number } : null;
}

export function duenoDeEntidad(entidad: string | undefined): Dueno | undefined {
  return DUENOS.find((d) => d.entidad === entidad);
}
