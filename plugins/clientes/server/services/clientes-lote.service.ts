import type { Knex } from 'knex';
import { Cliente, clienteT } from '../models/cliente.model.ts';
import { direccionDeClienteRobot, filaDeClienteRobot, GENERICO, plegado, rfcDe, type ClienteDeProceso, type ContratanteDeProceso } from './cliente-robot.service.ts';

/**
 * `clienteDeProceso` for a whole list at once (the Excel import, docs/adr/032-importacion-excel.md):
 * the same answer as calling it for each contractor in order — the agent's client with that RFC (the
 * oldest), else, without an RFC, the one with the same full name; else a new client with esRobot,
 * which a later contractor of the list with the same RFC (or name) then finds — with one lookup per
 * 1,000 RFCs and one multi-row insert per 1,000 new clients.
 */

const LOTE = 1000;
const col = clienteT.col;

const trozos = <T>(lista: readonly T[]): T[][] => Array.from({ length: Math.ceil(lista.length / LOTE) }, (_, i) => lista.slice(i * LOTE, (i + 1) * LOTE));

/** The key by which two contractors are the same client: the RFC, or the full name when it is the generic one. */
function llaveDe(c: ContratanteDeProceso, rfc: string): string {
  if (rfc !== GENERICO) return rfc;
  const nombre = (v: string | null) => (v ? plegado(v) : '');
  return `${GENERICO}|${nombre(c.nombres)}|${nombre(c.apPat)}|${nombre(c.apMat)}`;
}

/** The agent's clients (not deleted) by key, the oldest of each. */
async function existentes(trx: Knex.Transaction, rfcs: string[]): Promise<Map<string, number>> {
  const encontrados = new Map<string, number>();
  for (const trozo of trozos(rfcs)) {
    const filas = await Cliente.query(trx).whereNot(col.status, 'eliminado').whereIn(col.rfc, trozo).select(col.id, col.rfc, col.nombres, col.apPat, col.apMat).orderBy(col.id);
    for (const k of filas) {
      const llave = llaveDe({ fiscal: 'fisica', nombres: k.nombres, apPat: k.apPat, apMat: k.apMat, rfc: k.rfc, direccion: null, cp: null }, k.rfc);
      if (!encontrados.has(llave)) encontrados.set(llave, k.id);
    }
  }
  return encontrados;
}

export async function clientesDeProcesoEnLote(trx: Knex.Transaction, agenteId: number, lista: readonly ContratanteDeProceso[]): Promise<ClienteDeProceso[]> {
  const rfcs = lista.map(rfcDe);
  const llaves = lista.map((c, i) => llaveDe(c, rfcs[i]));
  const conocidos = await existentes(trx, [...new Set(rfcs)]);
  // The first contractor of each unknown key creates its client; the rest of the list finds it.
  const nuevos: number[] = [];
  const primero = new Map<string, number>();
  llaves.forEach((llave, i) => {
    if (conocidos.has(llave) || primero.has(llave)) return;
    primero.set(llave, i);
    nuevos.push(i);
  });
  const creados = new Map<number, number>();
  for (const trozo of trozos(nuevos)) {
    const filas = await Cliente.query(trx).insert(trozo.map((i) => filaDeClienteRobot(agenteId, lista[i], rfcs[i])));
    trozo.forEach((i, j) => creados.set(i, filas[j].id));
  }
  for (const [i, id] of creados) await direccionDeClienteRobot(trx, agenteId, id, lista[i]);
  return llaves.map((llave, i) => {
    const creado = creados.get(i);
    if (creado !== undefined) return { id: creado, creado: true };
    return { id: conocidos.get(llave) ?? creados.get(primero.get(llave) ?? -1) ?? 0, creado: false };
  });
}

/** `clienteVisible` for many ids: the ones that name a client of the bound agent that was not deleted. */
export async function clientesVisibles(trx: Knex.Transaction, ids: readonly number[]): Promise<Set<number>> {
  const visibles = new Set<number>();
  for (const trozo of trozos([...new Set(ids)])) {
    for (const k of await Cliente.query(trx).whereIn(col.id, trozo).whereNot(col.status, 'eliminado').select(col.id)) visibles.add(k.id);
  }
  return visibles;
}
