import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { badRequest, notFound, type HttpError } from '../../../../core/server/http/errors.ts';
import { aseguradoraT, aseguradoraVisible } from '../../../catalogos/server/index.ts';
import type { Aseguradora } from '../../../catalogos/shared/aseguradoras.ts';
import {
  CAMPOS_RAMO_CLAVE,
  MINUTOS_PRIMERA_SINCRONIZACION,
  MENSAJES_CLAVES,
  RAMOS_CLAVE,
  type ClaveAgente,
  type ClaveAgenteDatos,
  type ClaveGuardada,
} from '../../shared/claves.ts';
import { contextoDeAgente, type Cifrado } from '../cifrado.ts';
import { AgenteClave, agenteClaveT } from '../models/agente-clave.model.ts';
import { Poliza, polizaT } from '../models/poliza.model.ts';
import { comoCampos } from './campos.ts';
import { esUnicoRepetido } from '../../../../core/server/db/errores.ts';

/**
 * Agent keys under row-level security (spec 02 §2.10, §4, §5; table agente_claves). Every function
 * takes the request's transaction. The portal password is stored encrypted and never read here.
 */

const k = agenteClaveT.de('k');
const a = aseguradoraT.de('a');
const col = agenteClaveT.col;

/** The list's and the detail's base: the key and its insurer, through the insurers view. */
export function clavesDelAgente(trx: Knex.Transaction) {
  return trx(agenteClaveT.as('k'))
    .join(aseguradoraT.as('a'), a.id, k.aseguradoraId)
    .select(
      ...comoCampos<FilaClave>({ id: k.id, clave: k.clave }),
      ...RAMOS_CLAVE.flatMap((r) => comoCampos<FilaClave>({ [r]: k[r], [CAMPOS_RAMO_CLAVE[r].comision]: k[CAMPOS_RAMO_CLAVE[r].comision] })),
      ...comoCampos<FilaClave>({ portalClave: k.portalClave }),
      trx.raw(`${k.portalPasswordCifrado} is not null as ??`, ['portalPasswordGuardado']),
      ...comoCampos<FilaClave>({ sincronizacion: k.sincronizacion }),
      trx.raw(`to_char(${k.proximaSincronizacion} at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as ??`, ['proximaSincronizacion']),
      ...comoCampos<FilaClave>({
        aseguradoraId: a.id,
        aseguradoraNombre: a.aseguradora,
        aseguradoraAbreviacion: a.abreviacion,
        aseguradoraEstandar: a.estandar,
        aseguradoraStatus: a.status,
        aseguradoraPdf: a.pdf,
        aseguradoraRpa: a.rpa,
      }),
    );
}

/** A row of {@link clavesDelAgente}, flat as SQL gives it. */
export type FilaClave = Omit<ClaveAgente, 'aseguradora'> & {
  aseguradoraId: number;
  aseguradoraNombre: string;
  aseguradoraAbreviacion: string;
  aseguradoraEstandar: boolean;
  aseguradoraStatus: ClaveAgente['aseguradora']['status'];
  aseguradoraPdf: boolean;
  aseguradoraRpa: boolean;
};

/** The wire shape: the insurer nested as spec 02 §3 gives it. */
export function comoClave(fila: FilaClave): ClaveAgente {
  const { aseguradoraId, aseguradoraNombre, aseguradoraAbreviacion, aseguradoraEstandar, aseguradoraStatus, aseguradoraPdf, aseguradoraRpa, ...clave } = fila;
  return {
    ...clave,
    aseguradora: {
      id: aseguradoraId,
      aseguradora: aseguradoraNombre,
      abreviacion: aseguradoraAbreviacion,
      estandar: aseguradoraEstandar,
      status: aseguradoraStatus,
      pdf: aseguradoraPdf,
      rpa: aseguradoraRpa,
    },
  };
}

export async function clavePorId(trx: Knex.Transaction, id: number): Promise<ClaveAgente> {
  const fila = await clavesDelAgente(trx).where(k.id, id).first();
  if (!fila) throw notFound(MENSAJES_CLAVES.noExiste);
  return comoClave(fila);
}

/**
 * What a save writes besides the insurer and the key itself. Turning sync on or bringing new
 * credentials schedules the first sync 15 minutes later (spec 02 §4, §9); sync off clears it.
 */
function columnas(
  trx: Knex.Transaction,
  datos: ClaveAgenteDatos,
  portal: { clave: string | null; password: string | null | undefined },
  programar: boolean,
): PartialModelObject<AgenteClave> {
  const sincronizacion = datos.sincronizacion ?? false;
  const ramos: PartialModelObject<AgenteClave> = {};
  for (const r of RAMOS_CLAVE) {
    const { comision } = CAMPOS_RAMO_CLAVE[r];
    ramos[r] = datos[r] ?? true;
    ramos[comision] = datos[comision] ?? 0;
  }
  return {
    ...ramos,
    sincronizacion,
    portalClave: portal.clave,
    // undefined leaves the stored password (and below, the schedule) as they are.
    portalPasswordCifrado: portal.password,
    proximaSincronizacion: !sincronizacion ? null : programar ? trx.raw(`now() + make_interval(mins => ?)`, [MINUTOS_PRIMERA_SINCRONIZACION]) : undefined,
    terminosAceptadosAt: trx.fn.now(),
    updatedAt: trx.fn.now(),
  };
}

