import type { Config } from '../../../../core/server/config.ts';
import type { Database } from '../../../../core/server/db/database.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { createStorage } from '../../../../core/server/storage/storage.service.ts';
import { crearLectorDeCaratulas } from '../../../importacion/server/index.ts';
import { crearCifrado } from '../../../polizas/server/index.ts';
import { conectoresDePortal } from '../portales/registro.ts';
import type { DependenciasSincronizacion } from './sincronizacion.service.ts';

/** What a run needs, for the server's schedule and `cartera sync` alike; portal addresses come from the environment (PORTAL_GNP_URL…). */
export function dependenciasDeSincronizacion(config: Config, db: Database, log: Logger, env: Record<string, string | undefined> = process.env): DependenciasSincronizacion {
  return {
    knex: db.knex,
    storage: createStorage(config),
    lector: crearLectorDeCaratulas(),
    cifrado: crearCifrado(config.jwtSecret),
    conectores: conectoresDePortal(env),
    log,
  };
}
