import type { RegisterContext, ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { registroDeBuckets } from '../../../core/server/storage/buckets.ts';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { DUENOS_CRM, DuenosDeCrm, type DuenoDeCrm } from './duenos.ts';
import { adjuntosRoutes } from './routes/adjuntos.routes.ts';
import { bitacoraRoutes } from './routes/bitacora.routes.ts';
import { tareasRoutes } from './routes/tareas.routes.ts';
import { ACCESO_CRM } from '../shared/permisos.ts';

/**
 * Activity log (bitácora), attachments and tasks. The log and the attachments belong to other
 * plugins' records, which register themselves as owners (registrarDueno): crm names none of them.
 */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_CRM,
  register(ctx) {
    // The core's storage is not a published service; this instance reads the same configured storage (DATA_DIR/storage or S3).
    ctx.provide(DUENOS_CRM, new DuenosDeCrm(createStorage(ctx.config)));
  },
  bootstrap(ctx) {
    const storage = createStorage(ctx.config);
    const duenos = ctx.services.get(DUENOS_CRM);
    bitacoraRoutes(ctx.router, { storage, duenos });
    adjuntosRoutes(ctx.router, { storage, duenos });
    tareasRoutes(ctx.router, duenos);
  },
};

/**
 * In an owner's register(ctx): its records keep a log and attachments under `clave` (clienteId) and
 * `entidad` (clientes, also the name of one of its storage buckets, ServerPlugin.buckets); `existe`
 * answers whether an id names a record of the transaction's agent. When the owner deletes records,
 * its delete code calls `duenos.eliminar(ctx.state, entidad, ids)` in the request's transaction,
 * with `duenos = ctx.services.get(DUENOS_CRM)` taken at bootstrap.
 */
export function registrarDueno(ctx: RegisterContext, dueno: DuenoDeCrm): void {
  // The web uploads an owner's attachments into the bucket named like its entidad.
  if (!registroDeBuckets.regla(dueno.entidad)) {
    throw new Error(`El dueño ${dueno.entidad} de "${ctx.plugin}" necesita un bucket de almacenamiento con ese nombre (ServerPlugin.buckets)`);
  }
  ctx.services.get(DUENOS_CRM).registrar(ctx.plugin, dueno);
}
export { DUENOS_CRM, type DuenoDeCrm, type DuenosDeCrm } from './duenos.ts';

/** For the owners' records' own history (a policy's changes): call with the request's transaction. */
export { crearRegistro, type Escritor, type NuevoRegistro } from './services/bitacora.service.ts';
export { crearRegistros } from './services/bitacora-lote.service.ts';

/** For owners whose events call for a follow-up (a quotation a client accepted): a task in the agent's task panel. */
export { crearTarea } from './services/tareas.service.ts';

/** For the owners' demo seeders (docs/adr/015-datos-demo.md): crm seeds nothing by itself. */
export { anotarDemo, hayBitacoraDe, sembrarTareasDemo, type MencionDemo, type RegistroDemo } from './demo/demo-para-duenos.ts';

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { Adjunto, adjuntoT } from './models/adjunto.model.ts';
export { BitacoraTexto, bitacoraTextoT } from './models/bitacora-texto.model.ts';
export { Bitacora, bitacoraT } from './models/bitacora.model.ts';
export { Tarea, tareaT } from './models/tarea.model.ts';
