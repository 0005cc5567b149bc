import type { FileHandle } from 'node:fs/promises';

/**
 * An .xlsx is a zip. Before anything inflates it, its central directory is read and the sizes its
 * entries declare are checked: a zip bomb (a few KB that inflate to gigabytes) is refused here. An
 * entry that lies about its size is still bounded by the worker's heap and time limits.
 */
const FIRMA_FIN = 0x06054b50;
const FIRMA_ENTRADA = 0x02014b50;
const FIN_MINIMO = 22;
const COMENTARIO_MAXIMO = 0xffff;
/** More than this ratio of inflated to stored bytes is no spreadsheet (real sheets stay under ~20:1). */
const PROPORCION_MAXIMA = 200;
/** Small entries may compress better than the ratio without harm. */
const MINIMO_PARA_PROPORCION = 1024 * 1024;

export class ZipRechazado extends Error {}

interface Entrada {
  nombre: string;
  comprimido: number;
  descomprimido: number;
}

async function leer(archivo: FileHandle, desde: number, largo: number): Promise<Buffer> {
  const buffer = Buffer.alloc(largo);
  const { bytesRead } = await archivo.read(buffer, 0, largo, desde);
  return buffer.subarray(0, bytesRead);
}

/** The entries the central directory lists; throws ZipRechazado when it is not a readable zip. */
async function entradas(archivo: FileHandle, tamano: number): Promise<Entrada[]> {
  const colaLargo = Math.min(tamano, FIN_MINIMO + COMENTARIO_MAXIMO);
  const cola = await leer(archivo, tamano - colaLargo, colaLargo);
  let fin = -1;
  for (let i = cola.length - FIN_MINIMO; i >= 0; i--) {
    if (cola.readUInt32LE(i) === FIRMA_FIN) {
      fin = i;
      break;
    }
  }
  if (fin < 0) throw new ZipRechazado('El archivo no es un libro de Excel (.xlsx) válido.');
  const cuantas = cola.readUInt16LE(fin + 10);
  const largoDirectorio = cola.readUInt32LE(fin + 12);
  const inicio = cola.readUInt32LE(fin + 16);
  if (inicio + largoDirectorio > tamano) throw new ZipRechazado('El archivo de Excel está dañado.');
  const directorio = await leer(archivo, inicio, largoDirectorio);
  const lista: Entrada[] = [];
  let p = 0;
  for (let i = 0; i < cuantas; i++) {
    if (p + 46 > directorio.length || directorio.readUInt32LE(p) !== FIRMA_ENTRADA) throw new ZipRechazado('El archivo de Excel está dañado.');
    const largoNombre = directorio.readUInt16LE(p + 28);
    lista.push({
      comprimido: directorio.readUInt32LE(p + 20),
      descomprimido: directorio.readUInt32LE(p + 24),
      nombre: directorio.toString('utf8', p + 46, p + 46 + largoNombre),
    });
    p += 46 + largoNombre + directorio.readUInt16LE(p + 30) + directorio.readUInt16LE(p + 32);
  }
  return lista;
}

/** Refuses the file unless its entries together inflate to at most `maximo` bytes at sane ratios. */
export async function revisarZip(archivo: FileHandle, tamano: number, maximo: number): Promise<void> {
  const lista = await entradas(archivo, tamano);
  if (!lista.some((e) => e.nombre === '[Content_Types].xml')) throw new ZipRechazado('El archivo no es un libro de Excel (.xlsx) válido.');
  const mb = Math.round(maximo / (1024 * 1024));
  let total = 0;
  for (const e of lista) {
    // 0xFFFFFFFF: the real size is in a zip64 record, i.e. 4 GB or more.
    const enorme = e.descomprimido === 0xffffffff || e.comprimido === 0xffffffff;
    const desproporcionado = e.descomprimido > MINIMO_PARA_PROPORCION && e.descomprimido > PROPORCION_MAXIMA * Math.max(1, e.comprimido);
    total += e.descomprimido;
    if (enorme || desproporcionado || total > maximo) {
      throw new ZipRechazado(`El archivo se expande a más de ${mb} MB o está comprimido de forma sospechosa; divídalo en archivos más pequeños.`);
    }
  }
}
