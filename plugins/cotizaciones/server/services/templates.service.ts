import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { applyListQuery, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { aseguradoraT, aseguradoraVisible } from '../../../catalogos/server/index.ts';
import type { Template, TemplateDatos, TemplateFila } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from '../../shared/mensajes.ts';
import { CotizacionTemplate, cotizacionTemplateT } from '../models/cotizacion-template.model.ts';
import { aseguradoraDesconocida, aseguradorasPorId, planComoRespuesta } from './cotizacion-consulta.service.ts';
import { revisarMonedas } from './monedas.service.ts';

/** Quotation templates of the transaction's agent (spec 03 §7 Quotations and templates). */

const t = cotizacionTemplateT.de('t');
const a = aseguradoraT.de('a');

/** GET /cotizaciones/templates?page=&nombre[cn]= and ?ramo= (the form's choices). */
export const templatesListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    nombre: { type: 'text', column: t.nombre, sortable: true, ops: ['cn', 'eq'] },
    ramo: { type: 'integer', column: t.ramoId, ops: ['eq', 'in'] },
    aseguradora: { type: 'text', column: a.aseguradora, sortable: true, ops: ['cn'] },
    id: { type: 'integer', column: t.id, sortable: true },
  },
  defaultOrder: 'nombre asc',
  defaultSize: 10,
  tiebreaker: t.id,
});

interface Fila extends Omit<TemplateFila, 'aseguradora'> {
  aseguradoraId: number;
  aseguradoraNombre: string | null;
  abreviacion: string | null;
}

export async function paginaDeTemplates(trx: Knex.Transaction, query: RawListQuery): Promise<ListPage<TemplateFila>> {
  const q = trx(cotizacionTemplateT.as('t'))
    .leftJoin(aseguradoraT.as('a'), a.id, t.aseguradoraId)
    .where(delAgente(trx, t.agenteId))
    .select(
      ...cotizacionTemplateT.sel('t', 'id', 'nombre', 'plan', 'moneda', 'aseguradoraId'),
      `${t.ramoId} as ramo`,
      `${a.aseguradora} as aseguradoraNombre`,
      `${a.abreviacion} as abreviacion`,
    );
  const pagina = await applyListQuery<Fila>(q, templatesListSpec, query);
  return {
    ...pagina,
    items: pagina.items.map(({ aseguradoraId, aseguradoraNombre, abreviacion, ...resto }) => ({
      ...resto,
      aseguradora:
        aseguradoraNombre === null ? aseguradoraDesconocida(aseguradoraId) : { id: aseguradoraId, aseguradora: aseguradoraNombre, abreviacion: abreviacion ?? '', logoM: null },
    })),
  };
}

async function templateDelAgente(trx: Knex.Transaction, id: number): Promise<CotizacionTemplate> {
  const fila = await CotizacionTemplate.query(trx).findById(id);
  if (!fila) throw notFound(M.templateNoExiste);
  return fila;
}

/** GET /cotizaciones/templates/{id}. */
export async function templatePorId(trx: Knex.Transaction, id: number): Promise<Template> {
  const f = await templateDelAgente(trx, id);
  const aseguradoras = await aseguradorasPorId(trx, [f.aseguradoraId]);
  return {
    id: f.id,
    nombre: f.nombre,
    ramo: f.ramoId,
    ...planComoRespuesta(f, aseguradoras),
  };
}

const columnas = (d: TemplateDatos) => ({
  nombre: d.nombre,
  ramoId: d.ramo,
  aseguradoraId: d.aseguradoraId,
  plan: d.plan,
  moneda: d.moneda,
  sumaAsegurada: d.sumaAsegurada,
  deducible: d.deducible,
  coaseguro: d.coaseguro,
  topeCoaseguro: d.topeCoaseguro,
  copago: d.copago,
  caracteristicas: d.caracteristicas,
  coberturas: d.coberturas,
});

/** The insurer is one the agent may use, the currency one the agent configured. */
async function revisarReferencias(trx: Knex.Transaction, agenteId: number, datos: TemplateDatos): Promise<void> {
  if (!(await aseguradoraVisible(trx, datos.aseguradoraId))) throw badRequest(M.aseguradoraNoExiste, { errors: { aseguradoraId: M.aseguradoraNoExiste } });
  await revisarMonedas(trx, agenteId, [{ campo: 'moneda', moneda: datos.moneda }]);
}

export async function crearTemplate(trx: Knex.Transaction, agenteId: number, datos: TemplateDatos): Promise<number> {
  await revisarReferencias(trx, agenteId, datos);
  const { id } = await CotizacionTemplate.query(trx).insert({ ...columnas(datos), agenteId });
  return id;
}

/** A template's ramo may change (spec 03 §4: its coverages are then chosen again): proposals copied from it keep theirs. */
export async function actualizarTemplate(trx: Knex.Transaction, agenteId: number, id: number, datos: TemplateDatos): Promise<void> {
  await templateDelAgente(trx, id);
  await revisarReferencias(trx, agenteId, datos);
  await CotizacionTemplate.query(trx)
    .findById(id)
    .patch({ ...columnas(datos), updatedAt: trx.fn.now() });
}

/** Proposals made from it keep their copy; their link to it is cleared by the database (on delete set null). */
export async function eliminarTemplate(trx: Knex.Transaction, id: number): Promise<void> {
  await templateDelAgente(trx, id);
  await CotizacionTemplate.query(trx).where(cotizacionTemplateT.col.id, id).delete();
}
