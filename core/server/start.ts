import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { medirArranque, migrarSiHaceFalta } from './arranque.ts';
import { resumenDemo, sembrarDemo, sinAgentes } from './auth/demo.ts';
import { suscripcionesHooks } from './auth/hooks.ts';
import type { Config } from './config.ts';
import { drenable } from './http/apagado.ts';
import type { Logger } from './log.ts';
import { programarMantenimiento } from './mantenimiento.ts';
import { programarBajas } from './baja/baja.job.ts';
import { COMPILADO } from './paths.ts';
import { openConfiguredDatabase, projectMigrations, projectPlugins } from './runtime.ts';
import { ensureWebBuild } from './web-build.ts';

export interface Running {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** npm start: web build if missing, database, migrations, plugins, HTTP server. */
export async function startServer(config: Config, log: Logger, options: { buildWeb?: boolean } = {}): Promise<Running> {
  const arranque = medirArranque(log);
  const web =
    options.buildWeb === false
      ? undefined
      : await arranque.fase(
          'aplicación web',
          () => ensureWebBuild(log),
          (w) => w.estado,
        );
  const plugins = projectPlugins();
  const db = await arranque.fase('base de datos', () => openConfiguredDatabase(config, log));
  try {
    const run = await arranque.fase(
      'migraciones',
      () => migrarSiHaceFalta(db, projectMigrations(plugins)),
      (r) => `${r.names.length} aplicadas`,
    );
    if (run.names.length) log.info('migrations applied', { batch: run.batch, migrations: run.names });
    const app = await arranque.fase('plugins y SEPOMEX', () => createApp({ config, log, db, plugins, webDist: web?.dir }));
    const demo = await arranque.fase(
      'datos de demostración',
      async () =>
        (await sinAgentes(db.knex)) ? sembrarDemo(db, { hooks: suscripcionesHooks(app.services), seeders: app.demoSeeders, log, hashCost: config.passwordHashCost }) : null,
      (d) => (d ? 'cuenta creada' : 'ya hay agentes'),
    );
    if (demo) {
      log.info('demo account created', { correo: demo.correo });
      const resumen = resumenDemo(demo)
        .map((l) => `  ${l}\n`)
        .join('');
      // oxlint-disable-next-line no-console -- the password is for the person at the terminal, not for the JSON log
      console.log(
        `\n  Cuenta de demostración creada:\n    correo:     ${demo.correo}\n    contraseña: ${demo.password}\n${resumen}  (npm run cli -- seed:demo le asigna una contraseña nueva)\n`,
      );
    }
    const server = await arranque.fase('escucha', () => app.listen(config.port, config.host));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    log.info(`Cartera lista en ${url} (base de datos: ${db.label})`, {
      url,
      database: db.label,
      env: config.appEnv,
      codigo: COMPILADO ? 'compilado' : 'fuentes',
      plugins: plugins.map((p) => p.id),
      ...arranque.listo(),
    });
    const drenaje = drenable(server);
    const nocturno = programarMantenimiento(db, log);
    const bajas = programarBajas(db, config, log);
    let stopping: Promise<void> | undefined;
    return {
      server,
      url,
      // Behind a balancer (docs/adr/041): refuse new connections, let the requests in flight finish
      // within SHUTDOWN_TIMEOUT_S, let a running job end, then close the database.
      stop: () =>
        (stopping ??= (async () => {
          const trabajos = Promise.all([nocturno.detener(), bajas.detener(), app.detenerTrabajos()]);
          const { ms, cortadas } = await drenaje.drenar(config.shutdownTimeoutMs);
          await trabajos;
          await db.close();
          log.info('server stopped', { drainMs: ms, cutRequests: cortadas });
        })()),
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}
