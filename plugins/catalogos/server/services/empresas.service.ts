import type { Knex } from 'knex';
import { CAMPOS_EMPRESA, type Empresa as PerfilEmpresa, type EmpresaDatos } from '../../shared/empresas.ts';
import { Empresa, empresaT } from '../models/empresa.model.ts';

/** The agent's company profile: one row per agent (spec 03 §3 Company). */

/**
 * The profile of `agenteId`, with '' for every empty field and id null when none was saved. Other
 * plugins (quotations, the public viewer) read it through here, in a transaction bound to that agent.
 */
export async function empresaDelAgente(trx: Knex.Transaction, agenteId: number): Promise<PerfilEmpresa> {
  const guardada = await Empresa.query(trx).where(empresaT.col.agenteId, agenteId).first();
  const perfil = { id: guardada?.id ?? null } as PerfilEmpresa;
  for (const c of CAMPOS_EMPRESA) perfil[c] = guardada?.[c] ?? '';
  return perfil;
}

/** Creates or replaces the agent's profile; returns its id. */
export async function guardarEmpresa(trx: Knex.Transaction, agenteId: number, datos: EmpresaDatos): Promise<number> {
  // Every field is written, a field left out as null: saving replaces the whole profile.
  const campos = { ...(Object.fromEntries(CAMPOS_EMPRESA.map((c) => [c, datos[c] ?? null])) as EmpresaDatos), rfc: datos.rfc?.toUpperCase() ?? null };
  const guardada = await Empresa.query(trx)
    .insert({ ...campos, agenteId })
    .onConflict(empresaT.col.agenteId)
    .merge({ ...campos, updatedAt: trx.fn.now() });
  return guardada.id;
}
