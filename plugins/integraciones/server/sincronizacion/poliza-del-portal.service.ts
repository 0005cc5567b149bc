import type { Knex } from 'knex';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import { HttpError } from '../../../../core/server/http/errors.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { altaDePoliza, CaratulaRechazada, resolverBorrador, type LectorDeCaratulas } from '../../../importacion/server/index.ts';
import { BUCKET_CARATULAS } from '../../../importacion/shared/caratula-api.ts';
import { pagarRecibo, polizaConNumero, Recibo, reciboT } from '../../../polizas/server/index.ts';
import { MENSAJES_SINCRONIZACION as M } from '../../shared/mensajes.ts';
import type { StatusDetalle } from '../../shared/sincronizacion.ts';
import { RpaLogDetalle } from '../models/rpa-log-detalle.model.ts';
import type { PolizaDelPortal, SesionDePortal } from '../portales/conector.ts';

/**
 * One policy found on the portal, all or nothing: a policy not yet in the portfolio is downloaded,
 * read and created through the PDF import's path (esRobot, its duplicate check); one already there
 * is left as it is; then the payments the portal shows are applied to its pending receipts, in one
 * transaction; its detail row, written first as pending, then says how it went. The PDF is fetched
 * and read before the transaction opens.
 */

export interface ContextoDePoliza {
  knex: Knex;
  storage: Storage;
  lector: LectorDeCaratulas;
  escritor: Escritor;
  aseguradoraId: number;
  logId: number;
}

interface Resultado {
  status: StatusDetalle;
  resultado: string;
  polizaId: number | null;
  reciboId: number | null;
}

async function existente(trx: Knex.Transaction, c: ContextoDePoliza, p: PolizaDelPortal): Promise<number | null> {
  const { agenteId } = c.escritor;
  const { fechaVigenciaDe, fechaVigenciaA } = p;
  const dup = await polizaConNumero(trx, { agenteId, aseguradoraId: c.aseguradoraId, noPoliza: p.noPoliza.toUpperCase(), fechaVigenciaDe, fechaVigenciaA, excepto: [] });
  return dup?.id ?? null;
}

/** Marks paid the pending receipts the portal shows as paid; answers the last one paid and how many. */
async function aplicarPagos(trx: Knex.Transaction, c: ContextoDePoliza, polizaId: number, p: PolizaDelPortal): Promise<{ reciboId: number | null; textos: string[] }> {
  const r = reciboT.col;
  let reciboId: number | null = null;
  const textos: string[] = [];
  for (const pago of p.pagos) {
    const recibo = await Recibo.query(trx).where(r.polizaId, polizaId).where(r.serie, pago.serie).where(r.status, 'pendiente').select(r.id).first();
    if (!recibo) continue;
    await pagarRecibo(trx, c.escritor, recibo.id, { fechaPago: pago.fechaPago, folioPago: pago.folio, tipoCambio: 1, observacion: null });
    reciboId = recibo.id;
    textos.push(M.pagoAplicado(pago.serie));
  }
  return { reciboId, textos };
}

/** The downloaded PDF kept where the PDF import keeps cover pages, so the policy links to it. */
async function guardarPdf(storage: Storage, agenteId: number, p: PolizaDelPortal, bytes: Uint8Array): Promise<{ caratulaUrl: string; filename: string }> {
  const filename = `portal-${p.noPoliza.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
  const archivo = { agenteId, bucket: BUCKET_CARATULAS, segmentos: [filename] };
  return { caratulaUrl: await storage.escribir(archivo, bytes), filename };
}

async function escribir(trx: Knex.Transaction, c: ContextoDePoliza, p: PolizaDelPortal, alta: () => Promise<{ polizaId: number; texto: string }>): Promise<Resultado> {
  const { polizaId, texto } = await alta();
  const pagos = await aplicarPagos(trx, c, polizaId, p);
  return { status: 'exito', resultado: [texto, ...pagos.textos].join('. '), polizaId, reciboId: pagos.reciboId };
}

async function importar(c: ContextoDePoliza, sesion: SesionDePortal, p: PolizaDelPortal): Promise<Resultado> {
  const { agenteId } = c.escritor;
  const yaEsta = await withTenant(c.knex, agenteId, async (trx) => {
    const id = await existente(trx, c, p);
    return id === null ? null : escribir(trx, c, p, async () => ({ polizaId: id, texto: M.sinCambios }));
  });
  if (yaEsta) return yaEsta;
  const bytes = await sesion.pdf(p);
  // The reader's worker may take the buffer over: it gets a copy.
  const lectura = await c.lector.leer(bytes.slice());
  if (!lectura.ok) return { status: 'error', resultado: M.pdfIlegible, polizaId: null, reciboId: null };
  const caratula = await guardarPdf(c.storage, agenteId, p, bytes);
  return withTenant(c.knex, agenteId, (trx) =>
    escribir(trx, c, p, async () => {
      const r = await resolverBorrador(trx, agenteId, lectura.borrador, caratula, null);
      const alta = await altaDePoliza(trx, c.escritor, { cliente: r.contratante, poliza: r.poliza }, { esRobot: true, siExiste: 'omitir' });
      return { polizaId: alta.polizaId, texto: alta.accion === 'creada' ? M.creada : M.sinCambios };
    }),
  );
}

/** Imports one policy and records its detail; a refusal of the import rules is the detail's error, a portal failure propagates. */
export async function sincronizarPoliza(c: ContextoDePoliza, sesion: SesionDePortal, p: PolizaDelPortal): Promise<StatusDetalle> {
  const { agenteId } = c.escritor;
  // Shown as 'Procesamiento en curso' while the policy is handled; a run that stops closes it as an error.
  const { id } = await withTenant(c.knex, agenteId, async (trx) =>
    RpaLogDetalle.query(trx).insert({ agenteId, logId: c.logId, noPoliza: p.noPoliza, status: 'pendiente', resultado: M.procesamientoEnCurso }),
  );
  let r: Resultado;
  try {
    r = await importar(c, sesion, p);
  } catch (err) {
    if (!(err instanceof CaratulaRechazada) && !(err instanceof HttpError && err.status < 500)) throw err;
    r = { status: 'error', resultado: err.message, polizaId: null, reciboId: null };
  }
  await withTenant(c.knex, agenteId, async (trx) => {
    await RpaLogDetalle.query(trx)
      .findById(id)
      .patch({ ...r, resultado: r.resultado.slice(0, 500) });
  });
  return r.status;
}
