import type { Knex } from 'knex';
import { insertarEnLote } from '../../../../core/server/db/insertar-lote.ts';
import { badRequest, HttpError, notFound } from '../../../../core/server/http/errors.ts';
import { Aseguradora, aseguradoraT, monedasDelAgente, vencimientosDeRamo } from '../../../catalogos/server/index.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { clientesVisibles } from '../../../clientes/server/index.ts';
import { crearRegistros, type Escritor } from '../../../crm/server/index.ts';
import type { PolizaDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { polizaT } from '../models/poliza.model.ts';
import { reciboT } from '../models/recibo.model.ts';
import { polizasConNumeros } from './poliza-duplicada-lote.service.ts';
import { claveParaPoliza, verificarVendedor, type ClaveDePoliza } from './poliza-referencias.ts';
import { filaDePoliza, notaDeCaptura, type FilaDePoliza, type OrigenDeGuardado } from './polizas.service.ts';
import { reciboNuevo, recibosCalculados, recibosNumerados, type ReciboAGuardar } from './recibos-guardar.ts';

/**
 * `crearPoliza` for many new policies at once (the Excel import, docs/adr/032-importacion-excel.md):
 * the same checks in the same order for each policy, the same rows, receipts and log entries, with
 * every reference looked up once per distinct value, the numbers locked and checked in one pass, and
 * inserts of thousands of rows a statement (`insertarEnLote`). For new policies only: no renewal,
 * cover page, insureds or vehicle (those go through `crearPoliza`). A refusal is the HttpError `crearPoliza` would have answered for
 * the first refused policy, its body carrying `indice`, that policy's place in the list.
 */

/** Runs the check of the list's i-th policy; its refusal names the policy. */
async function delElemento<T>(indice: number, verificar: () => T | Promise<T>): Promise<T> {
  try {
    return await verificar();
  } catch (e) {
    if (e instanceof HttpError) throw new HttpError(e.status, e.message, { ...(e.body as object | undefined), indice }, { ...e.headers });
    throw e;
  }
}

/** A cache of one lookup per distinct key. */
function unaVez<K, V>(buscar: (k: K) => Promise<V>): (k: K) => Promise<V> {
  const hechas = new Map<K, Promise<V>>();
  return (k) => {
    if (!hechas.has(k)) hechas.set(k, buscar(k));
    return hechas.get(k) as Promise<V>;
  };
}

interface PolizaLista {
  fila: FilaDePoliza;
  datos: PolizaDatos;
  recibos: ReciboAGuardar[];
}

/** Every check of `crearPoliza`, policy by policy, answering the rows to write. */
async function verificadas(trx: Knex.Transaction, agenteId: number, lista: readonly PolizaDatos[], origen: OrigenDeGuardado): Promise<PolizaLista[]> {
  const visibles = await clientesVisibles(
    trx,
    lista.map((d) => d.clienteId),
  );
  const monedas = new Set((await monedasDelAgente(trx, agenteId)).map((m) => m.monedaId));
  const clave = unaVez((k: string) => {
    const [id, ramo] = k.split(':');
    return claveParaPoliza(trx, Number(id), Number(ramo) as RamoId);
  });
  const vendedor = unaVez((id: number) => verificarVendedor(trx, id));
  const vencimientos = unaVez((ramo: RamoId) => vencimientosDeRamo(trx, ramo));
  const claves: ClaveDePoliza[] = [];
  for (const [i, d] of lista.entries()) {
    if (d.polizaIDRenovo !== null || d.caratula || d.vehiculo || d.asegurados.length)
      throw new Error('crearPolizasEnLote: solo pólizas nuevas sin carátula, asegurados ni vehículo');
    claves.push(
      await delElemento(i, async () => {
        if (!visibles.has(d.clienteId)) throw notFound(MENSAJES_POLIZAS.clienteNoExiste);
        if (d.vendedor !== null) await vendedor(d.vendedor);
        if (!monedas.has(d.moneda)) throw badRequest(MENSAJES_POLIZAS.monedaNoConfigurada);
        return clave(`${d.claveAgente}:${d.ramo}`);
      }),
    );
  }
  const repetidas = await polizasConNumeros(
    trx,
    agenteId,
    lista.map((d, i) => ({ aseguradoraId: claves[i].aseguradoraId, noPoliza: d.noPoliza, fechaVigenciaDe: d.fechaVigenciaDe, fechaVigenciaA: d.fechaVigenciaA })),
  );
  const listas: PolizaLista[] = [];
  const delNumero = new Map<string, PolizaLista[]>();
  for (const [i, datos] of lista.entries()) {
    const numero = `${claves[i].aseguradoraId}:${datos.noPoliza.toUpperCase()}`;
    listas.push(
      await delElemento(i, async () => {
        const repetida = repetidas[i] ?? (await repetidaEnLista(trx, delNumero.get(numero) ?? [], claves[i].aseguradoraId, datos));
        if (repetida) {
          const message = MENSAJES_POLIZAS.numeroRepetido(repetida);
          throw badRequest(message, { polizaDuplicada: repetidas[i], errors: { noPoliza: message } });
        }
        const fila = { ...filaDePoliza(datos, claves[i]), esRobot: origen.esRobot };
        const enviados = datos.recibos.length ? datos.recibos : recibosCalculados(datos, await vencimientos(datos.ramo));
        if (enviados.length === 0) throw badRequest(MENSAJES_POLIZAS.sinRecibos);
        return { fila, datos, recibos: recibosNumerados(enviados, fila.porcentajeComision) };
      }),
    );
    delNumero.set(numero, [...(delNumero.get(numero) ?? []), listas[i]]);
  }
  return listas;
}

/**
 * An earlier policy of the list with the same insurer and number (`anteriores`) and an overlapping
 * validity (not written yet, so the refusal names it without an id).
 */
async function repetidaEnLista(trx: Knex.Transaction, anteriores: readonly PolizaLista[], aseguradoraId: number, d: PolizaDatos) {
  const previa = anteriores.find((p) => p.fila.fechaVigenciaDe < d.fechaVigenciaA && d.fechaVigenciaDe < p.fila.fechaVigenciaA);
  if (!previa) return undefined;
  const aseguradora = await Aseguradora.query(trx).where(aseguradoraT.col.id, aseguradoraId).select(aseguradoraT.col.abreviacion).first();
  return { noPoliza: previa.fila.noPoliza, aseguradora: aseguradora?.abreviacion ?? '', fechaVigenciaDe: previa.fila.fechaVigenciaDe, fechaVigenciaA: previa.fila.fechaVigenciaA };
}

/** Creates the new policies with their receipts and log entries; answers their ids in the list's order. */
export async function crearPolizasEnLote(trx: Knex.Transaction, escritor: Escritor, lista: readonly PolizaDatos[], origen: OrigenDeGuardado): Promise<number[]> {
  const listas = await verificadas(trx, escritor.agenteId, lista, origen);
  const ids = await insertarEnLote(
    trx,
    polizaT,
    listas.map(({ fila, datos }) => ({
      ...fila,
      agenteId: escritor.agenteId,
      usuarioId: escritor.usuarioId,
      formaPago: datos.formaPago,
      status: datos.status ?? 'vigente',
      renuevaAId: null,
    })),
  );
  await insertarEnLote(
    trx,
    reciboT,
    listas.flatMap((p, i) => p.recibos.map((r) => reciboNuevo(escritor.agenteId, ids[i], r.fila))),
  );
  await crearRegistros(
    trx,
    escritor,
    listas.map((p, i) => ({
      entidad: 'polizas',
      duenoId: ids[i],
      asunto: 'Captura',
      tipo: 'nota general',
      textos: [{ tipo: 'nota general', texto: notaDeCaptura(p.datos.noPoliza, p.recibos.length), adjunto: null }],
    })),
  );
  return ids;
}
