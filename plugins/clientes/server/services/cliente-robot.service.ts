import type { Knex } from 'knex';
import { validarRfc } from '../../../../core/shared/mx/rfc.ts';
import { Sepomex, sepomexT } from '../../../catalogos/server/index.ts';
import { RFCS_GENERICOS, type Fiscal } from '../../shared/clientes.ts';
import { ClienteDireccion } from '../models/cliente-direccion.model.ts';
import { Cliente, clienteT } from '../models/cliente.model.ts';

/**
 * The contractor of a policy loaded by a process (PDF cover page, Excel, portal sync; spec 02 §1):
 * the agent's client with that RFC, or a new one flagged esRobot, whose missing e-mail, mobile and
 * other data the agent completes later (saving it through the form clears the flag).
 */
export interface ContratanteDeProceso {
  fiscal: Fiscal;
  /** A company's name goes whole here, with the surnames null. */
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  /** Null or malformed: the generic RFC, and the client is matched by name instead. */
  rfc: string | null;
  fecNacimiento?: string | null;
  /** Street and number as printed; kept when the CP is in SEPOMEX. */
  direccion: string | null;
  cp: string | null;
}

export interface ClienteDeProceso {
  id: number;
  creado: boolean;
}

const col = clienteT.col;
export const GENERICO = RFCS_GENERICOS[0];

export const plegado = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();

/** The printed RFC when it has an RFC's shape for its personalidad; else the generic one. */
export function rfcDe(c: ContratanteDeProceso): string {
  const rfc = c.rfc?.replace(/[\s-]/g, '').toUpperCase() ?? '';
  const largo = c.fiscal === 'fisica' ? 13 : 12;
  return rfc.length === largo && validarRfc(rfc).valido ? rfc : GENERICO;
}

async function existente(trx: Knex.Transaction, c: ContratanteDeProceso, rfc: string): Promise<number | undefined> {
  const activos = Cliente.query(trx).whereNot(col.status, 'eliminado').select(col.id).orderBy(col.id).limit(1);
  if (rfc !== GENERICO) return (await activos.where(col.rfc, rfc).first())?.id;
  // Without an RFC only the same full name (accents and case aside) is the same client.
  const nombre = (v: string | null) => (v ? plegado(v) : '');
  const candidatos = await Cliente.query(trx).whereNot(col.status, 'eliminado').where(col.rfc, rfc).select(col.id, col.nombres, col.apPat, col.apMat);
  return candidatos.find((k) => nombre(k.nombres) === nombre(c.nombres) && nombre(k.apPat) === nombre(c.apPat) && nombre(k.apMat) === nombre(c.apMat))?.id;
}

/** The settlement of the CP whose name the printed address mentions, or the CP's only one. */
async function coloniaDe(trx: Knex.Transaction, cp: string, direccion: string): Promise<Sepomex | undefined> {
  const colonias = await Sepomex.query(trx).where(sepomexT.col.cp, cp).orderBy(sepomexT.col.id);
  const texto = plegado(direccion);
  return colonias.find((s) => texto.includes(plegado(s.asentamiento))) ?? (colonias.length === 1 ? colonias[0] : undefined);
}

/** The row of a new client made by a process: flagged esRobot, a company's surnames and birth date null. */
export function filaDeClienteRobot(agenteId: number, c: ContratanteDeProceso, rfc: string) {
  const moral = c.fiscal === 'moral';
  return {
    agenteId,
    fiscal: c.fiscal,
    nombres: c.nombres.trim(),
    apPat: moral ? null : (c.apPat?.trim() ?? null),
    apMat: moral ? null : (c.apMat?.trim() ?? null),
    fecNacimiento: moral ? null : (c.fecNacimiento ?? null),
    rfc,
    esRobot: true,
  };
}

/** The printed address of a new client, kept when its CP and settlement are in SEPOMEX. */
export async function direccionDeClienteRobot(trx: Knex.Transaction, agenteId: number, clienteId: number, c: ContratanteDeProceso): Promise<void> {
  const cp = c.cp?.trim() ?? '';
  const colonia = c.direccion && /^\d{5}$/.test(cp) ? await coloniaDe(trx, cp, c.direccion) : undefined;
  if (colonia && c.direccion)
    await ClienteDireccion.query(trx).insert({
      agenteId,
      clienteId,
      direccion: c.direccion.slice(0, 150),
      sepomexId: colonia.id,
      cp: colonia.cp,
      colonia: colonia.asentamiento,
      municipio: colonia.municipio,
      estado: colonia.estado,
      ciudad: colonia.ciudad,
    });
}

/** The agent's client a process would take for this contractor, looked up only (a cover page's preview writes nothing). */
export async function clienteExistenteDeProceso(trx: Knex.Transaction, c: ContratanteDeProceso): Promise<number | null> {
  return (await existente(trx, c, rfcDe(c))) ?? null;
}

export async function clienteDeProceso(trx: Knex.Transaction, agenteId: number, c: ContratanteDeProceso): Promise<ClienteDeProceso> {
  const rfc = rfcDe(c);
  const id = await existente(trx, c, rfc);
  if (id) return { id, creado: false };
  const creado = await Cliente.query(trx).insert(filaDeClienteRobot(agenteId, c, rfc));
  await direccionDeClienteRobot(trx, agenteId, creado.id, c);
  return { id: creado.id, creado: true };
}
