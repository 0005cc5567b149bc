import type { ParsedUrlQuery } from 'node:querystring';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { isCalendarDate } from '../../../../core/shared/validation.ts';
import { FORMAS_PAGO, RAMO_IDS, STATUS_POLIZA, STATUS_RECIBO } from '../../../catalogos/shared/catalogos.ts';
import { FORMATOS_EXPORTACION, TAMANO_INFORME, TAMANOS_INFORME, type FormatoExportacion } from '../../shared/informes.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { revisarVigencia } from '../../shared/vigencia-informe.ts';

/** The query parameters of the reports (spec 02 §7 'Reports'), read strictly: anything unreadable is a 400 in Spanish. */

const E = MENSAJES_INFORMES.errores;
const MAX_ID = 2_147_483_647;

export function fecha(query: ParsedUrlQuery, nombre: string): string | undefined {
  const texto = textoDeConsulta(query, nombre);
  if (texto !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(texto) && isCalendarDate(texto))) throw badRequest(E.fecha(nombre));
  return texto;
}

export function rango(query: ParsedUrlQuery, de: string, a: string): { desde?: string; hasta?: string } {
  const desde = fecha(query, de);
  const hasta = fecha(query, a);
  if (desde && hasta && hasta < desde) throw badRequest(E.rango);
  return { desde, hasta };
}

export function opcion<T extends string>(query: ParsedUrlQuery, nombre: string, opciones: readonly T[]): T | undefined {
  const texto = textoDeConsulta(query, nombre)?.toLowerCase();
  if (texto === undefined) return undefined;
  if (!opciones.includes(texto as T)) throw badRequest(E.opcion(nombre, opciones));
  return texto as T;
}

export function id(query: ParsedUrlQuery, nombre: string): number | undefined {
  const texto = textoDeConsulta(query, nombre);
  if (texto === undefined) return undefined;
  const valor = /^\d{1,10}$/.test(texto) ? Number(texto) : NaN;
  if (!(valor > 0 && valor <= MAX_ID)) throw badRequest(E.entero(nombre));
  return valor;
}

export interface Pagina {
  page: number;
  size: number;
}

export function pagina(query: ParsedUrlQuery, tamanos: readonly number[] = TAMANOS_INFORME, predeterminado = TAMANO_INFORME): Pagina {
  const page = id(query, 'page') ?? 1;
  const size = id(query, 'size') ?? predeterminado;
  if (!tamanos.includes(size)) throw badRequest(E.tamano(tamanos));
  return { page, size };
}

export const formato = (query: ParsedUrlQuery): FormatoExportacion => opcion(query, 'formato', FORMATOS_EXPORTACION) ?? 'xlsx';

const RAMOS = RAMO_IDS.map(String);
const FORMAS = FORMAS_PAGO.map((f) => f.key);

/** The filters both the policy and the receipt report take besides their dates. */
export interface FiltrosComunes {
  ramo?: number;
  formaPago?: string;
  moneda?: number;
}

function comunes(query: ParsedUrlQuery): FiltrosComunes {
  const ramo = opcion(query, 'ramo', RAMOS);
  return { ramo: ramo === undefined ? undefined : Number(ramo), formaPago: opcion(query, 'formaPago', FORMAS), moneda: id(query, 'moneda') };
}

export interface FiltrosPolizas extends FiltrosComunes {
  desde?: string;
  hasta?: string;
  status?: string;
  clienteId?: number;
  vendedorId?: number;
  aseguradoraId?: number;
}

/** fechaVigenciaDe[ge] and fechaVigenciaDe[le] (both, revisarVigencia), status, ramo, formaPago, moneda, clienteId, vendedorId, aseguradoraId. */
export function filtrosPolizas(query: ParsedUrlQuery): FiltrosPolizas {
  const estados = STATUS_POLIZA.map((s) => s.key).filter((s) => s !== 'eliminada');
  const vigencia = rango(query, 'fechaVigenciaDe[ge]', 'fechaVigenciaDe[le]');
  const fallo = revisarVigencia(vigencia.desde, vigencia.hasta, hoyEnMexico());
  if (fallo) throw badRequest(fallo);
  return {
    ...vigencia,
    ...comunes(query),
    status: opcion(query, 'status', estados),
    clienteId: id(query, 'clienteId'),
    vendedorId: id(query, 'vendedorId'),
    aseguradoraId: id(query, 'aseguradoraId'),
  };
}

export interface FiltrosRecibos extends FiltrosComunes {
  desde?: string;
  hasta?: string;
  status?: string;
}

/** fecVigDe[ge], fecVigDe[le], status, ramo, formaPago, moneda (spec 02 §2.16, §7). */
export function filtrosRecibos(query: ParsedUrlQuery): FiltrosRecibos {
  return {
    ...rango(query, 'fecVigDe[ge]', 'fecVigDe[le]'),
    ...comunes(query),
    status: opcion(
      query,
      'status',
      STATUS_RECIBO.map((s) => s.key),
    ),
  };
}

export interface Periodo {
  desde: string;
  hasta: string;
}

/** start and end (yyyy-MM-dd), both required, end not before start, ten years at most. */
export function periodo(query: ParsedUrlQuery): Periodo {
  const { desde, hasta } = rango(query, 'start', 'end');
  if (!desde || !hasta) throw badRequest(E.fechasRequeridas);
  if (Number(hasta.slice(0, 4)) - Number(desde.slice(0, 4)) > 10) throw badRequest(E.periodoLargo);
  return { desde, hasta };
}
