import type { Knex } from 'knex';
import { MAX_BUSQUEDA_VEHICULO, MAX_SUGERENCIAS_VEHICULO, debeBuscarVehiculo, palabrasDeBusqueda, type SugerenciaVehiculo } from '../../shared/vehiculos.ts';
import { vehiculoCatalogoT } from '../models/vehiculo-catalogo.model.ts';
import { comoCampos } from './campos.ts';

const v = vehiculoCatalogoT.col;

const SUGERENCIA = comoCampos<SugerenciaVehiculo>({ id: v.id, marca: v.marca, tipo: v.tipo, modelo: v.modelo, amis: v.clave, descripcion: v.descripcion });

export interface BusquedaVehiculo {
  /** The typed text: every word must appear in brand, line, version or year. */
  descripcion: string;
  /** Model year; absent searches every year. */
  modelo?: number;
  soloPickups: boolean;
}

/** How many of the patterns the search text holds: `(strpos(busqueda, ?) > 0)::int + …`. */
function cuantas(patrones: string[]): { sql: string; bindings: string[] } {
  return { sql: patrones.map(() => `(strpos(${v.busqueda}, ?) > 0)::int`).join(' + '), bindings: patrones };
}

/**
 * The vehicle autocomplete over vehiculos_catalogo (docs/adr/016-vehiculos.md). Every typed word must
 * appear in the entry's search text (textoBuscableDeVehiculo); entries holding more of them as whole
 * words come first ('clase c' puts CLASE C before CLASE A), then more of them as word starts, then the
 * newest year, brand, line and version. At most 20. Texts of 3 characters or fewer, or longer than
 * MAX_BUSQUEDA_VEHICULO (no catalogue entry is described at such length), answer none.
 */
export async function buscarVehiculos(trx: Knex.Transaction, busqueda: BusquedaVehiculo): Promise<SugerenciaVehiculo[]> {
  const { descripcion, modelo, soloPickups } = busqueda;
  if (!debeBuscarVehiculo(descripcion) || [...descripcion].length > MAX_BUSQUEDA_VEHICULO) return [];
  const palabras = palabrasDeBusqueda(descripcion);
  if (palabras.length === 0) return [];
  const consulta = trx(vehiculoCatalogoT.nombre).select(SUGERENCIA);
  // strpos, not LIKE: a typed % or _ is just text. Both sides are folded alike (shared/vehiculos.ts).
  for (const palabra of palabras) consulta.whereRaw(`strpos(${v.busqueda}, ?) > 0`, [palabra]);
  // As integer: any whole-number year is a valid question (99999 has no answer, not a smallint error).
  if (modelo !== undefined) consulta.whereRaw(`${v.modelo} = ?::integer`, [modelo]);
  if (soloPickups) consulta.where(v.clase, 'pickup');
  const enteras = cuantas(palabras.map((p) => ` ${p} `));
  const iniciales = cuantas(palabras.map((p) => ` ${p}`));
  return consulta
    .orderByRaw(`${enteras.sql} desc, ${iniciales.sql} desc, ${v.modelo} desc, ${v.marca}, ${v.tipo}, ${v.version}`, [...enteras.bindings, ...iniciales.bindings])
    .limit(MAX_SUGERENCIAS_VEHICULO);
}
