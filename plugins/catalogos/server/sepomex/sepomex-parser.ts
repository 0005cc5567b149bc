/**
 * Reads Correos de México's "CPdescarga.txt" (the national postal-code catalogue): 15 fields
 * separated by "|", one settlement per line. The official download is Latin-1 with CRLF endings
 * and opens with a legal notice and a header line; copies found elsewhere are often UTF-8, with
 * LF endings, without the notice or without the header. All of those are accepted.
 */

/** One settlement (asentamiento) as stored in the sepomex table. */
export interface Asentamiento {
  cp: string;
  asentamiento: string;
  tipo: string;
  municipio: string;
  estado: string;
  ciudad: string | null;
  zona: string | null;
  cEstado: string;
  cMnpio: string;
  idAsentaCpcons: string;
}

export interface SepomexArchivo {
  asentamientos: Asentamiento[];
  codigosPostales: number;
  codificacion: 'UTF-8' | 'Latin-1';
}

/** The file does not follow the layout; `linea` is 1-based, as an editor shows it. */
export class SepomexFormatError extends Error {
  constructor(
    readonly linea: number,
    detalle: string,
  ) {
    super(linea > 0 ? `línea ${linea}: ${detalle}` : detalle);
    this.name = 'SepomexFormatError';
  }
}

const CAMPOS = [
  'd_codigo',
  'd_asenta',
  'd_tipo_asenta',
  'D_mnpio',
  'd_estado',
  'd_ciudad',
  'd_CP',
  'c_estado',
  'c_oficina',
  'c_CP',
  'c_tipo_asenta',
  'c_mnpio',
  'id_asenta_cpcons',
  'd_zona',
  'c_cve_ciudad',
];
const ENCABEZADO = CAMPOS.join('|').toLowerCase();

/** Field index → what it must look like; the message names the official column. */
const REGLAS: [number, RegExp, string][] = [
  [0, /^\d{5}$/, 'el código postal (d_codigo) debe tener 5 dígitos'],
  [1, /\S/, 'falta el nombre del asentamiento (d_asenta)'],
  [2, /\S/, 'falta el tipo de asentamiento (d_tipo_asenta)'],
  [3, /\S/, 'falta el municipio (D_mnpio)'],
  [4, /\S/, 'falta el estado (d_estado)'],
  [7, /^\d{2}$/, 'la clave de estado (c_estado) debe tener 2 dígitos'],
  [11, /^\d{3}$/, 'la clave de municipio (c_mnpio) debe tener 3 dígitos'],
  [12, /^\d{4}$/, 'el identificador del asentamiento (id_asenta_cpcons) debe tener 4 dígitos'],
];

/** Valid UTF-8 is read as such; anything else is the official Latin-1 (ISO-8859-1). */
function decode(contenido: Uint8Array): { texto: string; codificacion: SepomexArchivo['codificacion'] } {
  try {
    return { texto: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(contenido), codificacion: 'UTF-8' };
  } catch {
    // Buffer's latin1 is ISO-8859-1 proper (TextDecoder's 'latin1' label means windows-1252).
    return { texto: Buffer.from(contenido.buffer, contenido.byteOffset, contenido.byteLength).toString('latin1'), codificacion: 'Latin-1' };
  }
}

function vacioANull(valor: string): string | null {
  return valor === '' ? null : valor;
}

function asentamiento(campos: string[], linea: number): Asentamiento {
  if (campos.length !== CAMPOS.length) {
    throw new SepomexFormatError(linea, `se esperaban ${CAMPOS.length} campos separados por "|" y hay ${campos.length}`);
  }
  for (const [i, forma, mensaje] of REGLAS) if (!forma.test(campos[i])) throw new SepomexFormatError(linea, mensaje);
  return {
    cp: campos[0],
    asentamiento: campos[1],
    tipo: campos[2],
    municipio: campos[3],
    estado: campos[4],
    ciudad: vacioANull(campos[5]),
    zona: vacioANull(campos[13]),
    cEstado: campos[7],
    cMnpio: campos[11],
    idAsentaCpcons: campos[12],
  };
}

/** Parses the whole file; throws SepomexFormatError naming the first offending line. */
export function parseSepomex(contenido: Uint8Array): SepomexArchivo {
  const { texto, codificacion } = decode(contenido);
  const lineas = texto.split(/\r?\n/);
  const asentamientos: Asentamiento[] = [];
  const vistos = new Map<string, number>();
  const codigos = new Set<string>();
  for (let i = 0; i < lineas.length; i++) {
    const linea = lineas[i];
    if (linea.trim() === '') continue;
    // The official notice is a first line without separators.
    if (i === 0 && !linea.includes('|')) continue;
    if (asentamientos.length === 0 && linea.toLowerCase().startsWith('d_codigo|')) {
      if (linea.trim().toLowerCase() !== ENCABEZADO) throw new SepomexFormatError(i + 1, `el encabezado no corresponde al formato CPdescarga (${CAMPOS.join('|')})`);
      continue;
    }
    const fila = asentamiento(
      linea.split('|').map((c) => c.trim()),
      i + 1,
    );
    const clave = `${fila.cp}|${fila.cEstado}|${fila.cMnpio}|${fila.idAsentaCpcons}`;
    const previa = vistos.get(clave);
    if (previa !== undefined) throw new SepomexFormatError(i + 1, `el asentamiento ${fila.idAsentaCpcons} del código postal ${fila.cp} ya aparece en la línea ${previa}`);
    vistos.set(clave, i + 1);
    codigos.add(fila.cp);
    asentamientos.push(fila);
  }
  if (asentamientos.length === 0) throw new SepomexFormatError(0, 'el archivo no contiene asentamientos');
  return { asentamientos, codigosPostales: codigos.size, codificacion };
}
