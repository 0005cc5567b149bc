import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { clientesDemoSeeder } from './demo/clientes-seeder.ts';
import { clientesRoutes } from './routes/clientes.routes.ts';
import { ACCESO_CLIENTES } from '../shared/permisos.ts';
import { EXTENSIONES } from '../../../core/shared/storage.ts';
import { registrarDueno } from '../../crm/server/index.ts';
import { Cliente, clienteT } from './models/cliente.model.ts';

/** Clients: personas físicas and morales with address, mobile and e-mail (spec 02 §2.9). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_CLIENTES,
  buckets: { clientes: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES } },
  register(ctx) {
    // A client's log and attachments (crm): deleted clients keep theirs (docs/adr/012-clientes-borrado.md).
    registrarDueno(ctx, {
      clave: 'clienteId',
      entidad: 'clientes',
      existe: async (trx, id) => Boolean(await Cliente.query(trx).where(clienteT.col.id, id).select(clienteT.col.id).first()),
    });
    ctx.addDemoSeeder(clientesDemoSeeder);
  },
  bootstrap(ctx) {
    clientesRoutes(ctx.router);
  },
};

/** For the plugins that link to clients (polizas, prospeccion…): call with the request's transaction. */
export { clienteVisible } from './services/clientes.service.ts';

/** For imports (importacion): the contractor of a loaded policy, found by RFC or created with esRobot. */
export { clienteDeProceso, clienteExistenteDeProceso, type ClienteDeProceso, type ContratanteDeProceso } from './services/cliente-robot.service.ts';
export { clientesDeProcesoEnLote, clientesVisibles } from './services/clientes-lote.service.ts';

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { ClienteCelular, clienteCelularT } from './models/cliente-celular.model.ts';
export { ClienteCorreo, clienteCorreoT } from './models/cliente-correo.model.ts';
export { ClienteDireccion, clienteDireccionT } from './models/cliente-direccion.model.ts';
export { ClientePublicado, clientePublicadoT } from './models/cliente-publicado.model.ts';
export { Cliente, clienteT } from './models/cliente.model.ts';
