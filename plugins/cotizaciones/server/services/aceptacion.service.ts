import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import { Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import { crearTarea } from '../../../crm/server/index.ts';
import { DUENO_COTIZACION } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import type { AceptacionDatos } from '../../shared/visor.ts';
import { CotizacionItem, cotizacionItemT } from '../models/cotizacion-item.model.ts';
import { Cotizacion } from '../models/cotizacion.model.ts';
import { aseguradorasPorId } from './cotizacion-consulta.service.ts';
import { correoDeAceptacion } from './correos.service.ts';
import { anotar } from './cotizaciones.service.ts';
import { cotizacionDeUuid, motivoParaNoAceptar } from './visor.service.ts';

/**
 * POST /cotizaciones/uuid/{uuid}/aceptar (public; beyond the spec, docs/adr/033-cotizaciones.md):
 * the client accepts one proposal with one of its payment plans. In the agent's transaction, with
 * the quotation's row locked so two acceptances at once cannot both pass: the quotation moves to
 * revision and keeps what was accepted, its log says so (signed by the account owner, the client
 * has no user), the agent gets a task, and the account owner an e-mail (delivered after commit).
 */
export async function aceptarCotizacion(trx: Knex.Transaction, deps: { mailer: Mailer; publicUrl: string }, uuid: string, datos: AceptacionDatos): Promise<() => Promise<void>> {
  const c = await cotizacionDeUuid(trx, uuid, true);
  const motivo = motivoParaNoAceptar(c);
  if (motivo) throw badRequest(motivo);
  const ic = cotizacionItemT.col;
  const item = await CotizacionItem.query(trx).where(ic.cotizacionId, c.id).where(ic.id, datos.itemId).first();
  if (!item) throw badRequest(M.aceptacionItemAjeno, { errors: { itemId: M.aceptacionItemAjeno } });
  if (!item.planesPago.some((p) => p.formaPago === datos.formaPago)) {
    throw badRequest(M.aceptacionPlanAjeno(datos.formaPago), { errors: { formaPago: M.aceptacionPlanAjeno(datos.formaPago) } });
  }
  await Cotizacion.query(trx).findById(c.id).patch({
    status: 'revision',
    aceptadaItemId: item.id,
    aceptadaFormaPago: datos.formaPago,
    aceptadaNombre: datos.nombre,
    aceptadaEn: new Date(),
    updatedAt: trx.fn.now(),
  });

  const u = usuarioT.col;
  const dueno = await Usuario.query(trx).where(u.agenteId, c.agenteId).where(u.principal, true).whereNull(u.eliminadoAt).orderBy(u.id).first();
  if (!dueno) throw new Error(`La cuenta ${c.agenteId} no tiene usuario principal`);
  const escritor = { agenteId: c.agenteId, usuarioId: dueno.id };
  const aseguradora = (await aseguradorasPorId(trx, [item.aseguradoraId])).get(item.aseguradoraId);
  const propuesta = [aseguradora?.aseguradora, item.plan].filter(Boolean).join(' ');
  await anotar(trx, escritor, c.id, M.bitacoraAceptacion(datos.nombre, propuesta, datos.formaPago));
  if (c.status !== 'revision') await anotar(trx, escritor, c.id, M.cambioDeStatus(c.status, 'revision'));
  await crearTarea(
    trx,
    c.agenteId,
    {
      nombre: M.tareaAceptacion(c.noCotizacion),
      descripcion: M.bitacoraAceptacion(datos.nombre, propuesta, datos.formaPago),
      vencimiento: null,
      prioridad: 'alta',
      tipo: 'cotizacion',
      status: 'abierta',
      vendedor: null,
    },
    { entidad: DUENO_COTIZACION.entidad, id: c.id },
  );
  return deps.mailer.enqueue(
    trx,
    correoDeAceptacion({
      para: dueno.correo,
      agenteId: c.agenteId,
      noCotizacion: c.noCotizacion,
      nombre: datos.nombre,
      propuesta,
      formaPago: datos.formaPago,
      liga: `${deps.publicUrl}/cotizacion/${c.id}`,
    }),
  );
}
