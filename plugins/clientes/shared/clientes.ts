/** Clients as the API carries them (spec 02 §3 Cliente, §7 Clients). Isomorphic: the form uses it too. */

export const FISCALES = ['fisica', 'moral'] as const;
export const SEXOS = ['hombre', 'mujer'] as const;
export const EDOS_CIVILES = ['soltero', 'casado', 'viudo', 'divorciado', 'concubinato'] as const;

const EDO_CIVIL_ETIQUETAS: Record<(typeof EDOS_CIVILES)[number], [string, string]> = {
  soltero: ['Soltero', 'Soltera'],
  casado: ['Casado', 'Casada'],
  viudo: ['Viudo', 'Viuda'],
  divorciado: ['Divorciado', 'Divorciada'],
  concubinato: ['Concubinato', 'Concubinato'],
};

/** The marital status as Spanish says it of this person: 'Casada' for a woman, 'Casado' otherwise. */
export function etiquetaEdoCivil(edoCivil: (typeof EDOS_CIVILES)[number], sexo: (typeof SEXOS)[number] | null | undefined): string {
  return EDO_CIVIL_ETIQUETAS[edoCivil][sexo === 'mujer' ? 1 : 0];
}
/** activo: editable and deletable; eliminado: soft-deleted (docs/adr/012-clientes-borrado.md), shown in red. */
export const STATUS_CLIENTE = ['activo', 'eliminado'] as const;

export type Fiscal = (typeof FISCALES)[number];
export type StatusCliente = (typeof STATUS_CLIENTE)[number];

/** Ids are PostgreSQL serials (int4): a bigger number names no record and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/** Searches and the autocomplete need 3 or more characters (spec 02 §5, §9). */
export const MINIMO_BUSQUEDA = 3;

/** The SAT's generic RFCs (público en general, extranjeros): many clients may share them. */
export const RFCS_GENERICOS = ['XAXX010101000', 'XEXX010101000'] as const;

export interface Direccion {
  id: number;
  /** Short free text: casa, oficina… */
  tipo: string | null;
  /** Calle y número. */
  direccion: string;
  cp: string;
  colonia: string;
  municipio: string;
  estado: string | null;
  ciudad: string | null;
  /** The SEPOMEX settlement chosen by CP; null when colonia and municipio were typed by hand. */
  sepomex: { id: number; asentamiento: string; municipio: string } | null;
}

export interface Celular {
  id: number;
  numero: string;
}

export interface Correo {
  id: number;
  correo: string;
  /** Short free text: personal, trabajo… */
  tipo: string | null;
}

/** GET /clientes/{id}. For a persona moral, nombres holds the razón social. */
export interface Cliente {
  id: number;
  status: StatusCliente;
  fiscal: Fiscal;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  alias: string | null;
  fecNacimiento: string | null;
  fecRegistro: string | null;
  rfc: string;
  sexo: (typeof SEXOS)[number] | null;
  edoCivil: (typeof EDOS_CIVILES)[number] | null;
  esRobot: boolean;
  direcciones: Direccion[];
  celulares: Celular[];
  correos: Correo[];
}

/** A row of GET /clientes (the cards and the autocomplete): nombre is the displayed name. */
export interface ClienteFila {
  id: number;
  nombre: string;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  rfc: string;
  status: StatusCliente;
  fiscal: Fiscal;
  esRobot: boolean;
}

/** POST /clientes and PUT /clientes/{id} (spec 02 §7): one address, one mobile, one optional e-mail. */
export interface ClienteDatos {
  id?: number | null;
  fiscal: Fiscal;
  nombres: string;
  alias: string;
  rfc: string;
  apPat?: string | null;
  apMat?: string | null;
  fecNacimiento?: string | null;
  edoCivil?: Cliente['edoCivil'];
  sexo?: Cliente['sexo'];
  fecRegistro?: string | null;
  /** With sepomexId the server copies colonia, municipio, estado and ciudad from the catalogue. */
  direccion: {
    id?: number | null;
    tipo?: string | null;
    direccion: string;
    /** Optional with sepomexId (spec 02 §7 sends none): the colonia's CP is taken; a CP that contradicts it is refused. */
    cp?: string | null;
    sepomexId?: number | null;
    colonia?: string | null;
    municipio?: string | null;
    estado?: string | null;
    ciudad?: string | null;
  };
  celular: { id?: number | null; numero: string };
  /** Null (or an empty correo) removes the client's e-mail. */
  correo: { id?: number | null; correo: string; tipo?: string | null } | null;
}

/** The fields a caller may prefill in 'clientes.captura'. */
export const CAMPOS_INICIALES = ['fiscal', 'nombres', 'apPat', 'apMat', 'fecNacimiento', 'sexo', 'edoCivil', 'fecRegistro', 'rfc', 'celular.numero', 'correo.correo'] as const;

/**
 * The optional params of the dialog 'clientes.captura' (docs/adr/014-web-contribuciones.md): values
 * the new client's form starts with, named as the form names its fields (a prospect becoming a client).
 */
export interface CapturaClienteParams {
  inicial?: Partial<Record<(typeof CAMPOS_INICIALES)[number], string>>;
}

/** The save answers {id, advertencias}: warnings never block the save. */
export interface ClienteGuardado {
  id: number;
  advertencias: string[];
}

export const MENSAJES_CLIENTES = {
  guardado: 'Cliente guardado correctamente',
  errorAlGuardar: 'Error al guardar el cliente',
  eliminado: 'Cliente eliminado correctamente',
  noExiste: 'El cliente no existe',
  noActivoNoSeEdita: 'El cliente no está activo: solo se puede editar un cliente activo',
  noActivoNoSeElimina: 'El cliente no está activo: solo se puede eliminar un cliente activo',
  rfcRepetido: (rfc: string) => `Ya existe un cliente con el RFC ${rfc}`,
  digitoVerificador: (rfc: string) => `El dígito verificador del RFC ${rfc} no coincide con el que calcula el SAT; revisa que esté bien escrito`,
  coloniaNoExiste: 'La colonia elegida no existe en el catálogo SEPOMEX',
  coloniaDeOtroCp: (cp: string) => `La colonia elegida no corresponde al código postal ${cp}`,
  noPertenece: (que: string) => `${que} no pertenece al cliente`,
  celularInvalido: 'El celular debe tener 10 dígitos, con o sin la lada del país (+52 o +1)',
  celularDigitos: (digitos: number) => `El celular debe tener 10 dígitos (tiene ${digitos})`,
  busquedaCorta: `Escribe al menos ${MINIMO_BUSQUEDA} letras para buscar`,
  usarRfcCalculado: (rfc: string) => `Usar el RFC calculado (${rfc})`,
} as const;
