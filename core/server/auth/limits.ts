import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { HttpError } from '../http/errors.ts';
import { intentoAccesoT } from '../models/intento-acceso.model.ts';

/**
 * One counter: at most `maximo` attempts per `ventanaSeg` seconds for `clave`. After a success the
 * counter is forgotten (`olvidar`: the owner proved itself from there) or the attempt given back
 * (`devolver`: only failures add up); mail flows count every request (`contar`).
 */
export interface Limite {
  clave: string;
  maximo: number;
  ventanaSeg: number;
  siAcierta: 'olvidar' | 'devolver' | 'contar';
}

const QUINCE_MINUTOS = 15 * 60;
const UNA_HORA = 60 * 60;

export const MENSAJES_LIMITE = {
  intentos: (minutos: number) => `Demasiados intentos; espera ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo`,
  correos: (minutos: number) => `Ya te enviamos varios correos; espera ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} antes de pedir otro`,
};

const cuenta = (correo: string) => correo.trim().toLowerCase();

/**
 * The limits of each flow (issue 12 items 1, 8 and 11). Sign-in and codes count per account and
 * source together (an attacker elsewhere cannot lock the owner out), per account from anywhere (a
 * wider bound a password reset clears) and per source. Mail flows count per address and per source.
 */
export const LIMITES = {
  login: (correo: string, ip: string): Limite[] => [
    { clave: `login:cuenta-origen:${cuenta(correo)}|${ip}`, maximo: 10, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'olvidar' },
    { clave: `login:cuenta:${cuenta(correo)}`, maximo: 30, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'devolver' },
    { clave: `login:origen:${ip}`, maximo: 50, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'devolver' },
  ],
  codigo: (correo: string, ip: string): Limite[] => [
    { clave: `codigo:cuenta-origen:${cuenta(correo)}|${ip}`, maximo: 10, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'olvidar' },
    { clave: `codigo:origen:${ip}`, maximo: 50, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'devolver' },
  ],
  correo: (correo: string, ip: string): Limite[] => [
    { clave: `correo:cuenta:${cuenta(correo)}`, maximo: 3, ventanaSeg: UNA_HORA, siAcierta: 'contar' },
    { clave: `correo:origen:${ip}`, maximo: 10, ventanaSeg: UNA_HORA, siAcierta: 'contar' },
  ],
  consultaCorreo: (ip: string): Limite[] => [{ clave: `consulta-correo:origen:${ip}`, maximo: 30, ventanaSeg: QUINCE_MINUTOS, siAcierta: 'contar' }],
};

/** The sign-in counters a password reset clears: the owner gets in even while someone else guesses. */
export const clavesDeLogin = (correo: string, ip: string): string[] =>
  LIMITES.login(correo, ip)
    .map((l) => l.clave)
    .filter((clave) => !clave.startsWith('login:origen:'));

/**
 * Attempt counters in the database, so they hold across instances, restarts and concurrent requests:
 * an attempt is counted in a statement of its own, committed before the work it guards, and the
 * database's row lock orders concurrent ones. Keys are stored as an HMAC (no e-mail or IP at rest).
 */
export class Contadores {
  constructor(
    private readonly knex: Knex,
    private readonly secret: string,
  ) {}

  private hmac(clave: string): string {
    return createHmac('sha256', `${this.secret}:intentos`).update(clave).digest('base64url');
  }

  /** Counts one attempt on every limit; 429 with Retry-After when any of them is past its maximum. */
  async contar(limites: Limite[], mensaje: (minutos: number) => string = MENSAJES_LIMITE.intentos): Promise<void> {
    // One order for every statement, so two requests counting the same keys never deadlock.
    const filas = limites.map((l) => ({ ...l, clave: this.hmac(l.clave) })).sort((a, b) => a.clave.localeCompare(b.clave));
    const { nombre, col } = intentoAccesoT;
    const { rows } = await this.knex.raw<{ rows: { clave: string; conteo: number; segundos: number }[] }>(
      `insert into ?? as i (??, ??, ??) values ${filas.map(() => `(?, 1, now() + make_interval(secs => ?))`).join(', ')}
       on conflict (??) do update set
         ?? = case when i.?? <= now() then 1 else i.?? + 1 end,
         ?? = case when i.?? <= now() then excluded.?? else i.?? end
       returning ??, ??, ceil(extract(epoch from i.?? - now()))::int as segundos`,
      [
        nombre,
        col.clave,
        col.conteo,
        col.venceAt,
        ...filas.flatMap((f) => [f.clave, f.ventanaSeg]),
        col.clave,
        col.conteo,
        col.venceAt,
        col.conteo,
        col.venceAt,
        col.venceAt,
        col.venceAt,
        col.venceAt,
        col.clave,
        col.conteo,
        col.venceAt,
      ],
    );
    const excedidos = rows.filter((r) => r.conteo > (filas.find((f) => f.clave === r.clave)?.maximo ?? 0));
    if (excedidos.length === 0) return;
    const segundos = Math.max(1, ...excedidos.map((r) => r.segundos));
    throw new HttpError(429, mensaje(Math.ceil(segundos / 60)), undefined, { 'Retry-After': String(segundos) });
  }

  /** After a success: each limit forgets, gives back the attempt, or keeps it, as it says. */
  async acierto(limites: Limite[]): Promise<void> {
    const { nombre, col } = intentoAccesoT;
    const claves = (como: Limite['siAcierta']) => limites.filter((l) => l.siAcierta === como).map((l) => this.hmac(l.clave));
    await this.knex(nombre).whereIn(col.clave, claves('olvidar')).delete();
    await this.knex(nombre).whereIn(col.clave, claves('devolver')).where(col.conteo, '>', 0).decrement(col.conteo, 1);
  }

  /** Forgets the keys (a success clears the failures that led to it). */
  async olvidar(claves: string[]): Promise<void> {
    await this.knex(intentoAccesoT.nombre)
      .whereIn(
        intentoAccesoT.col.clave,
        claves.map((c) => this.hmac(c)),
      )
      .delete();
  }
}
