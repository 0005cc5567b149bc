import type { Knex } from 'knex';
import { crearRegistro, type Escritor } from '../../../crm/server/index.ts';
import { DUENOS } from '../../../crm/shared/duenos.ts';

const POLIZA = DUENOS.find((d) => d.clave === 'polizaId')!;

/**
 * Every change of a policy or of one of its receipts leaves an entry in the policy's activity log,
 * signed by the user who made it (issue 6): the log is the policy's history.
 */
export async function anotarEnPoliza(trx: Knex.Transaction, escritor: Escritor, polizaId: number, asunto: string, texto: string): Promise<void> {
  await crearRegistro(trx, escritor, { dueno: POLIZA, duenoId: polizaId, asunto, tipo: 'nota general', textos: [{ tipo: 'nota general', texto, adjunto: null }] });
}
