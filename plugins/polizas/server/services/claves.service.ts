import type { Knex } from 'knex';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { badRequest, notFound, type HttpError } from '../../../../core/server/http/errors.ts';
import { aseguradoraVisible } from '../../../catalogos/server/index.ts';
import type { Aseguradora } from '../../../catalogos/shared/aseguradoras.ts';
import { CAMPOS_RAMO_CLAVE, MINUTOS_PRIMERA_SINCRONIZACION, MENSAJES_CLAVES, RAMOS_CLAVE, type ClaveAgente, type ClaveAgenteDatos, type ClaveGuardada } from '../../shared/claves.ts';
import { contextoDeAgente, type Cifrado } from '../cifrado.ts';

/**
 * Agent keys under row-level security (spec 02 §2.10, §4, §5; table agente_claves). Every function
 * takes the request's transaction. The portal password is stored encrypted and never read here.
 */

/** The list's and the detail's base: the key and its insurer, through the insurers view. */
export function clavesDelAgente(trx: Knex.Transaction) {
  return trx('agente_claves as k')
    .join('aseguradoras as a', 'a.id', 'k.aseguradora_id')
    .select(
      'k.id',
      'k.clave',
      ...RAMOS_CLAVE.flatMap((r) => [`k.${r}`, `k.comision_${r} as ${CAMPOS_RAMO_CLAVE[r].comision}`]),
      'k.portal_clave as portalClave',
      trx.raw('k.portal_password_cifrado is not null as ??', ['portalPasswordGuardado']),
      'k.sincronizacion',
      trx.raw(`to_char(k.proxima_sincronizacion at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as ??`, ['proximaSincronizacion']),
      'a.id as aseguradoraId',
      'a.aseguradora as aseguradoraNombre',
      'a.abreviacion as aseguradoraAbreviacion',
      'a.estandar as aseguradoraEstandar',
      'a.status as aseguradoraStatus',
      'a.pdf as aseguradoraPdf',
      'a.rpa as aseguradoraRpa',
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
  const fila = await clavesDelAgente(trx).where('k.id', id).first();
  if (!fila) throw notFound(MENSAJES_CLAVES.noExiste);
  return comoClave(fila);
}

/**
 * What a save writes besides the insurer and the key itself. Turning sync on or bringing new
 * credentials schedules the first sync 15 minutes later (spec 02 §4, §9); sync off clears it.
 */
function columnas(trx: Knex.Transaction, datos: ClaveAgenteDatos, portal: { clave: string | null; password: string | null | undefined }, programar: boolean) {
  const sincronizacion = datos.sincronizacion ?? false;
  return {
    ...Object.fromEntries(
      RAMOS_CLAVE.flatMap((r) => [
        [r, datos[r] ?? true],
        [`comision_${r}`, datos[CAMPOS_RAMO_CLAVE[r].comision] ?? 0],
      ]),
    ),
    sincronizacion,
    portal_clave: portal.clave,
    // undefined leaves the stored password (and below, the schedule) as they are.
    portal_password_cifrado: portal.password,
    proxima_sincronizacion: !sincronizacion ? null : programar ? trx.raw(`now() + make_interval(mins => ?)`, [MINUTOS_PRIMERA_SINCRONIZACION]) : undefined,
    terminos_aceptados_at: trx.fn.now(),
    updated_at: trx.fn.now(),
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
  const repetida = await trx('agente_claves').where({ aseguradora_id: aseguradora.id }).whereRaw('upper(clave) = upper(?)', [datos.clave]).first('clave');
  if (repetida) throw claveDuplicada(repetida.clave, aseguradora.aseguradora);
  const portalClave = datos.portalClave ?? null;
  const password = portalClave && datos.portalPassword ? cifrado.cifrar(datos.portalPassword, contextoDeAgente(agenteId)) : null;
  try {
    const [{ id }] = await trx('agente_claves')
      .insert({
        agente_id: agenteId,
        [aseguradora.estandar ? 'aseguradora_predefinida_id' : 'aseguradora_propia_id']: aseguradora.id,
        clave: datos.clave,
        ...columnas(trx, datos, { clave: portalClave, password }, true),
      })
      .returning('id');
    return await guardada(trx, id, true);
  } catch (err) {
    // Two saves at once: the unique index on (agent, insurer, upper(clave)) answers for the check above.
    if ((err as { code?: string })?.code === '23505') throw claveDuplicada(datos.clave, aseguradora.aseguradora);
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
  await trx('agente_claves').where({ id: actual.id }).update(columnas(trx, datos, { clave: portalClave, password }, programar));
  return guardada(trx, actual.id, programar);
}

/** Policies reference their key with a restrict foreign key: refuse with the reason before the database does. */
export async function eliminarClave(trx: Knex.Transaction, id: number): Promise<void> {
  if (!(await trx('agente_claves').where({ id }).first('id'))) throw notFound(MENSAJES_CLAVES.noExiste);
  if (await trx('polizas').where({ agente_clave_id: id }).first('id')) throw badRequest(MENSAJES_CLAVES.conPolizas);
  await trx('agente_claves').where({ id }).del();
}
