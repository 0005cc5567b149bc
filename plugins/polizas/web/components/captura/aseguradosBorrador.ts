import { rfcPersonaFisica } from '../../../../../core/shared/mx/rfc.ts';
import { validate } from '../../../../../core/shared/validation.ts';
import type { Cliente } from '../../../../clientes/shared/clientes.ts';
import { aseguradoSchema, type AseguradoDatos } from '../../../shared/poliza-form.ts';
import { aseguradoVacio, type AseguradoBorrador, type TipoPoliza } from './borrador.ts';

/** The insured step of Vida and Salud (spec 02 §4, §5 'Insured step'). */

export const PARENTESCOS = [
  { key: 'titular', value: 'Titular' },
  { key: 'conyuge', value: 'Cónyuge' },
  { key: 'hijo', value: 'Hijo' },
  { key: 'otro', value: 'Otro' },
] as const;

export const GENEROS = [
  { key: 'hombre', value: 'Hombre' },
  { key: 'mujer', value: 'Mujer' },
] as const;

/**
 * The parentesco choices of insured `indice`. The first is always the titular; in Vida the others
 * are otro; in Salud they choose, never titular, and cónyuge only while no other insured is one.
 */
export function opcionesParentesco(tipo: TipoPoliza, asegurados: readonly AseguradoBorrador[], indice: number): (typeof PARENTESCOS)[number][] {
  if (indice === 0) return PARENTESCOS.filter((p) => p.key === 'titular');
  if (tipo === 'vida') return PARENTESCOS.filter((p) => p.key === 'otro');
  const otroConyuge = asegurados.some((a, k) => k !== indice && a.parentesco === 'conyuge');
  return PARENTESCOS.filter((p) => p.key !== 'titular' && !(p.key === 'conyuge' && otroConyuge));
}

/** A new entry: expanded and empty; in Vida already otro. */
export function aseguradoNuevo(tipo: TipoPoliza): AseguradoBorrador {
  return aseguradoVacio(tipo === 'vida' ? 'otro' : '');
}

const CAMPOS_RFC = ['nombres', 'apPat', 'apMat', 'fecNacimiento'] as const;

/**
 * An insured after an edit: the RFC is upper-cased, and computed again once surnames, name and birth
 * date are present whenever one of them changes.
 */
export function editarAsegurado(asegurado: AseguradoBorrador, cambios: Partial<AseguradoBorrador>): AseguradoBorrador {
  const a = { ...asegurado, ...cambios, rfc: (cambios.rfc ?? asegurado.rfc).toUpperCase() };
  if (!CAMPOS_RFC.some((campo) => campo in cambios)) return a;
  const rfc = rfcPersonaFisica({ nombres: a.nombres, apPat: a.apPat, apMat: a.apMat, fecNacimiento: a.fecNacimiento });
  return rfc ? { ...a, rfc } : a;
}

/** The contractor's data in the first insured, as the titular. */
export function contratanteComoAsegurado(primero: AseguradoBorrador, cliente: Cliente): AseguradoBorrador {
  return {
    ...primero,
    parentesco: 'titular',
    nombres: cliente.nombres,
    apPat: cliente.apPat ?? '',
    apMat: cliente.apMat ?? '',
    fecNacimiento: cliente.fecNacimiento ?? '',
    genero: cliente.sexo ?? '',
    rfc: cliente.rfc,
  };
}

/** An insured as the save payload carries it: empty optional texts are null. */
export function datosDeAsegurado(a: AseguradoBorrador): Record<keyof AseguradoDatos, unknown> {
  return {
    id: a.id,
    parentesco: a.parentesco,
    nombres: a.nombres,
    apPat: a.apPat,
    apMat: a.apMat || null,
    fecNacimiento: a.fecNacimiento || null,
    genero: a.genero,
    rfc: a.rfc || null,
  };
}

export interface FallaAsegurado {
  indice: number;
  campo: string;
  mensaje: string;
}

/** The first insured, in order, that the shared schema refuses, with its first message; null when all pass. */
export function primeraFalla(asegurados: readonly AseguradoBorrador[]): FallaAsegurado | null {
  for (const [indice, a] of asegurados.entries()) {
    const r = validate(aseguradoSchema, datosDeAsegurado(a));
    if (!r.ok) return { indice, campo: Object.keys(r.errors)[0], mensaje: r.message };
  }
  return null;
}
