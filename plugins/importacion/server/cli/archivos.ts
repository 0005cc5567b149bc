import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { rutaDeCaratula } from '../../shared/caratula-api.ts';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';
import { UsoIncorrecto } from './uso.ts';

const esPdf = (nombre: string) => nombre.toLowerCase().endsWith('.pdf');

async function estado(ruta: string) {
  try {
    return await stat(ruta);
  } catch {
    throw new UsoIncorrecto(MENSAJES_CLI.noExiste(ruta));
  }
}

async function recorrer(carpeta: string, encontrados: string[]): Promise<void> {
  const entradas = await readdir(carpeta, { withFileTypes: true });
  for (const entrada of entradas) {
    const ruta = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) await recorrer(ruta, encontrados);
    else if (entrada.isFile() && esPdf(entrada.name)) encontrados.push(ruta);
  }
}

/**
 * The PDFs to import: files named as they are (a wrong extension then fails on its own row), folders
 * walked for *.pdf. Each file once, in a stable order, so a re-run reads them the same way.
 */
export async function buscarPdfs(rutas: string[]): Promise<string[]> {
  const encontrados: string[] = [];
  for (const ruta of rutas) {
    const info = await estado(ruta);
    if (info.isDirectory()) await recorrer(ruta, encontrados);
    else encontrados.push(ruta);
  }
  const vistos = new Set<string>();
  const unicos: string[] = [];
  for (const ruta of encontrados.sort((a, b) => a.localeCompare(b, 'es'))) {
    const real = await realpath(ruta);
    if (vistos.has(real)) continue;
    vistos.add(real);
    unicos.push(ruta);
  }
  if (unicos.length === 0) throw new UsoIncorrecto(MENSAJES_CLI.sinPdfs);
  return unicos;
}

/** The one .xlsx of an Excel import. */
export async function archivoExcel(ruta: string): Promise<string> {
  const info = await estado(ruta);
  if (!info.isFile() || !ruta.toLowerCase().endsWith('.xlsx')) throw new UsoIncorrecto(MENSAJES_CLI.noEsXlsx(ruta));
  return ruta;
}

/**
 * Where a cover page is stored (polizas/…, spec 02 §7): under its content's hash, so two files of one
 * name (two folders, next year's renewal) never replace each other, and a re-run reuses its place.
 */
export async function rutaDeCaratulaDe(archivo: string): Promise<string> {
  const huella = createHash('sha256')
    .update(await readFile(archivo))
    .digest('hex')
    .slice(0, 16);
  return rutaDeCaratula(`${huella}/${path.basename(archivo)}`);
}
