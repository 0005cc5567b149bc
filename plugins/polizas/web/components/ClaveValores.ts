import { CAMPOS_RAMO_CLAVE, RAMOS_CLAVE, type ClaveAgente } from '../../shared/claves.ts';

/** The key panel's form as the inputs hold it: texts for the typed fields, booleans for the ticks. */
export interface ValoresClave {
  [field: string]: unknown;
  aseguradoraId: string;
  clave: string;
  vida: boolean;
  autos: boolean;
  salud: boolean;
  diversos: boolean;
  portalClave: string;
  /** Always empty at first: a stored password never comes back, the field only replaces it. */
  portalPassword: string;
  comisionVida: string;
  comisionAutos: string;
  comisionSalud: string;
  comisionDiversos: string;
  terminos: boolean;
}

/**
 * A saved key's values, or a new key's defaults (spec 02 §3: all four lines, commissions 0). A saved
 * key accepted the terms when it was saved, so its box starts ticked; a new one must tick it.
 */
export function valoresDeClave(clave: ClaveAgente | null): ValoresClave {
  const ramos = Object.fromEntries(RAMOS_CLAVE.map((r) => [r, clave?.[r] ?? true]));
  const comisiones = Object.fromEntries(RAMOS_CLAVE.map((r) => [CAMPOS_RAMO_CLAVE[r].comision, String(clave?.[CAMPOS_RAMO_CLAVE[r].comision] ?? 0)]));
  return {
    aseguradoraId: clave ? String(clave.aseguradora.id) : '',
    clave: clave?.clave ?? '',
    ...(ramos as Pick<ValoresClave, 'vida' | 'autos' | 'salud' | 'diversos'>),
    portalClave: clave?.portalClave ?? '',
    portalPassword: '',
    ...(comisiones as Pick<ValoresClave, 'comisionVida' | 'comisionAutos' | 'comisionSalud' | 'comisionDiversos'>),
    terminos: clave !== null,
  };
}
