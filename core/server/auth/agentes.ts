import type { Knex } from 'knex';
import type { SuscripcionesHooks } from './hooks.ts';

export interface DatosAgente {
  correo: string;
  nombre: string;
  apPaterno: string;
  apMaterno: string | null;
  cedula: string | null;
}

/**
 * Creates an agent, its principal user and its trial inside a system-scope transaction. Without a
 * password the user waits for activation (registration); with one it is active at once (CLI, demo).
 */
export async function crearAgente(trx: Knex.Transaction, hooks: SuscripcionesHooks | null, datos: DatosAgente, passwordHash?: string): Promise<{ agenteId: number; usuarioId: number }> {
  const [agente] = await trx('agentes')
    .insert({ nombre: datos.nombre, ap_paterno: datos.apPaterno, ap_materno: datos.apMaterno, correo: datos.correo, cedula: datos.cedula })
    .returning('id');
  const [usuario] = await trx('usuarios')
    .insert({
      agente_id: agente.id,
      correo: datos.correo,
      nombres: datos.nombre,
      ap_pat: datos.apPaterno,
      ap_mat: datos.apMaterno,
      principal: true,
      status: passwordHash ? 'activo' : 'pendiente',
      password_hash: passwordHash ?? null,
      password_version: passwordHash ? 1 : 0,
    })
    .returning('id');
  await hooks?.iniciarPrueba(trx, agente.id);
  return { agenteId: agente.id, usuarioId: usuario.id };
}
