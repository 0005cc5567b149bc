import type { Knex } from 'knex';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { Aseguradora, aseguradoraT } from '../../../catalogos/server/index.ts';
import type { LectorDeCaratulas } from '../../../importacion/server/index.ts';
import { AgenteClave, agenteClaveT, type Cifrado } from '../../../polizas/server/index.ts';
import { contextoDeAgente } from '../../../../core/server/crypto/cifrado.ts';
import { MENSAJES_SINCRONIZACION as M } from '../../shared/mensajes.ts';
import type { StatusLog } from '../../shared/sincronizacion.ts';
import { RpaLog, rpaLogT } from '../models/rpa-log.model.ts';
import { rpaLogDetalleT } from '../models/rpa-log-detalle.model.ts';
import { ErrorDePortal, type ConectorDePortal, type FallaDePortal } from '../portales/conector.ts';
import { sincronizarPoliza } from './poliza-del-portal.service.ts';

/**
 * One agent key's sync run (spec 02 §1, §3; docs/adr/038-sincronizacion-portales.md): the log is
 * opened, the portal signed in with the key's credentials, the policies changed since the last
 * successful run imported one by one, and the log closed with its status. The portal password is
 * decrypted only to sign in: it is never logged, stored in a log row or answered.
 */

export interface DependenciasSincronizacion {
  knex: Knex;
  storage: Storage;
  lector: LectorDeCaratulas;
  /** polizas' cipher of the keys' portal passwords. */
  cifrado: Cifrado;
  conectores: ReadonlyMap<string, ConectorDePortal>;
  log: Logger;
}

/** What the run reports as it goes (`cartera sync` shows it). */
export type AlAvanzar = (revisadas: number, noPoliza: string) => void;

export interface ResultadoDeSincronizacion {
  logId: number;
  status: StatusLog;
  totalRegistros: number;
  mensaje: string;
}

interface ClaveParaCorrer {
  agenteId: number;
  claveId: number;
  aseguradoraId: number;
  abreviacion: string;
  aseguradora: string;
  portalClave: string | null;
  portalPasswordCifrado: string | null;
  usuarioId: number | null;
  /** When the last successful run started: the portal lists what changed since. */
  desde: Date | null;
}

async function abrir(trx: Knex.Transaction, agenteId: number, claveId: number): Promise<{ logId: number; clave: ClaveParaCorrer }> {
  const k = agenteClaveT.col;
  const fila = await AgenteClave.query(trx).findById(claveId).select(k.id, k.aseguradoraId, k.portalClave, k.portalPasswordCifrado);
  if (!fila) throw new Error(`La clave ${claveId} no existe para el agente ${agenteId}`);
  const a = aseguradoraT.col;
  const aseguradora = await Aseguradora.query(trx).where(a.id, fila.aseguradoraId).select(a.abreviacion, a.aseguradora).first();
  const principal = await Usuario.query(trx).where(usuarioT.col.principal, true).select(usuarioT.col.id).first();
  const l = rpaLogT.col;
  const ultima = await RpaLog.query(trx).where(l.claveId, claveId).where(l.status, 'exito').orderBy(l.inicio, 'desc').select(l.inicio).first();
  const log = await RpaLog.query(trx).insert({ agenteId, claveId, aseguradoraId: fila.aseguradoraId, inicio: new Date(), status: 'en_curso', totalRegistros: 0 });
  return {
    logId: log.id,
    clave: {
      agenteId,
      claveId,
      aseguradoraId: fila.aseguradoraId,
      abreviacion: aseguradora?.abreviacion.toUpperCase() ?? '',
      aseguradora: aseguradora?.aseguradora ?? '',
      portalClave: fila.portalClave,
      portalPasswordCifrado: fila.portalPasswordCifrado,
      usuarioId: principal?.id ?? null,
      desde: ultima?.inicio ?? null,
    },
  };
}

