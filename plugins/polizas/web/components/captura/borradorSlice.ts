import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cliente } from '../../../../clientes/shared/clientes.ts';
import { claveCubreRamo, type ClaveAgente } from '../../../shared/claves.ts';
import type { ReciboDatos } from '../../../shared/poliza-form.ts';
import { aplicarASubsecuentes } from '../../../shared/recibos-calculo.ts';
import { aseguradoNuevo, contratanteComoAsegurado, editarAsegurado } from './aseguradosBorrador.ts';
import {
  borradorNuevo,
  finDeVigencia,
  LINEAS,
  pasosDe,
  ULTIMO_PASO,
  type AseguradoBorrador,
  type BorradorPoliza,
  type GeneralesBorrador,
  type TipoPoliza,
  type VehiculoBorrador,
  tipoDeRamo,
} from './borrador.ts';
import type { CargaDeCaratula } from '../../../shared/caja-caratula.ts';
import { cambiarComision, cambiarMonto, cambiarPorcentaje, conClave, type MontoPrima } from './primasBorrador.ts';
import { editarMonto, pagarRecibo, type MontoRecibo } from './recibosBorrador.ts';

/**
 * The wizard's draft as a Redux slice (spec 02 §3 'Policy draft', §4 'Wizard flow'): every step is
 * its own route, so the draft lives above them in the store and survives the moves between steps.
 * The reducers apply the spec's rules through the pure helpers beside this file.
 */

/** Until the wizard opens the draft holds nothing (clave null): the page shows none of it, dates included. */
const vacio = (): BorradorPoliza => ({ ...borradorNuevo('2000-01-01'), clave: null });

/** The receipts were replaced: what was typed in the old ones goes with them. */
function sinEntradasDeRecibos(b: BorradorPoliza): void {
  for (const campo of Object.keys(b.entradas)) if (campo.startsWith('recibos.')) delete b.entradas[campo];
}

/** A change of what the receipts are calculated from: a new policy's receipts are calculated again. */
function sinRecibosSiCambia(b: BorradorPoliza, antes: unknown, despues: unknown): void {
  if (b.smartReciboCalculate && JSON.stringify(antes) !== JSON.stringify(despues)) {
    b.recibos = [];
    b.errorRecibos = null;
    sinEntradasDeRecibos(b);
  }
}

/**
 * A money field typed: a number (negative, over 100 %, more than the total…) is kept as typed and
 * `aplicar` runs; text that is no number is kept in `entradas` and the amount stays. Either way the
 * shared schema judges it (issue 18): nothing typed is changed behind the user's back.
 */
function tecleado(b: BorradorPoliza, campo: string, valor: number | string, aplicar: (n: number) => void): void {
  if (typeof valor === 'string') {
    b.entradas[campo] = valor;
    return;
  }
  delete b.entradas[campo];
  aplicar(valor);
}

const CAMPOS_CALCULO = ['fechaVigenciaDe', 'fechaVigenciaA', 'formaPago'] as const;

