import type { Knex } from 'knex';
import { Agente } from '../models/agente.model.ts';
import { Usuario } from '../models/usuario.model.ts';
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
export async function crearAgente(
  trx: Knex.Transaction,
  hooks: SuscripcionesHooks | null,
  datos: DatosAgente,
  passwordHash?: string,
): Promise<{ agenteId: number; usuarioId: number }> {
  const agente = await Agente.query(trx).insert({ nombre: datos.nombre, apPaterno: datos.apPaterno, apMaterno: datos.apMaterno, correo: datos.correo, cedula: datos.cedula });
  const usuario = await Usuario.query(trx).insert({
    agenteId: agente.id,
    correo: datos.correo,
    nombres: datos.nombre,
    apPat: datos.apPaterno,
    apMat: datos.apMaterno,
    principal: true,
    status: passwordHash ? 'activo' : 'pendiente',
    passwordHash: passwordHash ?? null,
    passwordVersion: passwordHash ? 1 : 0,
  });
  await hooks?.iniciarPrueba(trx, agente.id);
  return { agenteId: agente.id, usuarioId: usuario.id };
}