/** Sync needs an insurer whose portal the product can read (its rpa flag). */
function verificarSincronizacion(aseguradora: Pick<Aseguradora, 'rpa'>, datos: ClaveAgenteDatos): void {
  if (datos.sincronizacion && !aseguradora.rpa) throw badRequest(MENSAJES_CLAVES.sinRpa, { errors: { sincronizacion: MENSAJES_CLAVES.sinRpa } });
}

function claveDuplicada(clave: string, aseguradora: string): HttpError {
  const mensaje = MENSAJES_CLAVES.duplicada(clave, aseguradora);
  return badRequest(mensaje, { errors: { clave: mensaje } });
}

async function guardada(trx: Knex.Transaction, id: number, programada: boolean): Promise<ClaveGuardada> {
  const clave = await clavePorId(trx, id);
  return { ...clave, sincronizacionProgramada: clave.sincronizacion && programada };
}

export async function crearClave(trx: Knex.Transaction, agenteId: number, datos: ClaveAgenteDatos, cifrado: Cifrado): Promise<ClaveGuardada> {
  const aseguradora = await aseguradoraVisible(trx, datos.aseguradoraId);
  if (!aseguradora) throw notFound(MENSAJES_CLAVES.aseguradoraNoExiste);
  if (aseguradora.status !== 'activo') throw badRequest(MENSAJES_CLAVES.aseguradoraInactiva, { errors: { aseguradoraId: MENSAJES_CLAVES.aseguradoraInactiva } });
  verificarSincronizacion(aseguradora, datos);
  const repetida = await AgenteClave.query(trx)
    .where(col.aseguradoraId, aseguradora.id)
    .whereRaw('upper(??) = upper(?)', [col.clave, datos.clave])
    .select(col.clave)
    .limit(1)
    .first();
  if (repetida) throw claveDuplicada(repetida.clave, aseguradora.aseguradora);
  const portalClave = datos.portalClave ?? null;
  const password = portalClave && datos.portalPassword ? cifrado.cifrar(datos.portalPassword, contextoDeAgente(agenteId)) : null;
  try {
    const { id } = await AgenteClave.query(trx).insert({
      agenteId,
      ...(aseguradora.estandar ? { aseguradoraPredefinidaId: aseguradora.id } : { aseguradoraPropiaId: aseguradora.id }),
      clave: datos.clave,
      ...columnas(trx, datos, { clave: portalClave, password }, true),
    });
    return await guardada(trx, id, true);
  } catch (err) {
    // Two saves at once: the unique index on (agent, insurer, upper(clave)) answers for the check above.
    if (esUnicoRepetido(err)) throw claveDuplicada(datos.clave, aseguradora.aseguradora);
    throw err;
  }
}

/** Neither the key nor its insurer changes once saved; a new portal user or password is encrypted and stored. */
export async function actualizarClave(trx: Knex.Transaction, agenteId: number, actual: ClaveAgente, datos: ClaveAgenteDatos, cifrado: Cifrado): Promise<ClaveGuardada> {
  if (datos.clave !== actual.clave) throw badRequest(MENSAJES_CLAVES.claveNoEditable, { errors: { clave: MENSAJES_CLAVES.claveNoEditable } });
  if (datos.aseguradoraId !== actual.aseguradora.id) throw badRequest(MENSAJES_CLAVES.aseguradoraNoEditable, { errors: { aseguradoraId: MENSAJES_CLAVES.aseguradoraNoEditable } });
  verificarSincronizacion(actual.aseguradora, datos);
  const portalClave = datos.portalClave ?? null;
  // Without a portal user a stored password means nothing: it goes too.
  const password = !portalClave ? null : datos.portalPassword ? cifrado.cifrar(datos.portalPassword, contextoDeAgente(agenteId)) : undefined;
  const programar = !actual.sincronizacion || password !== undefined || portalClave !== actual.portalClave;
  await AgenteClave.query(trx)
    .findById(actual.id)
    .patch(columnas(trx, datos, { clave: portalClave, password }, programar));
  return guardada(trx, actual.id, programar);
}

/**
 * Policies reference their key with a restrict foreign key: refuse with the reason before the database
 * does. (Objection's first() adds no limit of its own: limit(1) keeps this to one row of thousands.)
 */
export async function eliminarClave(trx: Knex.Transaction, id: number): Promise<void> {
  if (!(await AgenteClave.query(trx).findById(id).select(col.id))) throw notFound(MENSAJES_CLAVES.noExiste);
  if (await Poliza.query(trx).where(polizaT.col.agenteClaveId, id).select(polizaT.col.id).limit(1).first()) throw badRequest(MENSAJES_CLAVES.conPolizas);
  await AgenteClave.query(trx).deleteById(id);
}
