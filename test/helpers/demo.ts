import { sembrarDemo, type CuentaDemo } from '../../core/server/auth/demo.ts';
import { suscripcionesHooks } from '../../core/server/auth/hooks.ts';
import { createLogger } from '../../core/server/log.ts';
import { getTestDatabase } from './db.ts';
import type { Cuenta } from './accounts.ts';
import type { TestServer } from './server.ts';

/** The demo's "today" in tests (a Tuesday): tasks are overdue or due this week relative to it. */
export const HOY_DEMO = '2026-03-10';

/**
 * Runs seed:demo's work with the project's seeders on the shared test database and signs in as the
 * demo account. The first call of a run adds the demo data; later ones only give a new password.
 */
export async function sembrarDemoDePrueba(server: TestServer): Promise<{ demo: CuentaDemo; cuenta: Cuenta }> {
  const db = await getTestDatabase();
  const demo = await sembrarDemo(db, {
    hooks: suscripcionesHooks(server.app.services),
    seeders: server.app.demoSeeders,
    log: createLogger(server.config.logLevel),
    hashCost: server.config.passwordHashCost,
    hoy: HOY_DEMO,
  });
  const login = await server.api('POST', '/usuarios/login', { usuario: demo.correo, password: demo.password });
  if (!login.body.ok) throw new Error(`login demo: ${login.body.message}`);
  return { demo, cuenta: { correo: demo.correo, password: demo.password, login: login.body.body, auth: { authorization: `Bearer ${login.body.body.token}` } } };
}
