import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Huella } from './huella.ts';

/** What a backup folder holds (manifiesto.json): how to restore it and what the restore must find. */
export interface Manifiesto {
  formato: 1;
  fecha: string;
  base: 'pglite' | 'postgres';
  /** The database file inside the folder: pg_dump's custom format, or PGlite's data directory as tar.gz. */
  archivoBase: string;
  /** Stored files copied under storage/. */
  archivos: number;
  /** The secret kept in DATA_DIR signs sessions and encrypts portal keys: without it they can't be read. */
  conSecreto: boolean;
  huella: Huella;
}

export const MANIFIESTO = 'manifiesto.json';

export function escribirManifiesto(carpeta: string, m: Manifiesto): void {
  writeFileSync(path.join(carpeta, MANIFIESTO), JSON.stringify(m, null, 2));
}

export function leerManifiesto(carpeta: string): Manifiesto {
  const archivo = path.join(carpeta, MANIFIESTO);
  if (!existsSync(archivo)) throw new Error(`${carpeta} no es un respaldo de Cartera (falta ${MANIFIESTO})`);
  const m = JSON.parse(readFileSync(archivo, 'utf8')) as Partial<Manifiesto>;
  if (m.formato !== 1 || (m.base !== 'pglite' && m.base !== 'postgres') || !m.huella || !m.archivoBase) throw new Error(`${archivo} no tiene el formato esperado`);
  return m as Manifiesto;
}
