/**
 * RFC (Registro Federal de Contribuyentes) after the SAT's published algorithm ("Algoritmo para
 * generar el RFC con homoclave para personas físicas y morales"). Isomorphic: the client form
 * computes it as the user types, the server validates with the same code. Tables: `rfc-tablas.ts`.
 *
 * Decisions where the document is silent or sources disagree (see the tests for the evidence):
 * - Ñ is kept, never replaced by X (that is a CURP rule). The check-digit table gives Ñ a value,
 *   which only makes sense if it can appear among the letters, and the SAT's own test RFCs keep it
 *   (IAÑL750210963 'Luis Ian Ñuzco', RAQÑ7701212M3 'Ñeves Ramírez Quezada', HAÑ930228SM9).
 * - A person with a single surname gets its first two letters plus the first two of the name
 *   (rule 7: 'Juan Martínez' → MAJU); the X for a missing second surname is also a CURP rule.
 * - A surname with no vowel after its first letter gives X in the second position (ELYD → EX).
 * - Characters other than letters, digits, & and Ñ are dropped, joining the pieces
 *   (O'Farril → OFARRIL → OA, rule 10); accents and diaereses are dropped (Ü → U).
 * - Numbers in a razón social are read as Spanish words ('Club 2000' → CLUB DOS MIL); roman
 *   numerals only when made of I, V and X (II to XXXIX): longer ones collide with words (MIX, DI).
 * - The homoclave is computed over the name exactly as written (particles and, for companies, the
 *   company type included): it depends on the name as registered with the SAT.
 */
import {
  CENTENAS,
  DECENAS,
  DIGITOS_HOMOCLAVE,
  NOMBRES_COMUNES,
  ORDINALES,
  PALABRAS_IGNORADAS_MORAL,
  PALABRAS_INCONVENIENTES,
  PARTICULAS_FISICA,
  TIPOS_SOCIEDAD,
  UNIDADES,
  VALORES_DIGITO_VERIFICADOR,
  VALORES_HOMOCLAVE,
} from './rfc-tablas.ts';

type Texto = string | null | undefined;

export interface DatosPersonaFisica {
  nombres: Texto;
  apPat: Texto;
  apMat?: Texto;
  /** yyyy-MM-dd */
  fecNacimiento: Texto;
}

export interface DatosPersonaMoral {
  razonSocial: Texto;
  /** yyyy-MM-dd */
  fecRegistro: Texto;
}

export interface ValidacionRfc {
  /** 4 (física) or 3 (moral) letters, a real yyMMdd date and a homoclave of the right shape. */
  valido: boolean;
  /** The last character matches the computed check digit; when false it is only a warning. */
  digitoVerificadorOk: boolean;
}

