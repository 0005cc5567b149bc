import type { Knex } from 'knex';
import { TIME_ZONE, hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { monedaCatalogoT } from '../../../catalogos/server/index.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { CardEmbudo, StatusCard } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { nombreProspecto, type Fiscal } from '../../shared/prospectos.ts';
import { oportunidadT } from '../models/oportunidad.model.ts';
import { prospectoT } from '../models/prospecto.model.ts';

/** Cards as the board and the card dialog read them (spec 03 §3, §7), under row-level security. */

const o = oportunidadT.de('o');
const p = prospectoT.de('p');
const m = monedaCatalogoT.de('m');

interface FilaCard {
  id: number;
  nombre: string;
  descripcion: string;
  ramoId: RamoId;
  primaTotal: number;
  abreviacion: string;
  status: StatusCard;
  columnId: number;
  orden: number;
  createdAt: Date;
  fechaCierre: Date | null;
  prospectoId: number;
  prospectoNombres: string;
  prospectoApPat: string | null;
  prospectoApMat: string | null;
  prospectoFiscal: Fiscal;
  prospectoClienteId: number | null;
}

/** The cards with their prospect and currency; the caller adds its filters. */
export function consultaDeCards(trx: Knex.Transaction) {
  return trx(oportunidadT.as('o'))
    .join(prospectoT.as('p'), p.id, o.prospectoId)
    .join(monedaCatalogoT.as('m'), m.id, o.monedaId)
    .select(
      ...oportunidadT.sel('o', 'id', 'nombre', 'descripcion', 'ramoId', 'primaTotal', 'status', 'orden', 'createdAt', 'fechaCierre', 'prospectoId'),
      `${o.columnaId} as columnId`,
      `${m.abreviacion} as abreviacion`,
      `${p.nombres} as prospectoNombres`,
      `${p.apPat} as prospectoApPat`,
      `${p.apMat} as prospectoApMat`,
      `${p.fiscal} as prospectoFiscal`,
      `${p.clienteId} as prospectoClienteId`,
    )
    .orderBy([{ column: o.orden }, { column: o.id }]);
}

/** Whole days from one Mexico City date to another ('yyyy-MM-dd'). */
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(hasta) - Date.parse(desde)) / 86_400_000);

export function aCard(f: FilaCard, ahora = new Date()): CardEmbudo {
  const prospecto = { nombres: f.prospectoNombres, apPat: f.prospectoApPat, apMat: f.prospectoApMat, fiscal: f.prospectoFiscal };
  return {
    id: f.id,
    nombre: f.nombre,
    descripcion: f.descripcion,
    prospecto: { id: f.prospectoId, nombres: f.prospectoNombres, fiscal: f.prospectoFiscal, nombre: nombreProspecto(prospecto), clienteId: f.prospectoClienteId },
    ramo: { id: f.ramoId },
    primaTotal: Number(f.primaTotal),
    moneda: { abreviacion: f.abreviacion },
    status: f.status,
    columnId: f.columnId,
    orden: f.orden,
    fecRegistro: f.createdAt.toISOString(),
    dias: Math.max(0, diasEntre(hoyEnMexico(f.createdAt), hoyEnMexico(f.fechaCierre ?? ahora))),
    fechaCierre: f.fechaCierre ? f.fechaCierre.toISOString() : null,
  };
}

/** The board's filter (spec 03 §7): these statuses, created between these Mexico City dates. */
export interface FiltroCards {
  status: readonly StatusCard[] | null;
  desde: string | null;
  hasta: string | null;
}

/** The cards of these columns that pass the filter, in order. */
export async function cardsDeColumnas(trx: Knex.Transaction, columnas: readonly number[], filtro: FiltroCards): Promise<CardEmbudo[]> {
  const q = consultaDeCards(trx).whereIn(o.columnaId, columnas);
  if (filtro.status) q.whereIn(o.status, filtro.status);
  const dia = trx.raw(`(?? at time zone ?)::date`, [o.createdAt, TIME_ZONE]);
  if (filtro.desde) q.where(dia, '>=', trx.raw('?::date', [filtro.desde]));
  if (filtro.hasta) q.where(dia, '<=', trx.raw('?::date', [filtro.hasta]));
  const ahora = new Date();
  return ((await q) as FilaCard[]).map((f) => aCard(f, ahora));
}

/** GET /prospectos/kanbans/cards/{id}. */
export async function cardPorId(trx: Knex.Transaction, id: number): Promise<CardEmbudo> {
  const fila = (await consultaDeCards(trx).where(o.id, id).first()) as FilaCard | undefined;
  if (!fila) throw notFound(M.cardNoExiste);
  return aCard(fila);
}
