import { FORMAS_PAGO, type FormaPago } from '../../catalogos/shared/catalogos.ts';
import { MONEDA_BASE } from '../../catalogos/shared/monedas.ts';
import type { CamposDePlan, ItemCotizacion, PlanPago, Template } from '../shared/cotizaciones.ts';
import { claveNueva } from './borrador.ts';
import type { Renglon } from './components/ListaEditable.tsx';

/**
 * A proposal's or a template's plan fields as the forms hold them: text as typed, amounts as text
 * (the shared validation converts them), so what the user typed is never lost to a conversion.
 */
export interface CamposDePlanBorrador {
  [campo: string]: unknown;
  aseguradoraId: string;
  plan: string;
  moneda: string;
  sumaAsegurada: string;
  deducible: string;
  coaseguro: string;
  topeCoaseguro: string;
  copago: string;
  caracteristicas: Renglon[];
  coberturas: Renglon[];
}

/** One payment form of a proposal: offered or not, and its amounts as typed. */
export interface PlanBorrador {
  formaPago: FormaPago;
  ofrecido: boolean;
  total: string;
  primaPrimerRecibo: string;
  primaReciboSub: string;
}

export interface PropuestaBorrador extends CamposDePlanBorrador {
  clave: number;
  id: number | null;
  templateId: number | null;
  /** Every payment form, in the catalogue's order; only the offered ones are sent. */
  planes: PlanBorrador[];
}

const textoDe = (valor: string | number | null | undefined) => (valor === null || valor === undefined ? '' : String(valor));

export function camposVacios(): CamposDePlanBorrador {
  return {
    aseguradoraId: '',
    plan: '',
    moneda: MONEDA_BASE.abreviacion,
    sumaAsegurada: '',
    deducible: '',
    coaseguro: '',
    topeCoaseguro: '',
    copago: '',
    caracteristicas: [],
    coberturas: [],
  };
}

export function camposDe(campos: CamposDePlan & { aseguradoraId: number }): CamposDePlanBorrador {
  return {
    aseguradoraId: String(campos.aseguradoraId),
    plan: campos.plan,
    moneda: campos.moneda,
    sumaAsegurada: campos.sumaAsegurada,
    deducible: textoDe(campos.deducible),
    coaseguro: textoDe(campos.coaseguro),
    topeCoaseguro: textoDe(campos.topeCoaseguro),
    copago: textoDe(campos.copago),
    caracteristicas: campos.caracteristicas.map((c) => ({ ...c })),
    coberturas: campos.coberturas.map((c) => ({ ...c })),
  };
}

function planesDe(planes: readonly PlanPago[]): PlanBorrador[] {
  return FORMAS_PAGO.map(({ key }) => {
    const plan = planes.find((p) => p.formaPago === key);
    return {
      formaPago: key,
      ofrecido: plan !== undefined,
      total: key === 'contado' ? textoDe(plan?.total) : '',
      primaPrimerRecibo: textoDe(plan?.primaPrimerRecibo),
      primaReciboSub: textoDe(plan?.primaReciboSub),
    };
  });
}

/** A blank proposal: the single empty item a new quotation starts with (spec 03 §4). */
export const propuestaVacia = (): PropuestaBorrador => ({ clave: claveNueva(), id: null, templateId: null, ...camposVacios(), planes: planesDe([]) });

/** A proposal added from a template: its insurer, plan fields, features and coverages; the payment plans are the agent's to fill. */
export const propuestaDeTemplate = (template: Template): PropuestaBorrador => ({
  clave: claveNueva(),
  id: null,
  templateId: template.id,
  ...camposDe(template),
  planes: planesDe([]),
});

/** A saved proposal, to edit. */
export const propuestaDeItem = (item: ItemCotizacion): PropuestaBorrador => ({
  clave: claveNueva(),
  id: item.id,
  templateId: item.templateId,
  ...camposDe(item),
  planes: planesDe(item.planesPago),
});

/** Nothing typed in it yet: adding from a template replaces it instead of adding next to it. */
export const esVacia = (p: PropuestaBorrador): boolean =>
  p.templateId === null &&
  p.aseguradoraId === '' &&
  p.plan === '' &&
  p.sumaAsegurada === '' &&
  p.coberturas.length === 0 &&
  p.caracteristicas.length === 0 &&
  !p.planes.some((x) => x.ofrecido);

/** What POST/PUT sends for a proposal (before the shared validation converts it). */
export function propuestaAEnviar({ planes, clave: _clave, ...propuesta }: PropuestaBorrador) {
  return {
    ...propuesta,
    planesPago: planes
      .filter((p) => p.ofrecido)
      .map(({ formaPago, total, primaPrimerRecibo, primaReciboSub }) => (formaPago === 'contado' ? { formaPago, total } : { formaPago, primaPrimerRecibo, primaReciboSub })),
  };
}
