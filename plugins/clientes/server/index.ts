import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { clientesDemoSeeder } from './demo/clientes-seeder.ts';
import { clientesRoutes } from './routes/clientes.routes.ts';

/** Clients: personas físicas and morales with address, mobile and e-mail (spec 02 §2.9). */
export const serverPlugin: ServerPlugin = {
  register(ctx) {
    ctx.addDemoSeeder(clientesDemoSeeder);
  },
  bootstrap(ctx) {
    clientesRoutes(ctx.router);
  },
};

/** For the plugins that link to clients (polizas, prospeccion…): call with the request's transaction. */
export { clientePorId, clienteVisible } from './services/clientes.service.ts';
