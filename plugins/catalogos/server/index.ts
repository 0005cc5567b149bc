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
import { ACCESO_CATALOGOS } from '../shared/permisos.ts';
import { IMAGENES } from '../../../core/shared/storage.ts';

/** Insurers, currencies, lines, reasons, SEPOMEX, sellers, company, due dates and announcements. */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_CATALOGOS,
  // The company logo: the public quotation viewer shows it, so anyone with its URL may read it.
  buckets: { empresa: { subir: ['EMPRESA_W'], leer: 'publico', extensiones: IMAGENES } },
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

/** For demo seeders that need addresses: on the CLI path no bootstrap has loaded the catalogue yet. */
export { cargarSepomexSiVacio };

/** For policies: the currencies the agent configured (the peso always among them). */
export { monedasDelAgente } from './services/monedas.service.ts';

/** For receipts: the agent's due-date offsets (first and subsequent receipts) of a line. */
export { vencimientosDeRamo } from './services/parametros.service.ts';

/** For agent keys and policies: an insurer the agent may use (predefined or its own), or undefined. */
export { aseguradoraVisible } from './services/aseguradoras.service.ts';

/** For quotations and their public viewer: the agent's company profile (id null while none was saved). */
export { empresaDelAgente } from './services/empresas.service.ts';

/** For the PDF reader (importacion): the insurers' pdf flag follows the formats it has. */
export { marcarLecturaPdf, marcarSincronizacion } from './services/lectura-pdf.service.ts';

/** The tables this plugin owns: other plugins relate to these models and take names from these tables. */
export { Aseguradora, aseguradoraT } from './models/aseguradora.model.ts';
export { AseguradoraPredefinida, aseguradoraPredefinidaT } from './models/aseguradora-predefinida.model.ts';
export { AseguradoraPropia, aseguradoraPropiaT } from './models/aseguradora-propia.model.ts';
export { Banner, bannerT } from './models/banner.model.ts';
export { Cobertura, coberturaT } from './models/cobertura.model.ts';
export { ComunicadoAgente, comunicadoAgenteT } from './models/comunicado-agente.model.ts';
export { Comunicado, comunicadoT } from './models/comunicado.model.ts';
export { ComunicadoProducto, comunicadoProductoT } from './models/comunicado-producto.model.ts';
export { Empresa, empresaT } from './models/empresa.model.ts';
export { MonedaCatalogo, monedaCatalogoT } from './models/moneda-catalogo.model.ts';
export { Moneda, monedaT } from './models/moneda.model.ts';
export { ParametroVencimiento, parametroVencimientoT } from './models/parametro-vencimiento.model.ts';
export { Ramo, ramoT } from './models/ramo.model.ts';
export { Razon, razonT } from './models/razon.model.ts';
export { Sepomex, sepomexT } from './models/sepomex.model.ts';
export { Vendedor, vendedorT } from './models/vendedor.model.ts';

/** Rich text as Cartera stores and sends it (sanitize-html with the policy of shared/sanitizar-html.ts). */
export { sanitizarHtml } from './services/sanitizar-html.service.ts';
