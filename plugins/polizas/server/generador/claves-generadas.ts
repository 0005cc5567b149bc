import type { Knex } from 'knex';
import type { Azar } from '../../../../core/server/plugins/demo-azar.ts';
import { RAMO, type RamoId } from '../../../catalogos/shared/catalogos.ts';

/**
 * The agent keys of a generated portfolio: one per predefined insurer of a usual agency mix, with
 * the lines it sells and a typical commission. An insurer the agent already has a key with keeps it.
 */

type Ramos = Record<'vida' | 'autos' | 'salud' | 'diversos', number | null>;

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
  const predefinidas: { id: number; abreviacion: string }[] = await trx('aseguradoras_predefinidas').whereIn('abreviacion', Object.keys(CLAVES)).select('id', 'abreviacion');
  const tenidas = new Set((await trx('agente_claves').select('aseguradora_id')).map((k: { aseguradora_id: number }) => k.aseguradora_id));
  const nuevas = predefinidas
    .filter((a) => !tenidas.has(a.id))
    .map((a) => {
      const ramos = CLAVES[a.abreviacion];
      const fila: Record<string, unknown> = { agente_id: agenteId, aseguradora_predefinida_id: a.id, clave: String(azar.entero(10_000, 999_999)), terminos_aceptados_at: trx.fn.now() };
      for (const [ramo, comision] of Object.entries(ramos)) {
        fila[ramo] = comision !== null;
        fila[`comision_${ramo}`] = comision ?? 0;
      }
      return fila;
    });
  if (nuevas.length) await trx('agente_claves').insert(nuevas);
  return nuevas.length;
}

/** Every key of the agent (generated or not) grouped by the lines it is used for. */
export async function clavesPorRamo(trx: Knex.Transaction): Promise<ClaveDeRamo[]> {
  const claves: (Record<string, number | boolean> & { id: number; aseguradora_id: number })[] = await trx('agente_claves').orderBy('id').select('*');
  return (Object.entries(COLUMNA) as [string, keyof Ramos][]).flatMap(([ramo, columna]) => {
    const usadas = claves.filter((k) => k[columna] === true);
    return usadas.map((k, idx) => ({ ramo: Number(ramo) as RamoId, idx, n: usadas.length, claveId: k.id, aseguradoraId: k.aseguradora_id, comision: Number(k[`comision_${columna}`]) }));
  });
}
