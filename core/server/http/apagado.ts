import type { Server, ServerResponse } from 'node:http';

export interface Drenado {
  /** Milliseconds from the stop to the last request in flight answered (or to the time limit). */
  ms: number;
  /** Requests still unanswered at the time limit, whose connections were cut. */
  cortadas: number;
}

/**
 * A server that can stop the way a balancer expects on SIGTERM (docs/adr/041-varias-instancias.md):
 * the listening socket closes at once (new connections are refused, so the balancer moves on to
 * another instance), the requests in flight finish within `limiteMs`, and every keep-alive
 * connection is closed as soon as it is idle instead of waiting for a next request.
 */
export function drenable(server: Server): { drenar(limiteMs: number): Promise<Drenado> } {
  const enCurso = new Set<ServerResponse>();
  let drenando = false;
  let alTerminar: (() => void) | undefined;
  server.on('request', (_req, res: ServerResponse) => {
    enCurso.add(res);
    // Answered while stopping: the client must not reuse a connection that is about to close.
    if (drenando) res.setHeader('Connection', 'close');
    res.once('close', () => {
      enCurso.delete(res);
      if (!drenando) return;
      server.closeIdleConnections();
      if (enCurso.size === 0) alTerminar?.();
    });
  });
  return {
    async drenar(limiteMs) {
      const inicio = Date.now();
      drenando = true;
      for (const res of enCurso) if (!res.headersSent) res.setHeader('Connection', 'close');
      const cerrado = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cortadas = 0;
      if (enCurso.size > 0) {
        let limite: NodeJS.Timeout | undefined;
        const vencido = await Promise.race([
          new Promise<false>((resolve) => (alTerminar = () => resolve(false))),
          new Promise<true>((resolve) => (limite = setTimeout(() => resolve(true), limiteMs))),
        ]);
        clearTimeout(limite);
        if (vencido) cortadas = enCurso.size;
      }
      server.closeAllConnections();
      await cerrado;
      return { ms: Date.now() - inicio, cortadas };
    },
  };
}
