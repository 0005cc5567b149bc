import { CountCache } from '../../../core/server/list-query/index.ts';
import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { polizasDemoSeeder } from './demo/polizas-seeder.ts';
import { generarCommand } from './generador/generar.command.ts';
import { autosRoutes } from './routes/autos.routes.ts';
import { calculoRoutes } from './routes/calculo.routes.ts';
import { clientePolizasRoutes } from './routes/cliente-polizas.routes.ts';
import { clavesRoutes } from './routes/claves.routes.ts';
import { polizasRoutes } from './routes/polizas.routes.ts';
import { recibosRoutes } from './routes/recibos.routes.ts';
import { ACCESO_POLIZAS } from '../shared/permisos.ts';
import { EXTENSIONES } from '../../../core/shared/storage.ts';
import { DUENOS_CRM, registrarDueno } from '../../crm/server/index.ts';
import { Poliza, polizaT } from './models/poliza.model.ts';
import { Recibo, reciboT } from './models/recibo.model.ts';

/** Policies, receipts, agent keys and the vehicle catalogue (spec 02 §2.1–2.5, §2.10). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_POLIZAS,
  buckets: {
    polizas: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES },
    recibos: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES },
  },
  register(ctx) {
    // The log and attachments (crm) of policies and receipts; a deleted policy (status eliminada) keeps its.
    registrarDueno(ctx, {
      clave: 'polizaId',
      entidad: 'polizas',
      existe: async (trx, id) => Boolean(await Poliza.query(trx).where(polizaT.col.id, id).select(polizaT.col.id).first()),
    });
    registrarDueno(ctx, {
      clave: 'reciboId',
      entidad: 'recibos',
      existe: async (trx, id) => Boolean(await Recibo.query(trx).where(reciboT.col.id, id).select(reciboT.col.id).first()),
    });
    ctx.addDemoSeeder(polizasDemoSeeder);
    ctx.addCliCommand(generarCommand);
  },
  bootstrap(ctx) {
    autosRoutes(ctx.router);
    calculoRoutes(ctx.router);
    clavesRoutes(ctx.router, { secreto: ctx.config.jwtSecret });
    // One per app: list totals remembered per agent and data version (docs/adr/019-listas-a-escala.md).
    const conteos = new CountCache();
    polizasRoutes(ctx.router, conteos, ctx.services.get(DUENOS_CRM));
    recibosRoutes(ctx.router, conteos);
    // A client's policies and receipts for the client 360 (issue 18).
    clientePolizasRoutes(ctx.router);
  },
};

/** For imports (importacion): the wizard's save path, the duplicate check and new agent keys. */
export { actualizarPoliza, crearPoliza, type OrigenDeGuardado } from './services/polizas.service.ts';
export { polizaConNumero } from './services/poliza-duplicada.ts';
export { bloquearNumerosDelAgente, polizasConNumeros } from './services/poliza-duplicada-lote.service.ts';
export { crearPolizasEnLote } from './services/polizas-lote.service.ts';
export { crearClave } from './services/claves.service.ts';
export { pagarRecibo } from './services/estatus.service.ts';
export { crearCifrado, type Cifrado } from './cifrado.ts';

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { AgenteClave, agenteClaveT } from './models/agente-clave.model.ts';
export { PolizaAsegurado, polizaAseguradoT } from './models/poliza-asegurado.model.ts';
export { PolizaVehiculo, polizaVehiculoT } from './models/poliza-vehiculo.model.ts';
export { Poliza, polizaT } from './models/poliza.model.ts';
export { Recibo, reciboT } from './models/recibo.model.ts';
export { VehiculoCatalogo, vehiculoCatalogoT } from './models/vehiculo-catalogo.model.ts';
