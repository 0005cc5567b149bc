import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { resumenDemo, sembrarDemo, sinAgentes } from './auth/demo.ts';
import { suscripcionesHooks } from './auth/hooks.ts';
import type { Config } from './config.ts';
import { migrateLatest } from './db/migrations.ts';
import type { Logger } from './log.ts';
import { programarMantenimiento } from './mantenimiento.ts';
import { programarBajas } from './baja/baja.job.ts';
import { openConfiguredDatabase, projectMigrations, projectPlugins } from './runtime.ts';
import { ensureWebBuild } from './web-build.ts';

export interface Running {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** npm start: web build if missing, database, migrations, plugins, HTTP server. */
export async function startServer(config: Config, log: Logger, options: { buildWeb?: boolean } = {}): Promise<Running> {
  const started = Date.now();
  const webDist = options.buildWeb === false ? undefined : await ensureWebBuild(log);
  const ready = Date.now();
  const plugins = projectPlugins();
  const db = await openConfiguredDatabase(config, log);
  try {
    const run = await migrateLatest(db, projectMigrations(plugins));
    if (run.names.length) log.info('migrations applied', { batch: run.batch, migrations: run.names });
    const app = await createApp({ config, log, db, plugins, webDist });
    if (await sinAgentes(db.knex)) {
      const demo = await sembrarDemo(db, { hooks: suscripcionesHooks(app.services), seeders: app.demoSeeders, log, hashCost: config.passwordHashCost });
      log.info('demo account created', { correo: demo.correo });
      const resumen = resumenDemo(demo)
        .map((l) => `  ${l}\n`)
        .join('');
      // oxlint-disable-next-line no-console -- the password is for the person at the terminal, not for the JSON log
      console.log(
        `\n  Cuenta de demostración creada:\n    correo:     ${demo.correo}\n    contraseña: ${demo.password}\n${resumen}  (npm run cli -- seed:demo le asigna una contraseña nueva)\n`,
      );
    }
    const server = await app.listen(config.port, config.host);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    log.info(`Cartera lista en ${url} (base de datos: ${db.label})`, {
      url,
      database: db.label,
      env: config.appEnv,
      plugins: plugins.map((p) => p.id),
      startupMs: Date.now() - ready,
      totalMs: Date.now() - started,
    });
    const nocturno = programarMantenimiento(db, log);
    const bajas = programarBajas(db, config.dataDir, log);
    let stopping: Promise<void> | undefined;
    return {
      server,
      url,
      stop: () =>
        (stopping ??= (async () => {
          nocturno.detener();
          bajas.detener();
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeAllConnections();
          await closed;
          await db.close();
        })()),
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}
