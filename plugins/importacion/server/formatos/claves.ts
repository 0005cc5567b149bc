import type { Conducto, FormaPago } from '../../../catalogos/shared/catalogos.ts';
import type { AseguradoCaratula } from '../../shared/caratula.ts';
import { normalizar } from './valores.ts';

/**
 * The catalogue keys behind the words insurers print (issue 13). Unknown wording gives null: the
 * agent picks the value, nothing is guessed.
 */

export function formaPagoDe(texto: string): FormaPago | null {
  const t = normalizar(texto);
  if (/\bMENSUAL/.test(t)) return 'mensual';
  if (/\bTRIMESTRAL/.test(t)) return 'trimestral';
  if (/\bSEMESTRAL/.test(t)) return 'semestral';
  if (/\b(ANUAL|CONTADO|UNICO PAGO|PAGO UNICO)\b/.test(t)) return 'contado';
  return null;
}

export function conductoDe(texto: string): Conducto | null {
  const t = normalizar(texto);
  if (/NOMINA/.test(t)) return 'NOMINA';
  if (/DOMICILIA|CARGO A CUENTA|CUENTA CLABE/.test(t)) return 'DOMICILIACION';
  if (/TARJETA|CARGO AUTOMATICO/.test(t)) return 'TARJETA';
  if (/REFERENCIA|VENTANILLA/.test(t)) return 'REFERENCIADO';
  if (/\b(AGENTE|CXC|COBRANZA DIRECTA|EFECTIVO)\b/.test(t)) return 'CXC';
  return null;
}

export function parentescoDe(texto: string): AseguradoCaratula['parentesco']['valor'] | null {
  const t = normalizar(texto);
  if (/TITULAR|CONTRATANTE|ASEGURADO PRINCIPAL/.test(t)) return 'titular';
  if (/CONYUGE|ESPOS[AO]/.test(t)) return 'conyuge';
  if (/\bHIJ[AO]S?\b/.test(t)) return 'hijo';
  if (/\b(OTRO|DEPENDIENTE|PADRE|MADRE|HERMAN[AO])\b/.test(t)) return 'otro';
  return null;
}

/** 'M' alone is left out on purpose: it reads as masculino and as mujer. */
export function generoDe(texto: string): 'hombre' | 'mujer' | null {
  const t = normalizar(texto).trim();
  if (/^(H|HOMBRE|MASCULINO|MASC\.?)$/.test(t)) return 'hombre';
  if (/^(F|MUJER|FEMENINO|FEM\.?)$/.test(t)) return 'mujer';
  return null;
}

/** A VIN: 17 characters without I, O or Q. */
export const esNumeroSerie = (texto: string) => /^[A-HJ-NPR-Z0-9]{17}$/.test(texto);