async function cerrar(knex: Knex, agenteId: number, logId: number, status: StatusLog, mensaje: string): Promise<ResultadoDeSincronizacion> {
  return withTenant(knex, agenteId, async (trx) => {
    const d = rpaLogDetalleT.col;
    // A policy a stopped run was handling ends with the run's reason.
    if (status !== 'exito')
      await trx(rpaLogDetalleT.nombre)
        .where(d.logId, logId)
        .where(d.status, 'pendiente')
        .update({ [d.status]: 'error', [d.resultado]: mensaje });
    const [{ total }] = await trx(rpaLogDetalleT.nombre).where(d.logId, logId).count({ total: '*' });
    const totalRegistros = Number(total);
    await RpaLog.query(trx).findById(logId).patch({ fin: new Date(), status, mensaje, totalRegistros });
    return { logId, status, totalRegistros, mensaje };
  });
}

const STATUS_DE_FALLA: Record<FallaDePortal, StatusLog> = { credenciales: 'credenciales', captcha: 'captcha', tiempo: 'error', portal: 'error', respuesta: 'error' };

function mensajeDeFalla(falla: FallaDePortal, aseguradora: string, limiteMs: number): string {
  if (falla === 'credenciales') return M.credenciales(aseguradora);
  if (falla === 'captcha') return M.captcha(aseguradora);
  if (falla === 'tiempo') return M.tiempoAgotado(aseguradora, Math.round(limiteMs / 1000));
  if (falla === 'portal') return M.portalNoDisponible(aseguradora);
  return M.respuestaInesperada(aseguradora);
}

async function recorrer(deps: DependenciasSincronizacion, conector: ConectorDePortal, clave: ClaveParaCorrer, logId: number, alAvanzar?: AlAvanzar): Promise<number> {
  const password = deps.cifrado.descifrar(clave.portalPasswordCifrado ?? '', contextoDeAgente(clave.agenteId));
  const sesion = await conector.iniciarSesion(clave.portalClave ?? '', password);
  const contexto = { knex: deps.knex, storage: deps.storage, lector: deps.lector, aseguradoraId: clave.aseguradoraId, logId };
  const escritor = { agenteId: clave.agenteId, usuarioId: clave.usuarioId ?? 0 };
  let revisadas = 0;
  for (let pagina: number | null = 1; pagina !== null;) {
    const { polizas, siguiente } = await sesion.polizas(clave.desde, pagina);
    for (const p of polizas) {
      await sincronizarPoliza({ ...contexto, escritor }, sesion, p);
      alAvanzar?.(++revisadas, p.noPoliza);
    }
    pagina = siguiente;
  }
  return revisadas;
}

/** Runs one key's sync now and answers how its log ended. Callers keep two runs of one key apart (programacion.service.ts). */
export async function sincronizarClave(deps: DependenciasSincronizacion, agenteId: number, claveId: number, alAvanzar?: AlAvanzar): Promise<ResultadoDeSincronizacion> {
  const { logId, clave } = await withTenant(deps.knex, agenteId, (trx) => abrir(trx, agenteId, claveId));
  const conector = deps.conectores.get(clave.abreviacion);
  if (!conector?.configurado) return cerrar(deps.knex, agenteId, logId, 'error', M.sinConector(clave.aseguradora));
  if (!clave.portalClave || !clave.portalPasswordCifrado || clave.usuarioId === null) return cerrar(deps.knex, agenteId, logId, 'error', M.sinCredenciales);
  try {
    const revisadas = await recorrer(deps, conector, clave, logId, alAvanzar);
    return await cerrar(deps.knex, agenteId, logId, 'exito', M.terminada(revisadas));
  } catch (err) {
    if (err instanceof ErrorDePortal) {
      deps.log.warn('sincronización detenida por el portal', { agenteId, claveId, logId, falla: err.falla, detalle: err.message });
      return cerrar(deps.knex, agenteId, logId, STATUS_DE_FALLA[err.falla], mensajeDeFalla(err.falla, clave.aseguradora, conector.limiteMs));
    }
    deps.log.error('la sincronización falló', { agenteId, claveId, logId, error: err as Error });
    return cerrar(deps.knex, agenteId, logId, 'error', M.inesperado);
  }
}
