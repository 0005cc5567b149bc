/**
 * Fixed catalogues of the portfolio (spec 02 §3, §4, §7, §9) and the shapes of the shared reference
 * lists (ramos, closing reasons, coverages, banners). Policies, receipts and reports import these
 * constants; the API serves them under /catalogos/*.
 */

/** One entry of a key/value catalogue: `key` travels on the wire, `value` is what the user reads. */
export interface Opcion<K extends string = string> {
  key: K;
  value: string;
}

/** Line-of-business codes used when saving and for the icons (spec 02 §9). */
export const RAMO = { AUTO: 1, SALUD: 3, VIDA: 5, DIVERSOS: 7 } as const;
export type RamoId = (typeof RAMO)[keyof typeof RAMO];
export const RAMO_IDS: readonly RamoId[] = Object.values(RAMO);

/** GET /ramos. `icono` is a Blueprint icon name; `clave` the line as the screens filter it. */
export interface Ramo {
  id: RamoId;
  nombre: string;
  icono: string;
  clave: 'auto' | 'salud' | 'vida' | 'diversos';
}

/** GET /razones?tipo=: closing and reactivation reasons of policies (0) and receipts (3) (spec 01 §7). */
export const TIPO_RAZON = { POLIZA: 0, RECIBO: 3 } as const;
export interface Razon {
  id: number;
  nombre: string;
}

/** GET /coberturas?ramo= */
export interface Cobertura {
  id: number;
  ramo: RamoId;
  nombre: string;
}

/** GET /banners?ubicacion=: `banner` is the image (an SVG data URL). */
export const UBICACIONES_BANNER = ['HOME'] as const;
export type UbicacionBanner = (typeof UBICACIONES_BANNER)[number];
export interface Banner {
  id: number;
  banner: string | null;
  descripcion: string;
}

/** Payment frequencies and the receipts each produces (spec 02 §3, §9). */
export const FORMAS_PAGO = [
  { key: 'contado', value: 'Contado', pagos: 1 },
  { key: 'semestral', value: 'Semestral', pagos: 2 },
  { key: 'trimestral', value: 'Trimestral', pagos: 4 },
  { key: 'mensual', value: 'Mensual', pagos: 12 },
] as const satisfies readonly (Opcion & { pagos: number })[];
export type FormaPago = (typeof FORMAS_PAGO)[number]['key'];

/** Number of receipts of a payment frequency; undefined for an unknown one. */
export function pagosDeFormaPago(formaPago: string): number | undefined {
  return FORMAS_PAGO.find((f) => f.key === formaPago.toLowerCase())?.pagos;
}

/**
 * How a receipt was paid. Keys are the SAT's c_FormaPago codes, so an invoice (CFDI) can carry
 * them as they are.
 */
export const METODOS_PAGO = [
  { key: '01', value: 'Efectivo' },
  { key: '02', value: 'Cheque nominativo' },
  { key: '03', value: 'Transferencia electrónica de fondos' },
  { key: '04', value: 'Tarjeta de crédito' },
  { key: '28', value: 'Tarjeta de débito' },
  { key: '99', value: 'Por definir' },
] as const satisfies readonly Opcion[];

/** How the insurer collects a policy's premiums (the policy's conducto; CXC is the default, spec 02 §3). */
export const CONDUCTOS = [
  { key: 'CXC', value: 'Cobranza directa (cuenta por cobrar)' },
  { key: 'TARJETA', value: 'Cargo automático a tarjeta' },
  { key: 'DOMICILIACION', value: 'Domiciliación bancaria' },
  { key: 'NOMINA', value: 'Descuento por nómina' },
  { key: 'REFERENCIADO', value: 'Pago referenciado en banco' },
] as const satisfies readonly Opcion[];
export type Conducto = (typeof CONDUCTOS)[number]['key'];
export const CONDUCTO_PREDETERMINADO: Conducto = 'CXC';

/** Policy statuses (spec 02 §4); 'eliminada' marks a deleted policy. */
export const STATUS_POLIZA = [
  { key: 'vigente', value: 'Vigente' },
  { key: 'pendiente', value: 'Pendiente' },
  { key: 'terminada', value: 'Terminada' },
  { key: 'cancelada', value: 'Cancelada' },
  { key: 'eliminada', value: 'Eliminada' },
] as const satisfies readonly Opcion[];
export type StatusPoliza = (typeof STATUS_POLIZA)[number]['key'];

/** Receipt statuses (spec 02 §4). */
export const STATUS_RECIBO = [
  { key: 'pendiente', value: 'Pendiente' },
  { key: 'pagado', value: 'Pagado' },
  { key: 'vencido', value: 'Vencido' },
  { key: 'cancelado', value: 'Cancelado' },
] as const satisfies readonly Opcion[];
export type StatusRecibo = (typeof STATUS_RECIBO)[number]['key'];
