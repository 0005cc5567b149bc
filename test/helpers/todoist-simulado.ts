import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A task as the stand-in keeps it, in Todoist's REST v2 wire format. */
export interface TareaSimulada {
  id: string;
  content: string;
  description: string;
  url: string;
  is_completed: boolean;
  due: { date: string } | null;
  /** The token that created it: each token sees only its own tasks, like one Todoist account each. */
  token: string;
}

/** How the stand-in answers every call: normally, 401 (token revoked), 500 (Todoist down), or never (hung). */
export type ModoTodoist = 'normal' | '401' | '500' | 'colgado';

/**
 * A local stand-in for the part of Todoist's REST API v2 the app uses: projects (the token check),
 * tasks (create, list active by ids, close, delete). It checks the Bearer token against the tokens a
 * test registered, and can be told to answer 401, 500 or hang. Tests start it and point the app's
 * TODOIST_API_BASE at `url`.
 */
export class TodoistSimulado {
  readonly tareas = new Map<string, TareaSimulada>();
  readonly tokens = new Set<string>();
  /** Every call received, as 'METHOD /path' (with the query). */
  readonly llamadas: string[] = [];
  /** Every Authorization header received: tests check no other token ever leaves the app. */
  readonly autorizaciones: string[] = [];
  modo: ModoTodoist = 'normal';
  url = '';
  private siguiente = 1000;
  private readonly colgadas: ServerResponse[] = [];
  private readonly server: Server = createServer((req, res) => void this.atender(req, res));

  async iniciar(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async cerrar(): Promise<void> {
    for (const res of this.colgadas.splice(0)) res.destroy();
    const cerrado = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await cerrado;
  }

  /** The tasks a token created, in creation order. */
  tareasDe(token: string): TareaSimulada[] {
    return [...this.tareas.values()].filter((t) => t.token === token);
  }

  private responder(res: ServerResponse, status: number, cuerpo?: unknown): void {
    res.writeHead(status, cuerpo === undefined ? {} : { 'content-type': 'application/json' });
    res.end(cuerpo === undefined ? undefined : JSON.stringify(cuerpo));
  }

  private async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://todoist');
    this.llamadas.push(`${req.method} ${url.pathname}${url.search}`);
    this.autorizaciones.push(req.headers.authorization ?? '');
    if (this.modo === 'colgado') {
      this.colgadas.push(res);
      return;
    }
    if (this.modo === '500') return this.responder(res, 500, 'Internal Server Error');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (this.modo === '401' || !token || !this.tokens.has(token)) return this.responder(res, 401, 'Unauthorized');
    const ruta = url.pathname.replace(/^\/rest\/v2/, '');
    const propia = (id: string) => {
      const tarea = this.tareas.get(id);
      return tarea && tarea.token === token ? tarea : undefined;
    };
    if (req.method === 'GET' && ruta === '/projects') return this.responder(res, 200, [{ id: '1', name: 'Inbox' }]);
    if (req.method === 'GET' && ruta === '/tasks') {
      const ids = url.searchParams.get('ids')?.split(',');
      const activas = this.tareasDe(token).filter((t) => !t.is_completed && (!ids || ids.includes(t.id)));
      return this.responder(
        res,
        200,
        activas.map(({ token: _t, ...t }) => t),
      );
    }
    if (req.method === 'POST' && ruta === '/tasks') {
      const cuerpo = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { content?: string; description?: string; due_date?: string };
      if (!cuerpo.content) return this.responder(res, 400, 'Task content is required');
      const id = String(this.siguiente++);
      const tarea: TareaSimulada = {
        id,
        content: cuerpo.content,
        description: cuerpo.description ?? '',
        url: `https://app.todoist.com/app/task/${id}`,
        is_completed: false,
        due: cuerpo.due_date ? { date: cuerpo.due_date } : null,
        token,
      };
      this.tareas.set(id, tarea);
      const { token: _t, ...respuesta } = tarea;
      return this.responder(res, 200, respuesta);
    }
    const cerrar = /^\/tasks\/([^/]+)\/close$/.exec(ruta);
    if (req.method === 'POST' && cerrar) {
      const tarea = propia(cerrar[1]);
      if (!tarea) return this.responder(res, 404, 'Task not found');
      tarea.is_completed = true;
      return this.responder(res, 204);
    }
    const una = /^\/tasks\/([^/]+)$/.exec(ruta);
    if (req.method === 'DELETE' && una) {
      if (!propia(una[1])) return this.responder(res, 404, 'Task not found');
      this.tareas.delete(una[1]);
      return this.responder(res, 204);
    }
    this.responder(res, 404, 'Not found');
  }
}
