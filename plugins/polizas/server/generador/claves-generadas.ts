import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import type { Azar } from '../../../../core/server/plugins/demo-azar.ts';
import { AseguradoraPredefinida, aseguradoraPredefinidaT } from '../../../catalogos/server/index.ts';
import { RAMO, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { CAMPOS_RAMO_CLAVE, type RamoClave } from '../../shared/claves.ts';
import { AgenteClave, agenteClaveT } from '../models/agente-clave.model.ts';

/**
 * The agent keys of a generated portfolio: one per predefined insurer of a usual agency mix, with
 * the lines it sells and a typical commission. An insurer the agent already has a key with keeps it.
 */

type Ramos = Record<RamoClave, number | null>;

/** abbreviation → commission % per line the key is used for (null: not used for that line). */
const CLAVES: Record<string, Ramos> = {
  GNP: { vida: 30, autos: 15, salud: 12, diversos: 20 },
  AXA: { vida: 25, autos: 14, salud: 11, diversos: 20 },
  QUALITAS: { vida: null, autos: 17, salud: null, diversos: null },
  MAPFRE: { vida: 25, autos: 16, salud: 10, diversos: 22 },
  HDI: { vida: null, autos: 16, salud: null, diversos: 18 },
  CHUBB: { vida: null, autos: 15, salud: null, diversos: 25 },
  METLIFE: { vida: 35, autos: null, salud: 12, diversos: null },
  ALLIANZ: { vida: 28, autos: null, salud: 11, diversos: 20 },
};

const COLUMNA: Record<RamoId, keyof Ramos> = { [RAMO.AUTO]: 'autos', [RAMO.SALUD]: 'salud', [RAMO.VIDA]: 'vida', [RAMO.DIVERSOS]: 'diversos' };

/** A key a generated policy of a line may name, with its insurer and default commission. */
export interface ClaveDeRamo {
  ramo: RamoId;
  /** 0..n-1 among the keys of its line; n is how many the line has. */
  idx: number;
  n: number;
  claveId: number;
  aseguradoraId: number;
  comision: number;
}

/** Adds the missing keys; returns how many were added. */
export async function asegurarClaves(trx: Knex.Transaction, agenteId: number, azar: Azar): Promise<number> {
  const ap = aseguradoraPredefinidaT.col;
  const predefinidas = await AseguradoraPredefinida.query(trx).whereIn(ap.abreviacion, Object.keys(CLAVES)).select(ap.id, ap.abreviacion);
  const tenidas = new Set((await AgenteClave.query(trx).select(agenteClaveT.col.aseguradoraId)).map((k) => k.aseguradoraId));
  const nuevas = predefinidas
    .filter((a) => !tenidas.has(a.id))
    .map((a) => {
      const fila: PartialModelObject<AgenteClave> = { agenteId, aseguradoraPredefinidaId: a.id, clave: String(azar.entero(10_000, 999_999)), terminosAceptadosAt: trx.fn.now() };
      for (const [ramo, comision] of Object.entries(CLAVES[a.abreviacion]) as [RamoClave, number | null][]) {
        fila[ramo] = comision !== null;
        fila[CAMPOS_RAMO_CLAVE[ramo].comision] = comision ?? 0;
      }
      return fila;
    });
  if (nuevas.length) await AgenteClave.query(trx).insert(nuevas);
  return nuevas.length;
}

/** Every key of the agent (generated or not) grouped by the lines it is used for. */
export async function clavesPorRamo(trx: Knex.Transaction): Promise<ClaveDeRamo[]> {
  const claves = await AgenteClave.query(trx).orderBy(agenteClaveT.col.id);
  return (Object.entries(COLUMNA) as [string, RamoClave][]).flatMap(([ramo, columna]) => {
    const usadas = claves.filter((k) => k[columna] === true);
    return usadas.map((k, idx) => ({
      ramo: Number(ramo) as RamoId,
      idx,
      n: usadas.length,
      claveId: k.id,
      aseguradoraId: k.aseguradoraId,
      comision: Number(k[CAMPOS_RAMO_CLAVE[columna].comision]),
    }));
  });
}
