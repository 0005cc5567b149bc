import { aCentavos, ivaDe } from '../../../shared/dinero.ts';
import type { ReciboDatos } from '../../../shared/poliza-form.ts';
import { esVida } from '../../../shared/primas.ts';
import { CalculoRecibosError, montosEnPesos, recalcularSubsecuentes, type DatosCalculoRecibos, type ReciboCalculado } from '../../../shared/recibos-calculo.ts';
import type { BorradorPoliza } from './borrador.ts';
import { primasPoliza, ramoDe } from './primasBorrador.ts';

/**
 * The Recibos step's rules on the draft (spec 02 §4 'Smart receipt calculation', §5 'Receipts step').
 * The amounts are computed by the shared receipt functions, the ones the server uses.
 */

export type MontoRecibo = 'prima' | 'derecho' | 'recargo' | 'iva';

/** The body of POST /recibos/calcular for the draft (spec 02 §7). */
export function datosDeCalculo(b: BorradorPoliza): DatosCalculoRecibos {
  const { generales: g, primas: p } = b;
  return {
    formaPago: g.formaPago,
    modelo: ramoDe(b),
    fechaVigenciaDe: g.fechaVigenciaDe,
    fechaVigenciaA: g.fechaVigenciaA,
    primaNeta: p.prima,
    derecho: p.derecho,
    recargo: p.recargo,
    iva: p.iva,
    primaTotal: p.total,
    prorratearDerecho: b.prorratearDerecho,
    prorratearRecargo: b.prorratearRecargo,
  };
}

/** Calculated receipts as draft receipts: new (no id), nothing paid. */
export function recibosDeCalculo(calculados: readonly ReciboCalculado[]): ReciboDatos[] {
  return calculados.map((r) => ({
    ...r,
    id: null,
    comision: null,
    ajuste: null,
    tipoCambio: null,
    observacion: null,
    folioAseguradora: null,
    fecConciliacion: null,
    folioConciliacion: null,
  }));
}

/**
 * One receipt edited by hand: a typed IVA is kept; otherwise IVA is 16% of neta + derecho +
 * financiamiento, except Vida whose IVA is only ever typed. The total is their sum.
 */
function editadoAMano(recibo: ReciboDatos, campo: MontoRecibo, valor: number, vida: boolean): ReciboDatos {
  const r = { ...recibo, [campo]: valor };
  const base = aCentavos(r.prima) + aCentavos(r.derecho) + aCentavos(r.recargo);
  const iva = campo === 'iva' || vida ? aCentavos(r.iva) : ivaDe(base);
  return { ...r, ...montosEnPesos(aCentavos(r.prima), aCentavos(r.derecho), aCentavos(r.recargo), iva) };
}

/** Whether a receipt's amounts are locked: the subsequent ones while the smart calculation is on. */
export function reciboBloqueado(b: Pick<BorradorPoliza, 'smartReciboCalculate'>, indice: number): boolean {
  return b.smartReciboCalculate && indice > 0;
}

/**
 * An amount of receipt `indice` changed. With the smart calculation the first receipt keeps what was
 * typed and the rest of the policy is spread over the subsequent receipts; when the typed amounts
 * cannot be spread (more than the policy, negative), the first receipt keeps them and the error says why.
 */
export function editarMonto(b: BorradorPoliza, indice: number, campo: MontoRecibo, valor: number): Pick<BorradorPoliza, 'recibos' | 'errorRecibos'> {
  const vida = esVida(ramoDe(b));
  const editado = editadoAMano(b.recibos[indice], campo, valor, vida);
  const recibos = b.recibos.map((r, k) => (k === indice ? editado : r));
  if (!b.smartReciboCalculate || indice !== 0) return { recibos, errorRecibos: null };
  try {
    const primer = { prima: editado.prima, derecho: editado.derecho, recargo: editado.recargo, iva: campo === 'iva' ? editado.iva : null };
    return { recibos: recalcularSubsecuentes(recibos, primer, primasPoliza(b)), errorRecibos: null };
  } catch (error) {
    if (error instanceof CalculoRecibosError) return { recibos, errorRecibos: error.message };
    throw error;
  }
}

/** 'Pagar Recibo' ticked: pagado with today's payment date; unticked: pendiente, payment cleared. */
export function pagarRecibo(recibo: ReciboDatos, pagado: boolean, hoy: string): ReciboDatos {
  return pagado
    ? { ...recibo, status: 'pagado', fecPago: recibo.fecPago ?? hoy, folioPago: recibo.folioPago ?? '' }
    : { ...recibo, status: 'pendiente', fecPago: null, folioPago: null };
}

/** Save is disabled while the first or a subsequent receipt comes to 0 (spec 02 §5). */
export function montosEnCero(recibos: readonly ReciboDatos[]): boolean {
  return recibos.length === 0 || recibos[0].total === 0 || (recibos.length > 1 && recibos[1].total === 0);
}
