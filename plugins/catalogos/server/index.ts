import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { aseguradorasRoutes } from './routes/aseguradoras.routes.ts';
import { bannersRoutes } from './routes/banners.routes.ts';
import { catalogosRoutes } from './routes/catalogos.routes.ts';
import { coberturasRoutes } from './routes/coberturas.routes.ts';
import { monedasRoutes } from './routes/monedas.routes.ts';
import { parametrosRoutes } from './routes/parametros.routes.ts';
import { ramosRoutes } from './routes/ramos.routes.ts';
import { razonesRoutes } from './routes/razones.routes.ts';
import { comunicadosRoutes } from './routes/comunicados.routes.ts';
import { empresasRoutes } from './routes/empresas.routes.ts';
import { vendedoresRoutes } from './routes/vendedores.routes.ts';
import { sepomexRoutes } from './routes/sepomex.routes.ts';
import { cargarSepomexSiVacio } from './sepomex/sepomex-loader.ts';
import { sepomexCommand } from './sepomex/sepomex.command.ts';

/** Insurers, currencies, lines, reasons, SEPOMEX, sellers, company, due dates and announcements. */
export const serverPlugin: ServerPlugin = {
  register(ctx) {
    ctx.addCliCommand(sepomexCommand);
  },
  async bootstrap(ctx) {
    comunicadosRoutes(ctx.router);
    vendedoresRoutes(ctx.router);
    empresasRoutes(ctx.router);
    aseguradorasRoutes(ctx.router);
    monedasRoutes(ctx.router);
    ramosRoutes(ctx.router);
    razonesRoutes(ctx.router);
    catalogosRoutes(ctx.router);
    coberturasRoutes(ctx.router);
    bannersRoutes(ctx.router);
    parametrosRoutes(ctx.router);
    await cargarSepomexSiVacio(ctx.db, ctx.log);
    sepomexRoutes(ctx.router);
  },
};
