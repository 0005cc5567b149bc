import { validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import type { TipoObjeto } from './eventos.ts';

/** The automatic reminders an agent may turn on (issue 16), each rendered with a template of its event. */
export const TIPOS_RECORDATORIO = ['recibo_por_vencer', 'recibo_vencido', 'renovacion', 'cumpleanos'] as const;
export type TipoRecordatorio = (typeof TIPOS_RECORDATORIO)[number];

const dias = (n: number) => (n === 1 ? '1 día' : `${n} días`);

export const RECORDATORIO: Readonly<Record<TipoRecordatorio, { nombre: (dias: number) => string; eventoId: number; objeto: TipoObjeto }>> = {
  recibo_por_vencer: { nombre: (d) => `Recibo que vence en ${dias(d)}`, eventoId: 2, objeto: 'recibo' },
  recibo_vencido: { nombre: (d) => `Recibo vencido hace ${dias(d)}`, eventoId: 2, objeto: 'recibo' },
  renovacion: { nombre: (d) => `Renovación en ${dias(d)}`, eventoId: 3, objeto: 'renovacion' },
  cumpleanos: { nombre: () => 'Cumpleaños del cliente', eventoId: 4, objeto: 'cliente' },
};

/** GET /correo-recordatorios item. */
export interface Recordatorio {
  id: number;
  tipo: TipoRecordatorio;
  dias: number;
  correoModeloId: number;
  activo: boolean;
}

export type RecordatorioDatos = Omit<Recordatorio, 'id'>;

/** GET /correo-recordatorios/vista-previa item: what tomorrow's run would send. */
export interface RecordatorioPrevisto {
  reglaId: number;
  objeto: TipoObjeto;
  objetoId: number;
  para: string | null;
  asunto: string;
}

export const MENSAJES_RECORDATORIOS = {
  tipoObligatorio: 'El tipo de recordatorio es obligatorio',
  modeloObligatorio: 'Selecciona una plantilla',
  modeloDeOtroEvento: 'La plantilla debe ser del evento del recordatorio',
  repetido: 'Ya tienes un recordatorio de ese tipo con esos días',
  noExiste: 'El recordatorio no existe',
  guardado: 'Recordatorio guardado',
  eliminado: 'Recordatorio eliminado',
  asuntoBitacora: (asunto: string) => `Recordatorio automático: ${asunto}`,
} as const;

export const recordatorioSchema: Schema = {
  tipo: { kind: 'string', label: 'El tipo', required: MENSAJES_RECORDATORIOS.tipoObligatorio, oneOf: TIPOS_RECORDATORIO },
  dias: { kind: 'integer', label: 'Los días', min: 0, max: 365 },
  correoModeloId: { kind: 'integer', label: 'La plantilla', required: MENSAJES_RECORDATORIOS.modeloObligatorio, min: 1, max: 2_147_483_647 },
  activo: { kind: 'boolean', label: 'Activo' },
};

export function validarRecordatorio(entrada: unknown): ValidationResult<RecordatorioDatos> {
  const r = validate<RecordatorioDatos>(recordatorioSchema, entrada);
  if (!r.ok) return r;
  return { ok: true, value: { ...r.value, dias: r.value.tipo === 'cumpleanos' ? 0 : (r.value.dias ?? 0), activo: r.value.activo ?? true } };
}
