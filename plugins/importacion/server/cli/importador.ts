import { CliError } from '../../../../cli/cli-error.ts';
import { loadConfig } from '../../../../core/server/config.ts';
import { DatabaseBusyError } from '../../../../core/server/db/lock.ts';
import type { PluginRuntime } from '../../../../core/server/plugins/contract.ts';
import { ClienteCartera, RespuestaFallida } from './cliente-http.ts';
import { pedirContrasena } from './contrasena.ts';
import type { PolizaInforme } from './informe.ts';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';
import { importadorDirecto } from './modo-directo.ts';
import { importadorServidor } from './modo-servidor.ts';
import { UsoIncorrecto } from './uso.ts';

export interface OpcionesImportar {
  agente: string;
  /** --dry-run: preview only, nothing written. */
  simulacion: boolean;
  /** --actualizar: a policy already in the portfolio is updated; without it, skipped. */
  actualizar: boolean;
  /** --crear-claves: an agent key the cover page names and the agent lacks is created (code 10 answered yes). */
  crearClaves: boolean;
  url?: string;
}

/** One way to the data: the database itself, or the running server's API. Both answer alike. */
export interface Importador {
  modo: 'directo' | 'servidor';
  pdf(archivo: string): Promise<PolizaInforme>;
  excel(archivo: string, formatoFecha: string): Promise<PolizaInforme[]>;
  cerrar(): Promise<void>;
}

function direccion(url: string): string {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(u.protocol);
    return u.origin + u.pathname.replace(/\/+$/, '');
  } catch {
    throw new UsoIncorrecto(MENSAJES_CLI.urlInvalida(url));
  }
}

async function porServidor(url: string, opciones: OpcionesImportar, avisar: (texto: string) => void): Promise<Importador> {
  const cliente = new ClienteCartera(direccion(url), avisar);
  const token = process.env.CARTERA_TOKEN;
  const usuario = token ? await cliente.usarToken(token, opciones.agente) : await cliente.iniciarSesion(opciones.agente, await pedirContrasena(opciones.agente));
  return importadorServidor(cliente, usuario, opciones);
}

/**
 * Direct on the database when this process can open it; through the running server when it cannot
 * (PGlite is held by the server: the lock of core/server/db/lock.ts) or when --url names one.
 * Ops never have to stop the app to import.
 */
export async function abrirImportador(runtime: () => Promise<PluginRuntime>, opciones: OpcionesImportar, avisar: (texto: string) => void): Promise<Importador> {
  if (opciones.url) return porServidor(opciones.url, opciones, avisar);
  let rt: PluginRuntime;
  try {
    rt = await runtime();
  } catch (err) {
    if (!(err instanceof DatabaseBusyError)) throw err;
    const url = loadConfig().publicUrl;
    avisar(MENSAJES_CLI.servidorEnUso(url));
    return porServidor(url, opciones, avisar);
  }
  try {
    return await importadorDirecto(rt, opciones);
  } catch (err) {
    await rt.close();
    throw err;
  }
}

/** A refusal of the server that ends the run (a long sign-in lock, a lost session) is reported with its message alone. */
export const comoErrorDeCli = (err: unknown): unknown => (err instanceof RespuestaFallida ? new CliError(err.message) : err);
