import type { Knex } from 'knex';
import { sumarDias } from '../../../polizas/shared/fechas.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { polizaT, reciboT } from '../../../polizas/server/index.ts';
import { RECORDATORIO, type TipoRecordatorio } from '../../shared/recordatorios.ts';
import type { TipoObjeto } from '../../shared/eventos.ts';

/** An object a rule reminds about on a day, and the key its claim row takes. */
export interface Candidato {
  objeto: TipoObjeto;
  objetoId: number;
  clave: string;
}

const r = reciboT.de('r');
const p = polizaT.de('p');

async function recibosQueVencen(trx: Knex.Transaction, fecVence: string): Promise<number[]> {
  // A pending receipt of a vigente policy (the collections screen's rule), read through polizas' models.
  return trx(reciboT.as('r')).join(polizaT.as('p'), p.id, r.polizaId).where(r.status, 'pendiente').where(r.fecVence, fecVence).where(p.status, 'vigente').orderBy(r.id).pluck(r.id);
}

/** The objects a rule reminds about on `dia` (yyyy-MM-dd, Mexico City), under the transaction's agent. */
export async function candidatosDe(trx: Knex.Transaction, tipo: TipoRecordatorio, dias: number, dia: string): Promise<Candidato[]> {
  const objeto = RECORDATORIO[tipo].objeto;
  const de = (ids: number[], clave = (id: number) => String(id)) => ids.map((objetoId) => ({ objeto, objetoId, clave: clave(objetoId) }));
  if (tipo === 'recibo_por_vencer') return de(await recibosQueVencen(trx, sumarDias(dia, dias)));
  if (tipo === 'recibo_vencido') return de(await recibosQueVencen(trx, sumarDias(dia, -dias)));
  if (tipo === 'renovacion') {
    const ids: number[] = await trx(polizaT.nombre)
      .where(polizaT.col.status, 'vigente')
      .where(polizaT.col.fechaVigenciaA, sumarDias(dia, dias))
      .whereNull(polizaT.col.polizaIdRenovo)
      .orderBy(polizaT.col.id)
      .pluck(polizaT.col.id);
    return de(ids);
  }
  const ids: number[] = await trx(clienteT.nombre)
    .where(clienteT.col.status, 'activo')
    .whereRaw(`to_char(??, 'MM-DD') = ?`, [clienteT.col.fecNacimiento, dia.slice(5)])
    .orderBy(clienteT.col.id)
    .pluck(clienteT.col.id);
  // One birthday reminder per client and year.
  return de(ids, (id) => `${id}-${dia.slice(0, 4)}`);
}
