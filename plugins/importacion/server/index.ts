import type { ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { marcarLecturaPdf } from '../../catalogos/server/index.ts';
import { DUENOS_CRM } from '../../crm/server/index.ts';
import { crearCifrado } from '../../polizas/server/index.ts';
import { BUCKET_CARATULAS } from '../shared/caratula-api.ts';
import { ACCESO_IMPORTACION } from '../shared/permisos.ts';
import { importarCommand } from './cli/importar.command.ts';
import { ABREVIACIONES_CON_FORMATO } from './formatos/registro.ts';
import { crearLectorDeCaratulas } from './pdf/lector-caratulas.ts';
import { caratulaRoutes } from './routes/caratula.routes.ts';
import { BUCKETS_EXCEL, excelRoutes } from './routes/excel.routes.ts';

/** Loading a portfolio from policy PDFs, Excel and the CLI (spec 02 §1, §2.13, §4, §7; issue 13). */
export const serverPlugin: ServerPlugin = {
  acceso: ACCESO_IMPORTACION,
  register: (ctx) => ctx.addCliCommand(importarCommand),
  // Cover pages uploaded for reading (spec 02 §7: path polizas/{filename}): PDF only.
  buckets: { [BUCKET_CARATULAS]: { subir: ['POLIZAS_IMPORT', 'POLIZAS_W'], leer: ['POLIZAS_IMPORT', 'POLIZAS_R'], extensiones: ['pdf'] }, ...BUCKETS_EXCEL },
  async bootstrap(ctx) {
    // The insurers' pdf flag follows the formats of the registry (catalogos owns the catalogue).
    await marcarLecturaPdf(ctx.db, ABREVIACIONES_CON_FORMATO);
    caratulaRoutes(ctx.routerSinTransacciones, {
      knex: ctx.db.knex,
      storage: createStorage(ctx.config),
      lector: crearLectorDeCaratulas(),
      cifrado: crearCifrado(ctx.config.jwtSecret),
      duenos: ctx.services.get(DUENOS_CRM),
    });
    excelRoutes(ctx.routerSinTransacciones, createStorage(ctx.config), ctx.db);
  },
};

/** For the CLI and other importers: one policy and its client through the wizard's save path. */
export { altaDePoliza, type AltaDePoliza, type OpcionesDeAlta, type ResultadoDeAlta } from './services/alta.service.ts';

/** For the insurer-portal sync (integraciones): a downloaded cover page read and resolved as the PDF import does. */
export { crearLectorDeCaratulas, type LectorDeCaratulas } from './pdf/lector-caratulas.ts';
export { CaratulaRechazada, resolverBorrador } from './services/caratula-borrador.service.ts';
