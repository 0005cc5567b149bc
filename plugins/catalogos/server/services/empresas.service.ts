import type { Knex } from 'knex';
import { CAMPOS_EMPRESA, type Empresa, type EmpresaDatos } from '../../shared/empresas.ts';

/** The agent's company profile: one row per agent (spec 03 §3 Company). */

const COLUMNA: Record<(typeof CAMPOS_EMPRESA)[number], string> = {
  razonSocial: 'razon_social',
  rfc: 'rfc',
  direccion: 'direccion',
  tel1: 'tel1',
  tel2: 'tel2',
  correo1: 'correo1',
  correo2: 'correo2',
  facebook: 'facebook',
  youtube: 'youtube',
  tiktok: 'tiktok',
  twitter: 'twitter',
  web: 'web',
  logoUrl: 'logo_url',
};

/**
 * The profile of `agenteId`, with '' for every empty field and id null when none was saved. Other
 * plugins (quotations, the public viewer) read it through here, in a transaction bound to that agent.
 */
export async function empresaDelAgente(trx: Knex.Transaction, agenteId: number): Promise<Empresa> {
  const row = await trx('empresas').where({ agente_id: agenteId }).first('id', ...CAMPOS_EMPRESA.map((c) => `${COLUMNA[c]} as ${c}`));
  const empresa = { id: row?.id ?? null } as Empresa;
  for (const c of CAMPOS_EMPRESA) empresa[c] = row?.[c] ?? '';
  return empresa;
}

/** Creates or replaces the agent's profile; returns its id. */
export async function guardarEmpresa(trx: Knex.Transaction, agenteId: number, datos: EmpresaDatos): Promise<number> {
  const fila: Record<string, string | null> = {};
  for (const c of CAMPOS_EMPRESA) fila[COLUMNA[c]] = datos[c] ?? null;
  if (fila.rfc) fila.rfc = fila.rfc.toUpperCase();
  const [row] = await trx('empresas')
    .insert({ ...fila, agente_id: agenteId })
    .onConflict('agente_id')
    .merge({ ...fila, updated_at: trx.fn.now() })
    .returning('id');
  return row.id;
}
