import { HttpError } from '../../../../core/server/http/errors.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';

/** Why a call to Todoist failed: the token was refused, Todoist is down or slow, too many calls, or it refused the request. */
export type FalloTodoist = 'token' | 'caido' | 'limite' | 'rechazo';

export class TodoistError extends Error {
  constructor(readonly fallo: FalloTodoist) {
    super(`Todoist: ${fallo}`);
    this.name = 'TodoistError';
  }
}

/** A task as Todoist's REST API v2 answers it (the fields Cartera reads). */
export interface TareaRemota {
  id: string;
  content: string;
  url: string;
  is_completed: boolean;
  due: { date: string } | null;
}

export interface ClienteTodoist {
  /** A cheap authenticated call (the projects): throws TodoistError('token') when the token is not valid. */
  verificar(): Promise<void>;
  crearTarea(tarea: { content: string; description: string; due_date: string }): Promise<TareaRemota>;
  /** Completes a task; one Todoist no longer has (deleted there) counts as done. */
  cerrarTarea(id: string): Promise<void>;
  /** Of these ids, the tasks still open (Todoist lists active tasks only). */
  abiertas(ids: readonly string[]): Promise<Set<string>>;
  eliminarTarea(id: string): Promise<void>;
}

/** Calls run while a request waits: a hung Todoist must not hold it long. */
export const TIEMPO_LIMITE_MS = 5_000;

/**
 * Todoist's REST API v2 over fetch with a Bearer token; `base` is TODOIST_API_BASE (the tests'
 * stand-in). The token never appears in an error or a log line: failures carry only their kind.
 */
export function clienteTodoist(base: string, token: string, tiempoLimiteMs = TIEMPO_LIMITE_MS): ClienteTodoist {
  const raiz = `${base.replace(/\/+$/, '')}/rest/v2`;

  async function llamar(metodo: string, ruta: string, cuerpo?: unknown, faltanteEsExito = false): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(raiz + ruta, {
        method: metodo,
        headers: { authorization: `Bearer ${token}`, ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
        body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
        signal: AbortSignal.timeout(tiempoLimiteMs),
      });
    } catch {
      throw new TodoistError('caido');
    }
    if (res.status === 401 || res.status === 403) throw new TodoistError('token');
    if (res.status === 429) throw new TodoistError('limite');
    if (res.status === 404 && faltanteEsExito) return null;
    if (res.status >= 500) throw new TodoistError('caido');
    if (!res.ok) throw new TodoistError('rechazo');
    if (res.status === 204) return null;
    try {
      return await res.json();
    } catch {
      throw new TodoistError('caido');
    }
  }

  return {
    async verificar() {
      await llamar('GET', '/projects');
    },
    async crearTarea(tarea) {
      const creada = (await llamar('POST', '/tasks', tarea)) as TareaRemota | null;
      if (!creada || typeof creada.id !== 'string') throw new TodoistError('rechazo');
      return creada;
    },
    async cerrarTarea(id) {
      await llamar('POST', `/tasks/${encodeURIComponent(id)}/close`, undefined, true);
    },
    async abiertas(ids) {
      if (ids.length === 0) return new Set();
      const activas = (await llamar('GET', `/tasks?ids=${ids.map(encodeURIComponent).join(',')}`)) as TareaRemota[] | null;
      return new Set((Array.isArray(activas) ? activas : []).map((t) => String(t.id)));
    },
    async eliminarTarea(id) {
      await llamar('DELETE', `/tasks/${encodeURIComponent(id)}`, undefined, true);
    },
  };
}

/** A Todoist failure as the user reads it: a refused saved token 502, Todoist down or busy 503 (try again). */
export function errorDeTodoist(fallo: FalloTodoist): HttpError {
  switch (fallo) {
    case 'token':
      return new HttpError(502, MENSAJES_INTEGRACIONES.tokenRechazado);
    case 'caido':
      return new HttpError(503, MENSAJES_INTEGRACIONES.noDisponible, undefined, { 'Retry-After': '60' });
    case 'limite':
      return new HttpError(503, MENSAJES_INTEGRACIONES.limite, undefined, { 'Retry-After': '60' });
    case 'rechazo':
      return new HttpError(502, MENSAJES_INTEGRACIONES.rechazo);
  }
}
