import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { Aseguradora, aseguradoraT } from '../../../catalogos/server/index.ts';
import { clientesDeProcesoEnLote } from '../../../clientes/server/index.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { crearPolizasEnLote, Poliza, polizasConNumeros, polizaT } from '../../../polizas/server/index.ts';
import { validarPoliza, type PolizaDatos } from '../../../polizas/shared/poliza-form.ts';
import type { FilaImportada } from '../../shared/excel-importacion.ts';
import type { AltaDePoliza, ResultadoDeAlta } from './alta.service.ts';

/**
 * The Excel import's apply step for a whole file at once (docs/adr/032-importacion-excel.md): the
 * same result as `altaDePoliza` row after row — policies already in the portfolio skipped, clients
 * found by RFC or created with esRobot, policies, receipts and log entries as the wizard writes them
 * — through the owners' batch services (polizas' `polizasConNumeros` and `crearPolizasEnLote`,
 * clientes' `clientesDeProcesoEnLote`), a few statements per 1,000 rows instead of ~20 per row.
 */

const TROZO = 500;

export interface AltaEnLote {
  fila: FilaImportada;
  /** The insurer of the row's agent key, as the checking step resolved it. */
  aseguradoraId: number;
  alta: AltaDePoliza;
}

/** A refusal naming the file's row, as the row path names it. */
export class FilaRechazada extends Error {
  constructor(
    readonly fila: FilaImportada,
    readonly causa: unknown,
  ) {
    super(`Fila ${fila.rowId} rechazada`);
  }
}

async function abreviaciones(trx: Knex.Transaction, ids: number[]): Promise<Map<number, string>> {
  const filas = await Aseguradora.query(trx)
    .whereIn(aseguradoraT.col.id, [...new Set(ids)])
    .select(aseguradoraT.col.id, aseguradoraT.col.abreviacion);
  return new Map(filas.map((a) => [a.id, a.abreviacion]));
}

/** The first row whose payload the wizard's schema refuses, and its error; the payloads of the rows before it. */
function validadas(altas: readonly AltaEnLote[], clientes: readonly number[]): { datos: PolizaDatos[]; rechazo?: FilaRechazada } {
  const datos: PolizaDatos[] = [];
  for (const [i, { fila, alta }] of altas.entries()) {
    const r = validarPoliza({ ...alta.poliza, clienteId: clientes[i] });
    if (!r.ok) return { datos, rechazo: new FilaRechazada(fila, badRequest(r.message, { errors: r.errors })) };
    datos.push(r.value);
  }
  return { datos };
}

/**
 * Applies the rows (all without errors) in the caller's transaction, 500 at a time (`avance` after
 * each: a long import says how far it got), answering one result per row in order; a refusal is a
 * FilaRechazada naming the first refused row. `siExiste: 'actualizar'` with a policy already there
 * answers undefined before writing anything: updates go row by row.
 */
export async function aplicarEnLote(
  trx: Knex.Transaction,
  escritor: Escritor,
  altas: readonly AltaEnLote[],
  siExiste: 'omitir' | 'actualizar',
  avance?: (hechas: number) => void,
): Promise<ResultadoDeAlta[] | undefined> {
  // Every number of the file locked first, in one order: parts locking as they go could wait in a cycle with another import.
  const existentes = await existentesDe(trx, escritor, altas);
  if (siExiste === 'actualizar' && existentes.some(Boolean)) return undefined;
  const resultados: ResultadoDeAlta[] = [];
  for (let i = 0; i < altas.length; i += TROZO) {
    // Each part sees what the parts before it wrote, as each row sees the rows before it.
    resultados.push(...(await aplicarTrozo(trx, escritor, altas.slice(i, i + TROZO))));
    avance?.(resultados.length);
  }
  return resultados;
}

const existentesDe = (trx: Knex.Transaction, escritor: Escritor, altas: readonly AltaEnLote[]) =>
  polizasConNumeros(
    trx,
    escritor.agenteId,
    altas.map(({ aseguradoraId, alta: { poliza } }) => ({
      aseguradoraId,
      noPoliza: poliza.noPoliza,
      fechaVigenciaDe: poliza.fechaVigenciaDe,
      fechaVigenciaA: poliza.fechaVigenciaA,
    })),
  );

/** Skips the rows already in the portfolio and creates the rest. */
async function aplicarTrozo(trx: Knex.Transaction, escritor: Escritor, altas: readonly AltaEnLote[]): Promise<ResultadoDeAlta[]> {
  const existentes = await existentesDe(trx, escritor, altas);
  const nombres = await abreviaciones(
    trx,
    altas.map((a) => a.aseguradoraId),
  );
  const omitidas = existentes.filter((e) => e !== undefined).map((e) => e.id);
  const clientesDeOmitidas = new Map(
    (omitidas.length ? await Poliza.query(trx).whereIn(polizaT.col.id, omitidas).select(polizaT.col.id, polizaT.col.clienteId) : []).map((p) => [p.id, p.clienteId]),
  );
  const nuevas = altas.filter((_, i) => !existentes[i]);
  const clientes = await clientesDeProcesoEnLote(
    trx,
    escritor.agenteId,
    nuevas.map((a) => a.alta.cliente),
  );
  const { datos, rechazo } = validadas(
    nuevas,
    clientes.map((c) => c.id),
  );
  let ids: number[];
  try {
    ids = await crearPolizasEnLote(trx, escritor, datos, { esRobot: true });
  } catch (e) {
    const indice = (e as { body?: { indice?: unknown } }).body?.indice;
    throw typeof indice === 'number' ? new FilaRechazada(nuevas[indice].fila, e) : e;
  }
  if (rechazo) throw rechazo;
  let n = 0;
  return altas.map(({ aseguradoraId, alta: { poliza } }, i) => {
    const base = { noPoliza: poliza.noPoliza.toUpperCase(), aseguradora: nombres.get(aseguradoraId) ?? '', recibosQuitados: [] };
    const existente = existentes[i];
    if (existente) return { ...base, accion: 'omitida', polizaId: existente.id, clienteId: clientesDeOmitidas.get(existente.id) ?? 0, clienteCreado: false };
    const j = n++;
    return { ...base, accion: 'creada', polizaId: ids[j], clienteId: clientes[j].id, clienteCreado: clientes[j].creado };
  });
}