const VOCALES = /[AEIOU]/;
const FORMA_RFC = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{2}[0-9A])$/;
const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Upper case without accents or diaereses, keeping Ñ; every other character is left alone. */
function sinAcentos(texto: Texto): string {
  return (texto ?? '')
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * A name as the algorithm reads it: upper case, no accents (Ñ kept), only A-Z, Ñ, &, digits and
 * single spaces. `'María  de la Peña-O’Hara'` → `'MARIA DE LA PEÑAOHARA'`.
 */
export function normalizarNombre(texto: Texto): string {
  return sinAcentos(texto)
    .replace(/[^A-Z0-9Ñ& ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function esFechaReal(anio: number, mes: number, dia: number): boolean {
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** `'1970-12-13'` → `'701213'`; `''` when it is not a real yyyy-MM-dd date. */
export function fechaRfc(fecha: Texto): string {
  const m = FECHA.exec((fecha ?? '').trim());
  if (!m || !esFechaReal(Number(m[1]), Number(m[2]), Number(m[3]))) return '';
  return m[1].slice(2) + m[2] + m[3];
}

function primeras(palabra: string, n: number): string {
  return palabra.slice(0, n).padEnd(n, 'X');
}

/** The words of a name or surname that count: particles (DE, LA, DEL, Y, MC, VON…) left out. */
function palabrasFisica(texto: Texto): string[] {
  return normalizarNombre(texto)
    .split(' ')
    .filter((p) => p !== '' && !PARTICULAS_FISICA.has(p));
}

/**
 * The four letters of a persona física (rules 1 to 9 for personas físicas); `''` without a
 * name or without any surname.
 */
export function siglasPersonaFisica({ nombres, apPat, apMat }: Omit<DatosPersonaFisica, 'fecNacimiento'>): string {
  const listaNombres = palabrasFisica(nombres);
  // Rule 6: José or María (Ma., J.) followed by another name gives way to the second one.
  const nombre = listaNombres.length > 1 && NOMBRES_COMUNES.has(listaNombres[0]) ? listaNombres[1] : listaNombres[0];
  // Rule 5: of a compound surname only the first word counts.
  const paterno = palabrasFisica(apPat)[0] ?? '';
  const materno = palabrasFisica(apMat)[0] ?? '';
  if (!nombre || (!paterno && !materno)) return '';
  let siglas: string;
  if (!paterno || !materno) {
    // Rule 7: a single surname gives its first two letters and the first two of the name.
    siglas = primeras(paterno || materno, 2) + primeras(nombre, 2);
  } else if (paterno.length <= 2) {
    // Rule 4: a paternal surname of one or two letters.
    siglas = paterno[0] + materno[0] + primeras(nombre, 2);
  } else {
    const vocal = VOCALES.exec(paterno.slice(1))?.[0] ?? 'X';
    siglas = paterno[0] + vocal + materno[0] + nombre[0];
  }
  // Rule 9: an inconvenient word loses its last letter to an X.
  return PALABRAS_INCONVENIENTES.has(siglas) ? siglas.slice(0, 3) + 'X' : siglas;
}

function menorQueMil(n: number): string[] {
  if (n === 100) return ['CIEN'];
  const palabras = n >= 100 ? [CENTENAS[Math.floor(n / 100)]] : [];
  const resto = n % 100;
  if (resto === 0) return palabras;
  if (resto < 30) return [...palabras, UNIDADES[resto]];
  const decena = DECENAS[Math.floor(resto / 10)];
  return resto % 10 === 0 ? [...palabras, decena] : [...palabras, decena, 'Y', UNIDADES[resto % 10]];
}

/** A whole number in Spanish words, `1964` → `['MIL', 'NOVECIENTOS', 'SESENTA', 'Y', 'CUATRO']`. */
export function numeroEnPalabras(digitos: string): string[] {
  if (digitos.length > 9) return digitos.split('').map((d) => UNIDADES[Number(d)]);
  const n = Number(digitos);
  if (n === 0) return [UNIDADES[0]];
  const millones = Math.floor(n / 1e6);
  const miles = Math.floor(n / 1000) % 1000;
  const palabras: string[] = [];
  if (millones) palabras.push(...(millones === 1 ? ['UN', 'MILLON'] : [...menorQueMil(millones), 'MILLONES']));
  if (miles) palabras.push(...(miles === 1 ? ['MIL'] : [...menorQueMil(miles), 'MIL']));
  return [...palabras, ...menorQueMil(n % 1000)];
}

const ROMANOS: Record<string, number> = { I: 1, V: 5, X: 10 };

/** II to XXXIX as a number, when the word is a well-formed roman numeral made of I, V and X. */
function romano(palabra: string): number | null {
  if (palabra.length < 2 || !/^X{0,3}(IX|IV|V?I{0,3})$/.test(palabra)) return null;
  let total = 0;
  for (let i = 0; i < palabra.length; i++) {
    const valor = ROMANOS[palabra[i]];
    total += valor < (ROMANOS[palabra[i + 1]] ?? 0) ? -valor : valor;
  }
  return total;
}

/** A word of a razón social as the words that count for the key (numbers read as words). */
function expandirPalabra(palabra: string): string[] {
  const ordinal = /^(\d+)(?:O|A|ER|RO|DO|TO|VO|NO|MO|°|º)$/.exec(palabra);
  if (ordinal) {
    const n = Number(ordinal[1]);
    return n >= 1 && n <= 10 ? [ORDINALES[n]] : numeroEnPalabras(ordinal[1]);
  }
  const limpia = palabra.replace(/[^A-Z0-9Ñ&]/g, '');
  const r = romano(limpia);
  if (r !== null) return numeroEnPalabras(String(r));
  // Letters and digits run together ('3M') are read as separate words.
  return (limpia.match(/\d+|[^\d]+/g) ?? []).flatMap((p) => (/^\d/.test(p) ? numeroEnPalabras(p) : [p]));
}

/** The words of a razón social that count for the key, company type and ignored words left out. */
export function palabrasRazonSocial(razonSocial: Texto): string[] {
  const tokens = sinAcentos(razonSocial)
    .split(/[\s,;]+/)
    .filter((t) => t.replace(/[^A-Z0-9Ñ&]/g, '') !== '');
  // Rule 5: strip the company type at the end ('S.A. DE C.V.', 'S. DE R.L.', 'A.C.'…).
  for (let quitado = true; quitado;) {
    quitado = false;
    for (let k = Math.min(8, tokens.length - 1); k >= 1; k--) {
      if (
        TIPOS_SOCIEDAD.has(
          tokens
            .slice(-k)
            .join('')
            .replace(/[^A-Z0-9Ñ&]/g, ''),
        )
      ) {
        tokens.splice(-k, k);
        quitado = true;
        break;
      }
    }
  }
  const palabras: string[] = [];
  for (const token of tokens) {
    const partes = token.split('.').filter((p) => p !== '');
    // Initials written with dots count as separate words ('F.A.P.' → F, A, P).
    if (partes.length > 1 && partes.every((p) => p.length === 1)) {
      palabras.push(...partes);
      continue;
    }
    const palabra = token.replace(/\./g, '');
    if (PALABRAS_IGNORADAS_MORAL.has(palabra.replace(/[^A-Z0-9Ñ&]/g, ''))) continue;
    palabras.push(...expandirPalabra(palabra));
  }
  return palabras.filter((p) => p !== '');
}

/** The three letters of a persona moral (rules 1, 6 and 7 for personas morales). */
export function siglasPersonaMoral(razonSocial: Texto): string {
  const palabras = palabrasRazonSocial(razonSocial);
  if (palabras.length === 0) return '';
  if (palabras.length >= 3) return palabras[0][0] + palabras[1][0] + palabras[2][0];
  if (palabras.length === 2) return palabras[0][0] + primeras(palabras[1], 2);
  return primeras(palabras[0], 3);
}

/**
 * The two homoclave characters (homonymy key) of a full name: 'PATERNO MATERNO NOMBRES' for a
 * persona física, the razón social for a moral. Each character becomes two digits (Anexo I), a
 * 0 goes in front, each pair of consecutive digits is multiplied by its second digit, and the
 * last three digits of the sum, divided by 34, give quotient and remainder (Anexo II).
 */
export function homoclave(nombreCompleto: Texto): string {
  let digitos = '0';
  for (const c of normalizarNombre(nombreCompleto)) digitos += String(VALORES_HOMOCLAVE[c] ?? 0).padStart(2, '0');
  let suma = 0;
  for (let i = 0; i < digitos.length - 1; i++) suma += Number(digitos.slice(i, i + 2)) * Number(digitos[i + 1]);
  const ultimas = suma % 1000;
  return DIGITOS_HOMOCLAVE[Math.floor(ultimas / 34)] + DIGITOS_HOMOCLAVE[ultimas % 34];
}

/**
 * The check digit of the first 12 characters of a física's RFC, or the first 11 of a moral's
 * (padded with a leading space). Weights 13 down to 2 (Anexo III), sum mod 11: 0 stays 0,
 * otherwise 11 minus it, with 10 written 'A'.
 */
export function digitoVerificador(rfcSinDigito: string): string {
  const texto = rfcSinDigito.toUpperCase().padStart(12, ' ');
  let suma = 0;
  for (let i = 0; i < 12; i++) suma += Math.max(0, VALORES_DIGITO_VERIFICADOR.indexOf(texto[i])) * (13 - i);
  const residuo = suma % 11;
  if (residuo === 0) return '0';
  return residuo === 1 ? 'A' : String(11 - residuo);
}

/** The 13-character RFC of a persona física; `''` while names or birth date are missing or invalid. */
export function rfcPersonaFisica(datos: DatosPersonaFisica): string {
  const siglas = siglasPersonaFisica(datos);
  const fecha = fechaRfc(datos.fecNacimiento);
  if (!siglas || !fecha) return '';
  const base = siglas + fecha + homoclave(`${datos.apPat ?? ''} ${datos.apMat ?? ''} ${datos.nombres ?? ''}`);
  return base + digitoVerificador(base);
}

/** The 12-character RFC of a persona moral; `''` while the razón social or date is missing or invalid. */
export function rfcPersonaMoral({ razonSocial, fecRegistro }: DatosPersonaMoral): string {
  const siglas = siglasPersonaMoral(razonSocial);
  const fecha = fechaRfc(fecRegistro);
  if (!siglas || !fecha) return '';
  const base = siglas + fecha + homoclave(razonSocial);
  return base + digitoVerificador(base);
}

/** Shape and check digit of an RFC as typed (surrounding spaces and lower case are tolerated). */
export function validarRfc(rfc: Texto): ValidacionRfc {
  const texto = (rfc ?? '').trim().toUpperCase();
  const m = FORMA_RFC.exec(texto);
  // yy may be 19yy or 20yy: 29 February is real whenever yy is a multiple of 4 (2000 was leap).
  const valido = !!m && esFechaReal(2000 + Number(m[2]), Number(m[3]), Number(m[4]));
  return { valido, digitoVerificadorOk: valido && digitoVerificador(texto.slice(0, -1)) === texto.slice(-1) };
}
