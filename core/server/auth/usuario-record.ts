import type { Knex } from 'knex';

/** A usuarios row as the identity code reads it. */
export interface UsuarioRecord {
  id: number;
  agenteId: number;
  correo: string;
  passwordHash: string | null;
  passwordVersion: number;
  nombres: string;
  apPat: string;
  apMat: string | null;
  celular: string | null;
  status: 'pendiente' | 'activo' | 'inactivo';
  principal: boolean;
  roles: string[];
}

const COLUMNS = {
  id: 'id',
  agenteId: 'agente_id',
  correo: 'correo',
  passwordHash: 'password_hash',
  passwordVersion: 'password_version',
  nombres: 'nombres',
  apPat: 'ap_pat',
  apMat: 'ap_mat',
  celular: 'celular',
  status: 'status',
  principal: 'principal',
  roles: 'roles',
};

/** Live (not deleted) users, selected with camelCase names. */
export function usuarios(trx: Knex.Transaction) {
  return trx('usuarios').whereNull('eliminado_at').select(COLUMNS);
}

export async function usuarioPorCorreo(trx: Knex.Transaction, correo: string): Promise<UsuarioRecord | undefined> {
  return usuarios(trx).whereRaw('lower(correo) = lower(?)', [correo.trim()]).first();
}

export async function usuarioPorId(trx: Knex.Transaction, id: number): Promise<UsuarioRecord | undefined> {
  return usuarios(trx).where({ id }).first();
}
