import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { suscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import { grantsOf, requestSession, suscripcionDe } from '../../../../core/server/auth/session.ts';
import { usuarioPorCorreo } from '../../../../core/server/auth/usuario-record.ts';
import { withSystemScope, withTenant } from '../../../../core/server/db/tenancy.ts';
import type { SessionState } from '../../../../core/server/http/state.ts';
import type { PluginRuntime } from '../../../../core/server/plugins/contract.ts';
import { createStorage, type ArchivoGuardado } from '../../../../core/server/storage/storage.service.ts';
import { rutaSegura } from '../../../../core/server/storage/storage-path.ts';
import { DUENOS_CRM } from '../../../crm/server/index.ts';
import { crearCifrado } from '../../../polizas/server/index.ts';
import { BUCKET_CARATULAS } from '../../shared/caratula-api.ts';
import { crearLectorDeCaratulas } from '../pdf/lector-caratulas.ts';
import { importarCaratula, vistaPrevia, type DependenciasCaratula } from '../services/caratula.service.ts';
import { aplicarExcel } from '../services/excel-importar.service.ts';
import { cerrarLectorExcel, leerExcelEnPartes, procesarExcelEnPartes } from '../services/excel-proceso.service.ts';
import { rutaDeCaratulaDe } from './archivos.ts';
import type { Importador, OpcionesImportar } from './importador.ts';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';
import { polizaDeCaratula, polizaDeExcel, polizaDeVistaPrevia, simulado } from './resultados.ts';
import { UsoIncorrecto } from './uso.ts';

/** Ends a dry run's transaction: everything it wrote is rolled back. */
class Simulacion extends Error {}

/**
 * Direct mode (PostgreSQL, or PGlite no server holds): the same services the API runs, as the user
 * the agent's e-mail names, one transaction per file. A dry run does the same reading inside a
 * transaction that is always rolled back, so it writes nothing.
 */
export async function importadorDirecto(rt: PluginRuntime, opciones: OpcionesImportar): Promise<Importador> {
  const { knex } = rt.db;
  const usuario = await withSystemScope(knex, (trx) => usuarioPorCorreo(trx, opciones.agente));
  if (!usuario || usuario.status !== 'activo') throw new UsoIncorrecto(MENSAJES_CLI.agenteDesconocido(opciones.agente));
  const suscripcion = await withTenant(knex, usuario.agenteId, (trx) => suscripcionDe(trx, suscripcionesHooks(rt.services), usuario.agenteId));
  const { agenteId } = usuario;
  const session = requestSession(usuario, grantsOf(usuario, suscripcion), `cli-${randomUUID()}`);
  if (!session.can('POLIZAS_IMPORT')) throw new UsoIncorrecto(MENSAJES_CLI.sinPermiso(opciones.agente));
  const state: SessionState = { requestId: session.sesionId, log: rt.log, session };
  const escritor = { agenteId, usuarioId: usuario.id };
  const storage = createStorage(rt.config);
  const lector = crearLectorDeCaratulas();
  const deps = (db: Knex): DependenciasCaratula => ({ knex: db, storage, lector, cifrado: crearCifrado(rt.config.jwtSecret), duenos: rt.services.get(DUENOS_CRM) });
  const tmpRaiz = path.join(rt.config.dataDir, 'tmp');

  /** Runs `fn` in a transaction that never commits. */
  async function sinGuardar<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    let resultado: T | undefined;
    await knex
      .transaction(async (trx) => {
        resultado = await fn(trx);
        throw new Simulacion();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Simulacion)) throw err;
      });
    return resultado as T;
  }

  /** The cover page into the agent's storage, where the policy links it. */
  async function guardarCaratula(archivo: string, simulacion: boolean): Promise<ArchivoGuardado> {
    // A dry run's copy goes to a place of its own, removed afterwards: an imported policy's file stays untouched.
    const ruta = simulacion ? `simulacion-${randomUUID()}/${path.basename(archivo)}` : await rutaDeCaratulaDe(archivo);
    const destino: ArchivoGuardado = { agenteId, bucket: BUCKET_CARATULAS, segmentos: rutaSegura(ruta) };
    await mkdir(tmpRaiz, { recursive: true });
    const tmp = await mkdtemp(path.join(tmpRaiz, 'importar-'));
    try {
      const copia = path.join(tmp, 'caratula.pdf');
      await copyFile(archivo, copia);
      await storage.guardar(destino, copia);
      return destino;
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }

  return {
    modo: 'directo',
    async pdf(archivo) {
      const guardado = await guardarCaratula(archivo, opciones.simulacion);
      const peticion = { fileName: path.basename(archivo), caratulaUrl: storage.url(guardado), crearClaveAgente: opciones.crearClaves, actualizar: opciones.actualizar };
      if (!opciones.simulacion) return polizaDeCaratula(await importarCaratula(deps(knex), state, peticion));
      try {
        return polizaDeVistaPrevia(await sinGuardar((trx) => vistaPrevia(deps(trx), state, peticion)), opciones.actualizar);
      } finally {
        await storage.eliminar(guardado);
      }
    },
    async excel(archivo, formatoFecha) {
      // Read in parts in the worker pool, as the API reads: a large sheet is never held whole.
      const partes = leerExcelEnPartes(archivo);
      const siExiste = opciones.actualizar ? 'actualizar' : 'omitir';
      if (opciones.simulacion) {
        // Checking the rows only reads.
        const piezas = await procesarExcelEnPartes(knex, escritor, partes, formatoFecha, siExiste, (revisadas) =>
          revisadas.map((f) => polizaDeExcel(f.fila, simulado(f.fila, f.existente, opciones.actualizar))),
        );
        return piezas.flat();
      }
      // All or nothing: a row refused while saving rolls the whole file back.
      const informes = await withTenant(knex, agenteId, (trx) =>
        aplicarExcel(trx, escritor, partes, formatoFecha, { siExiste }, (hechas) =>
          hechas.map(({ fila, alta }) => polizaDeExcel(fila, alta?.accion ?? 'fallida', alta?.aseguradora ?? null)),
        ),
      );
      return informes.flat();
    },
    async cerrar() {
      await Promise.all([lector.cerrar(), cerrarLectorExcel()]);
      await rt.close();
    },
  };
}
