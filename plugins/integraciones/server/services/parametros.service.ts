import type { Knex } from 'knex';
import { contextoDeAgente, type Cifrado } from '../../../../core/server/crypto/cifrado.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import {
  APLICACIONES,
  DIAS_RENOVACION_PREDETERMINADOS,
  enmascarar,
  PARAMETROS_TODOIST,
  type AjustesTodoist,
  type Aplicacion,
  type EstadoIntegracion,
  type ParametroIntegracion,
} from '../../shared/integraciones.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import { IntegracionParametro, integracionParametroT } from '../models/integracion-parametro.model.ts';
import { clienteTodoist, errorDeTodoist, TodoistError } from '../todoist/todoist-client.ts';

/** What the plugin's services need from the installation: the secrets' cipher and Todoist's address. */
export interface Integraciones {
  cifrado: Cifrado;
  todoistBase: string;
}

const p = integracionParametroT.col;

/** A secret is bound to its agent, application and parameter: copied to another row it does not decrypt. */
const contexto = (agenteId: number, aplicacion: Aplicacion, parametro: string) => `${contextoDeAgente(agenteId)}:${aplicacion}:${parametro}`;

const filas = (trx: Knex.Transaction, aplicacion: Aplicacion) => IntegracionParametro.query(trx).where(p.aplicacion, aplicacion).orderBy(p.parametro);

/** GET /integraciones: every application Cartera offers, and whether the agent connected it (its token saved). */
export async function estadosDeIntegraciones(trx: Knex.Transaction): Promise<EstadoIntegracion[]> {
  const conectadas = new Set((await IntegracionParametro.query(trx).where(p.parametro, PARAMETROS_TODOIST.token).select(p.aplicacion)).map((fila) => fila.aplicacion));
  return (Object.keys(APLICACIONES) as Aplicacion[]).map((aplicacion) => ({ aplicacion, ...APLICACIONES[aplicacion], configurada: conectadas.has(aplicacion) }));
}

/** GET /integraciones?aplicacion=: the saved parameters, each sensible one masked (its last four characters only). */
export async function parametrosDeAplicacion(trx: Knex.Transaction, deps: Integraciones, agenteId: number, aplicacion: Aplicacion): Promise<ParametroIntegracion[]> {
  return (await filas(trx, aplicacion)).map((fila) => ({
    parametro: fila.parametro,
    valor: fila.sensible ? enmascarar(descifrado(deps, agenteId, fila) ?? '') : fila.valor,
    sensible: fila.sensible,
  }));
}

function descifrado(deps: Integraciones, agenteId: number, fila: IntegracionParametro): string | null {
  try {
    return deps.cifrado.descifrar(fila.valor, contexto(agenteId, fila.aplicacion as Aplicacion, fila.parametro));
  } catch {
    // Encrypted under another installation secret: as if never saved, the user types it again.
    return null;
  }
}

/** The agent's Todoist token in clear, for the calls; null when none is saved (or it can no longer be read). */
export async function tokenTodoist(trx: Knex.Transaction, deps: Integraciones, agenteId: number): Promise<string | null> {
  const fila = await filas(trx, 'TODOIST').where(p.parametro, PARAMETROS_TODOIST.token).first();
  return fila ? descifrado(deps, agenteId, fila) : null;
}

/** How many days before a policy ends its renewal task is due (the agent's setting, 30 unless saved). */
export async function diasRenovacion(trx: Knex.Transaction): Promise<number> {
  const fila = await filas(trx, 'TODOIST').where(p.parametro, PARAMETROS_TODOIST.diasRenovacion).first();
  return fila ? Number(fila.valor) : DIAS_RENOVACION_PREDETERMINADOS;
}

export async function tieneToken(trx: Knex.Transaction): Promise<boolean> {
  return Boolean(await filas(trx, 'TODOIST').where(p.parametro, PARAMETROS_TODOIST.token).select(p.id).first());
}

async function guardar(trx: Knex.Transaction, agenteId: number, aplicacion: Aplicacion, parametro: string, valor: string, sensible: boolean): Promise<void> {
  await IntegracionParametro.query(trx)
    .insert({ agenteId, aplicacion, parametro, valor, sensible, updatedAt: new Date() })
    .onConflict([p.agenteId, p.aplicacion, p.parametro])
    .merge([p.valor, p.sensible, p.updatedAt]);
}

/**
 * POST /integraciones for Todoist: a new token is first checked against Todoist (a refused one is a
 * 400 on the token field, nothing saved), then stored encrypted; the renewal days as given.
 */
export async function guardarTodoist(trx: Knex.Transaction, deps: Integraciones, agenteId: number, ajustes: AjustesTodoist): Promise<void> {
  if (ajustes.token) {
    try {
      await clienteTodoist(deps.todoistBase, ajustes.token).verificar();
    } catch (err) {
      if (!(err instanceof TodoistError)) throw err;
      if (err.fallo === 'token') throw badRequest(MENSAJES_INTEGRACIONES.tokenInvalido, { errors: { token: MENSAJES_INTEGRACIONES.tokenInvalido } });
      throw errorDeTodoist(err.fallo);
    }
    const cifrado = deps.cifrado.cifrar(ajustes.token, contexto(agenteId, 'TODOIST', PARAMETROS_TODOIST.token));
    await guardar(trx, agenteId, 'TODOIST', PARAMETROS_TODOIST.token, cifrado, true);
  }
  await guardar(trx, agenteId, 'TODOIST', PARAMETROS_TODOIST.diasRenovacion, String(ajustes.diasRenovacion), false);
}

/** DELETE /integraciones?aplicacion=: forgets the application's parameters; linked tasks stay listed. */
export async function eliminarIntegracion(trx: Knex.Transaction, aplicacion: Aplicacion): Promise<void> {
  await IntegracionParametro.query(trx).where(p.aplicacion, aplicacion).delete();
}
