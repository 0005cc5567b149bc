import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { CliError } from '../../../../cli/cli-error.ts';
import type { LoginBody, UsuarioSesion } from '../../../../core/shared/auth/contract.ts';
import type { Envelope } from '../../../../core/shared/envelope.ts';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';
import { UsoIncorrecto } from './uso.ts';

/** An answer of the server that is not ok: its status, its Spanish message and its code (10: agent key missing). */
export class RespuestaFallida extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/** Longest Retry-After the CLI sits out by itself; a longer one (a sign-in lock) ends the run with its message. */
const ESPERA_MAXIMA_SEG = 120;
const REINTENTOS = 5;

/**
 * The running server's API (server mode): sign-in, uploads and the import calls, each answer an
 * envelope. 429 and 503 with Retry-After are waited out and retried, so a bulk run rides out the
 * sign-in limits (docs/adr/021-sesiones.md) and a busy password-hash queue instead of failing.
 */
export class ClienteCartera {
  private token = '';

  constructor(
    readonly url: string,
    private readonly avisar: (texto: string) => void,
  ) {}

  /** Signs in with the contraseña; bad credentials are the operator's mistake (exit 2). */
  async iniciarSesion(correo: string, password: string): Promise<UsuarioSesion> {
    try {
      const login = await this.llamar<LoginBody>('POST', '/usuarios/login', { usuario: correo, password });
      this.token = login.token;
      return login.usuario;
    } catch (err) {
      if (err instanceof RespuestaFallida && err.status === 400) throw new UsoIncorrecto(err.message);
      throw err;
    }
  }

  /** A token the user already holds (CARTERA_TOKEN), checked against the agent's e-mail. */
  async usarToken(token: string, correo: string): Promise<UsuarioSesion> {
    this.token = token;
    const usuario = await this.llamar<UsuarioSesion>('GET', '/usuarios/me').catch((err: unknown) => {
      if (err instanceof RespuestaFallida && err.status === 401) throw new UsoIncorrecto(MENSAJES_CLI.tokenInvalido);
      throw err;
    });
    if (usuario.correo.toLowerCase() !== correo.trim().toLowerCase()) throw new UsoIncorrecto(MENSAJES_CLI.tokenDeOtro(correo));
    return usuario;
  }

  /** POST /storage/upload (multipart: bucket, path, file) → the stored file's URL. */
  async subir(bucket: string, ruta: string, archivo: string): Promise<string> {
    const cuerpo = async () => {
      const form = new FormData();
      form.append('bucket', bucket);
      form.append('path', ruta);
      form.append('file', await openAsBlob(archivo), path.basename(archivo));
      return form;
    };
    const { url } = await this.llamar<{ url: string }>('POST', '/storage/upload', cuerpo);
    return url;
  }

  async post<T>(ruta: string, cuerpo: unknown): Promise<T> {
    return this.llamar<T>('POST', ruta, cuerpo);
  }

  /** A body given as a function is rebuilt for each try (a multipart stream is read once). */
  private async llamar<T>(metodo: string, ruta: string, cuerpo?: unknown | (() => Promise<FormData>)): Promise<T> {
    for (let intento = 1; ; intento++) {
      const body = typeof cuerpo === 'function' ? await (cuerpo as () => Promise<FormData>)() : cuerpo === undefined ? undefined : JSON.stringify(cuerpo);
      const headers: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
      if (typeof body === 'string') headers['content-type'] = 'application/json';
      let res: Response;
      try {
        res = await fetch(`${this.url}/api${ruta}`, { method: metodo, headers, body });
      } catch (err) {
        const causa = (err as { cause?: { code?: string; message?: string } }).cause;
        throw new CliError(MENSAJES_CLI.sinConexion(this.url, causa?.code ?? causa?.message ?? (err as Error).message));
      }
      const sobre = (await res.json().catch(() => null)) as (Envelope<T> & { code?: number }) | null;
      if (res.ok && sobre?.ok) return sobre.body;
      const mensaje = sobre?.message || MENSAJES_CLI.respuestaInesperada(res.status);
      const cabecera = res.headers.get('retry-after');
      const espera = cabecera === null ? NaN : Number(cabecera);
      if ((res.status === 429 || res.status === 503) && intento < REINTENTOS && espera >= 0 && espera <= ESPERA_MAXIMA_SEG) {
        this.avisar(MENSAJES_CLI.esperando(mensaje, espera));
        await esperar(espera * 1000);
        continue;
      }
      throw new RespuestaFallida(res.status, mensaje, sobre?.code ?? null);
    }
  }
}
