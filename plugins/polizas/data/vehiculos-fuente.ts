import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { aniosDeVehiculo } from '../shared/vehiculos.ts';

/**
 * The reviewable source of the vehicle catalogue (plugins/polizas/data/vehiculos/*.tsv, one file per
 * brand) and its expansion into one row per version and model year. See README.md in this folder.
 */

export const FUENTES_VEHICULOS = path.join(PROJECT_ROOT, 'plugins/polizas/data/vehiculos/');

/**
 * The day this edition was compiled: its model years are the wizard's options on that day (next
 * year back 41 years). Lines still on sale are written 'vigente' and run to the last of them.
 */
export const EDICION_CATALOGO = '2026-11-22';

export const CLASES_VEHICULO = ['auto', 'pickup', 'suv', 'van'] as const;
export type ClaseVehiculo = (typeof CLASES_VEHICULO)[number];

/** One source line: the versions a line (submarca) was sold with in Mexico during a period. */
export interface PeriodoVehiculo {
  marca: string;
  tipo: string;
  clase: ClaseVehiculo;
  desde: number;
  hasta: number;
  versiones: string[];
  /** file:line, for error messages. */
  origen: string;
}

/** One catalogue row: a version of a line in one model year. */
export interface VehiculoCatalogo {
  clave: string;
  marca: string;
  tipo: string;
  version: string;
  modelo: number;
  clase: ClaseVehiculo;
}

export interface RangoModelos {
  primero: number;
  ultimo: number;
}

export function rangoDeEdicion(edicion = EDICION_CATALOGO): RangoModelos {
  const [anio, mes, dia] = edicion.split('-').map(Number);
  const anios = aniosDeVehiculo(new Date(anio, mes - 1, dia));
  return { primero: anios[anios.length - 1], ultimo: anios[0] };
}

/**
 * Cartera's own key of a row ('CRT-' and 12 hexadecimal digits of a hash of brand, line, version and
 * year). It is stable while those four stay the same, and it cannot be mistaken for an AMIS code.
 */
export function claveDeVehiculo(marca: string, tipo: string, version: string, modelo: number): string {
  const hash = createHash('sha256').update(`${marca}|${tipo}|${version}|${modelo}`).digest('hex');
  return `CRT-${hash.slice(0, 12).toUpperCase()}`;
}

const TEXTO = /^[A-Z0-9][A-Z0-9 .+:/-]*$/;
const ANIO = /^\d{4}$/;

/** Parses one source file: `marca, linea, clase, desde, hasta|vigente, versiones separated by ' | '`. */
export function parsearFuente(texto: string, archivo: string, rango: RangoModelos): PeriodoVehiculo[] {
  const periodos: PeriodoVehiculo[] = [];
  texto.split('\n').forEach((linea, i) => {
    const origen = `${archivo}:${i + 1}`;
    if (linea.trim() === '' || linea.startsWith('#')) return;
    const campos = linea.split('\t');
    if (campos.length !== 6) throw new Error(`${origen}: se esperan 6 campos separados por tabulador, hay ${campos.length}`);
    const [marca, tipo, clase, desde, hasta, versiones] = campos.map((c) => c.trim());
    for (const [nombre, valor] of [
      ['marca', marca],
      ['línea', tipo],
    ]) {
      if (!TEXTO.test(valor)) throw new Error(`${origen}: ${nombre} '${valor}' debe ir en mayúsculas sin acentos`);
    }
    if (!CLASES_VEHICULO.includes(clase as ClaseVehiculo)) throw new Error(`${origen}: clase '${clase}' no es una de ${CLASES_VEHICULO.join(', ')}`);
    if (!ANIO.test(desde) || !(ANIO.test(hasta) || hasta === 'vigente')) throw new Error(`${origen}: los años deben tener 4 dígitos ('vigente' si aún se vende)`);
    const periodo = { marca, tipo, clase: clase as ClaseVehiculo, desde: Number(desde), hasta: hasta === 'vigente' ? rango.ultimo : Number(hasta), origen };
    if (periodo.desde > periodo.hasta || periodo.hasta > rango.ultimo) throw new Error(`${origen}: periodo ${desde}–${hasta} fuera de orden o posterior a ${rango.ultimo}`);
    const lista = versiones.split('|').map((v) => v.trim());
    for (const v of lista) if (!TEXTO.test(v)) throw new Error(`${origen}: versión '${v}' vacía o con caracteres no permitidos`);
    if (new Set(lista).size !== lista.length) throw new Error(`${origen}: versiones repetidas`);
    periodos.push({ ...periodo, versiones: lista });
  });
  return periodos;
}

/** Every source file of the folder, in name order. */
export function leerFuentes(dir = FUENTES_VEHICULOS, rango = rangoDeEdicion()): PeriodoVehiculo[] {
  const archivos = readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort();
  return archivos.flatMap((f) => parsearFuente(readFileSync(path.join(dir, f), 'utf8'), f, rango));
}

/**
 * One row per version and model year inside the edition's range (years before it are left out).
 * A line keeps one class, its periods never overlap, and every key is unique.
 */
export function expandirCatalogo(periodos: PeriodoVehiculo[], rango = rangoDeEdicion()): VehiculoCatalogo[] {
  const filas: VehiculoCatalogo[] = [];
  const lineas = new Map<string, PeriodoVehiculo[]>();
  for (const p of periodos) {
    const nombre = `${p.marca} ${p.tipo}`;
    const previos = lineas.get(nombre) ?? [];
    const otraClase = previos.find((q) => q.clase !== p.clase);
    if (otraClase) throw new Error(`${p.origen}: ${nombre} es '${p.clase}' aquí y '${otraClase.clase}' en ${otraClase.origen}`);
    const encimado = previos.find((q) => p.desde <= q.hasta && q.desde <= p.hasta);
    if (encimado) throw new Error(`${p.origen}: el periodo de ${nombre} se encima con el de ${encimado.origen}`);
    lineas.set(nombre, [...previos, p]);
    for (let modelo = Math.max(p.desde, rango.primero); modelo <= p.hasta; modelo++) {
      for (const version of p.versiones) filas.push({ clave: claveDeVehiculo(p.marca, p.tipo, version, modelo), marca: p.marca, tipo: p.tipo, version, modelo, clase: p.clase });
    }
  }
  const claves = new Set(filas.map((f) => f.clave));
  if (claves.size !== filas.length) throw new Error('Dos filas del catálogo comparten clave: cambie el texto de una versión');
  return filas;
}
