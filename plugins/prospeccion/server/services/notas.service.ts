import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { usuarioT } from '../../../../core/server/models/index.ts';
import type { NotaCard, NotaDatos } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { Oportunidad, oportunidadT } from '../models/oportunidad.model.ts';
import { OportunidadNota, oportunidadNotaT } from '../models/oportunidad-nota.model.ts';
import type { Autor } from './cards.service.ts';

/** A card's notes (spec 03 §2, §7): read-only until edited; a new one is saved at once. */

const n = oportunidadNotaT.de('n');
const u = usuarioT.de('u');

async function revisarCard(trx: Knex.Transaction, cardId: number): Promise<void> {
  if (!(await Oportunidad.query(trx).findById(cardId).select(oportunidadT.col.id))) throw notFound(M.cardNoExiste);
}

interface FilaNota {
  id: number;
  texto: string;
  cardId: number;
  createdAt: Date;
  autorId: number;
  autorNombres: string;
  autorApPat: string;
}

/** GET /prospectos/kanbans/cards/{cardId}/notes: newest first, each with its author. */
export async function notasDe(trx: Knex.Transaction, cardId: number): Promise<NotaCard[]> {
  await revisarCard(trx, cardId);
  const filas: FilaNota[] = await trx(oportunidadNotaT.as('n'))
    .join(usuarioT.as('u'), u.id, n.usuarioId)
    .where(n.oportunidadId, cardId)
    .orderBy([
      { column: n.createdAt, order: 'desc' },
      { column: n.id, order: 'desc' },
    ])
    .select(
      ...oportunidadNotaT.sel('n', 'id', 'texto', 'createdAt'),
      `${n.oportunidadId} as cardId`,
      `${u.id} as autorId`,
      `${u.nombres} as autorNombres`,
      `${u.apPat} as autorApPat`,
    );
  return filas.map((f) => ({
    id: f.id,
    texto: f.texto,
    cardId: f.cardId,
    fecCreacion: f.createdAt.toISOString(),
    autor: { id: f.autorId, nombres: f.autorNombres, apPat: f.autorApPat },
  }));
}

/** POST /prospectos/kanbans/cards/notes: answers the new note's id. */
export async function crearNota(trx: Knex.Transaction, autor: Autor, datos: NotaDatos): Promise<number> {
  await revisarCard(trx, datos.cardId);
  const { id } = await OportunidadNota.query(trx).insert({ agenteId: autor.agenteId, usuarioId: autor.usuarioId, oportunidadId: datos.cardId, texto: datos.texto });
  return id;
}

/** PUT /prospectos/kanbans/cards/notes/{id}: the note of that card, with its new text. */
export async function actualizarNota(trx: Knex.Transaction, id: number, datos: NotaDatos): Promise<void> {
  const nota = await OportunidadNota.query(trx).findById(id);
  if (!nota || nota.oportunidadId !== datos.cardId) throw notFound(M.notaNoExiste);
  await OportunidadNota.query(trx).findById(id).patch({ texto: datos.texto, updatedAt: trx.fn.now() });
}
