import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { enteroDeConsulta, textoDeConsulta } from '../../../../core/server/http/route-params.ts';
import { buscarVehiculos } from '../services/vehiculos.service.ts';

/**
 * GET /api/autos/buscador/modelos?description=&model=&company=&pickup= (spec 02 §7): the vehicle
 * step's suggestions. company (29 in the original) is accepted and ignored: the catalogue is one
 * for every insurer. pickup=1 limits to pickups; 0 or absent searches every class.
 */
export function autosRoutes(router: ApiRouter): void {
  // The wizard captures and renews policies, hence whoever may save one (POST /polizas).
  router.get('/autos/buscador/modelos', { permiso: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'] }, async (ctx) => {
    const descripcion = textoDeConsulta(ctx.query, 'description') ?? '';
    const modelo = enteroDeConsulta(ctx.query, 'model');
    enteroDeConsulta(ctx.query, 'company'); // checked like any number, then ignored (see above)
    const pickup = enteroDeConsulta(ctx.query, 'pickup') ?? 0;
    if (pickup !== 0 && pickup !== 1) throw badRequest('El parámetro pickup debe ser 0 o 1');
    ctx.body = ok(await buscarVehiculos(ctx.state.trx, { descripcion, modelo, soloPickups: pickup === 1 }));
  });
}
