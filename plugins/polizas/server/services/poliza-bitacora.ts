import type { Knex } from 'knex';
import { crearRegistro, type Escritor } from '../../../crm/server/index.ts';

/** The entidad under which this plugin registers its policies as crm owners (server/index.ts). */
const POLIZAS = 'polizas';

/**
 * Every change of a policy or of one of its receipts leaves an entry in the policy's activity log,
 * signed by the user who made it (issue 6): the log is the policy's history.
 */
export async function anotarEnPoliza(trx: Knex.Transaction, escritor: Escritor, polizaId: number, asunto: string, texto: string): Promise<void> {
  await crearRegistro(trx, escritor, { entidad: POLIZAS, duenoId: polizaId, asunto, tipo: 'nota general', textos: [{ tipo: 'nota general', texto, adjunto: null }] });
}