export const borradorSlice = createSlice({
  name: 'capturaPoliza',
  initialState: vacio,
  reducers: {
    iniciado: (_b, { payload: hoy }: PayloadAction<string>) => borradorNuevo(hoy),
    cargado: (_b, { payload }: PayloadAction<BorradorPoliza>) => payload,
    reiniciado: () => vacio(),

    /** The line toggle; a key that does not cover the new line is dropped (`claves`: the agent's keys). */
    tipoElegido(b, { payload }: PayloadAction<{ tipo: TipoPoliza; claves: ClaveAgente[] }>) {
      if (b.ramoBlocked) return;
      b.newType = payload.tipo;
      b.stepper.steps = pasosDe(payload.tipo);
      const clave = payload.claves.find((k) => k.id === b.generales.claveAgente);
      Object.assign(b, conClave(b, clave && claveCubreRamo(clave, LINEAS[payload.tipo].ramo) ? clave : null));
    },

    /**
     * Datos Generales: noPoliza upper-cased; for a policy not yet saved the end date follows the
     * start; a new payment form or term clears a new policy's receipts; another contratante
     * unticks 'contractor is also insured'.
     */
    generalesCambiados(b, { payload }: PayloadAction<Partial<GeneralesBorrador>>) {
      const antes = CAMPOS_CALCULO.map((c) => b.generales[c]);
      const g = Object.assign(b.generales, payload);
      if (payload.noPoliza !== undefined) g.noPoliza = payload.noPoliza.toUpperCase();
      if (payload.fechaVigenciaDe && g.polizaId === null) g.fechaVigenciaA = finDeVigencia(payload.fechaVigenciaDe);
      if (payload.formaPago !== undefined && payload.formaPago !== antes[2]) {
        b.recibos = [];
        sinEntradasDeRecibos(b);
      }
      if (payload.cliente !== undefined) b.clienteEsAsegurado = false;
      sinRecibosSiCambia(
        b,
        antes,
        CAMPOS_CALCULO.map((c) => g[c]),
      );
    },
    /** An insurer; its key is chosen when it has exactly one for the line (`claves`: that insurer's keys for the line). */
    aseguradoraElegida(b, { payload }: PayloadAction<{ aseguradoraId: number | null; claves: ClaveAgente[] }>) {
      b.generales.aseguradoraId = payload.aseguradoraId;
      Object.assign(b, conClave(b, payload.claves.length === 1 ? payload.claves[0] : null));
    },
    claveElegida(b, { payload }: PayloadAction<ClaveAgente | null>) {
      Object.assign(b, conClave(b, payload));
    },

    /** A cover page read (spec 02 §4): the draft takes its data and its key (`clave`, from the reloaded key list); its receipts are calculated again. */
    caratulaCargada(b, { payload: { carga, clave } }: PayloadAction<{ carga: CargaDeCaratula; clave: ClaveAgente | null }>) {
      const { poliza: p, porConfirmar } = carga;
      const tipo = tipoDeRamo(p.ramo);
      Object.assign(b, { newType: tipo, smartReciboCalculate: true, recibos: [], errorRecibos: null, entradas: {}, caratula: p.caratula, porConfirmar });
      b.stepper.steps = pasosDe(tipo);
      Object.assign(b.generales, {
        cliente: p.cliente,
        aseguradoraId: p.aseguradoraId,
        noPoliza: p.noPoliza,
        concepto: p.concepto,
        paquete: p.paquete,
        moneda: p.moneda,
        fechaVigenciaDe: p.fechaVigenciaDe,
        fechaVigenciaA: p.fechaVigenciaA,
        formaPago: p.formaPago ?? '',
        conducto: p.conducto ?? b.generales.conducto,
      });
      Object.assign(b.primas, { prima: p.prima, derecho: p.derecho, recargo: p.recargo, iva: p.iva, total: p.total });
      Object.assign(b, conClave(b, clave));
      // A commission the page prints wins over the key's default.
      if (p.comision !== null) Object.assign(b.primas, { comision: p.comision, porcentajeComision: p.porcentajeComision ?? b.primas.porcentajeComision });
      if (p.vehiculo) Object.assign(b.vehiculo, { ...p.vehiculo, placas: p.vehiculo.placas ?? '' });
      if (p.asegurados.length) b.asegurados = p.asegurados.map((a) => ({ ...a, apMat: a.apMat ?? '', fecNacimiento: a.fecNacimiento ?? '', rfc: a.rfc ?? '', expanded: false }));
    },
    /** The agent looked at a field read with low confidence. */
    campoConfirmado(b, { payload }: PayloadAction<string>) {
      b.porConfirmar = b.porConfirmar.filter((c) => c !== payload);
    },

    vehiculoCambiado(b, { payload }: PayloadAction<Partial<VehiculoBorrador>>) {
      Object.assign(b.vehiculo, payload);
    },
    detalleCambiado(b, { payload }: PayloadAction<string>) {
      b.detalles.texto = payload;
    },

    aseguradoAgregado(b) {
      b.asegurados.push(aseguradoNuevo(b.newType));
    },
    aseguradoEliminado(b, { payload: indice }: PayloadAction<number>) {
      if (indice > 0) b.asegurados.splice(indice, 1);
    },
    /** The first insured is locked while it is the contractor. */
    aseguradoCambiado(b, { payload }: PayloadAction<{ indice: number; cambios: Partial<AseguradoBorrador> }>) {
      const { indice, cambios } = payload;
      const datos = Object.keys(cambios).some((campo) => campo !== 'expanded');
      if (datos && indice === 0 && b.clienteEsAsegurado) return;
      b.asegurados[indice] = editarAsegurado(b.asegurados[indice], cambios);
    },
    /** 'Contractor is also insured': the full client ticks it (the page refuses a robot-made one), null unticks it. */
    contratanteAsegurado(b, { payload: cliente }: PayloadAction<Cliente | null>) {
      b.clienteEsAsegurado = cliente !== null;
      if (cliente) b.asegurados[0] = contratanteComoAsegurado(b.asegurados[0], cliente);
    },

    /** `valor`: the amount, or the text typed when it is no number. */
    montoCambiado(b, { payload }: PayloadAction<{ campo: MontoPrima; valor: number | string }>) {
      tecleado(b, payload.campo, payload.valor, (valor) => {
        const antes = b.primas;
        b.primas = cambiarMonto(b, payload.campo, valor);
        sinRecibosSiCambia(b, antes, b.primas);
      });
    },
    porcentajeCambiado(b, { payload }: PayloadAction<number | string>) {
      tecleado(b, 'porcentajeComision', payload, (valor) => (b.primas = cambiarPorcentaje(b, valor)));
    },
    comisionCambiada(b, { payload }: PayloadAction<number | string>) {
      tecleado(b, 'comision', payload, (valor) => (b.primas = cambiarComision(b, valor)));
    },
    prorrateoCambiado(b, { payload }: PayloadAction<{ campo: 'prorratearDerecho' | 'prorratearRecargo'; valor: boolean }>) {
      sinRecibosSiCambia(b, b[payload.campo], payload.valor);
      b[payload.campo] = payload.valor;
    },

    recibosCargados(b, { payload }: PayloadAction<ReciboDatos[]>) {
      b.recibos = payload;
      b.errorRecibos = null;
      sinEntradasDeRecibos(b);
    },
    montoDeReciboCambiado(b, { payload }: PayloadAction<{ indice: number; campo: MontoRecibo; valor: number | string }>) {
      const { indice, campo } = payload;
      tecleado(b, `recibos.${indice}.${campo}`, payload.valor, (valor) => Object.assign(b, editarMonto(b, indice, campo, valor)));
    },
    reciboCambiado(b, { payload }: PayloadAction<{ indice: number; cambios: Partial<Pick<ReciboDatos, 'fecVence' | 'fecPago' | 'folioPago'>> }>) {
      Object.assign(b.recibos[payload.indice], payload.cambios);
    },
    reciboPagado(b, { payload }: PayloadAction<{ indice: number; pagado: boolean; hoy: string }>) {
      b.recibos[payload.indice] = pagarRecibo(b.recibos[payload.indice], payload.pagado, payload.hoy);
    },
    /** 'Editar recibos': the receipts are edited by hand from now on. */
    edicionManual(b) {
      b.smartReciboCalculate = false;
    },
    aplicadoASubsecuentes(b, { payload: serie }: PayloadAction<number>) {
      b.recibos = aplicarASubsecuentes(b.recibos, serie);
    },

    /** A step submitted: marked completed, the line locked, the next step reached. */
    pasoCompletado(b, { payload: paso }: PayloadAction<number>) {
      b.stepper.steps[paso].completado = true;
      b.ramoBlocked = true;
      b.stepper.activeStep = Math.min(paso + 1, ULTIMO_PASO);
      b.stepper.lastStep = Math.max(b.stepper.lastStep, b.stepper.activeStep);
    },
    pasoMostrado(b, { payload: paso }: PayloadAction<number>) {
      b.stepper.activeStep = paso;
    },
  },
});

export const capturaActions = borradorSlice.actions;
