import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { MENSAJES_CLIENTES, type Celular, type ClienteDatos, type Correo, type Direccion } from '../../shared/clientes.ts';

/**
 * A client's addresses, mobiles and e-mails. The form edits one of each (spec 02 §7): the row named
 * by its id, or else the client's first one; the detail lists them all (spec 02 §3).
 */

type Tabla = 'clientes_direcciones' | 'clientes_celulares' | 'clientes_correos';
type Fila = Record<string, unknown>;

/** Updates the row `id` (which must be this client's), else the client's first row, else inserts one. */
async function guardarUno(trx: Knex.Transaction, tabla: Tabla, etiqueta: string, agenteId: number, clienteId: number, id: number | null | undefined, fila: Fila): Promise<void> {
  const existente = id
    ? await trx(tabla).where({ id, cliente_id: clienteId }).first('id')
    : await trx(tabla).where({ cliente_id: clienteId }).orderBy('id').first('id');
  if (id && !existente) throw badRequest(MENSAJES_CLIENTES.noPertenece(etiqueta));
  if (existente) await trx(tabla).where({ id: existente.id }).update(fila);
  else await trx(tabla).insert({ ...fila, agente_id: agenteId, cliente_id: clienteId });
}

/** With sepomexId the catalogue gives colonia, municipio, estado and ciudad; else the typed ones stay. */
async function filaDireccion(trx: Knex.Transaction, d: ClienteDatos['direccion']): Promise<Fila> {
  const fila = { tipo: d.tipo ?? null, direccion: d.direccion, cp: d.cp, sepomex_id: null as number | null };
  if (!d.sepomexId) return { ...fila, colonia: d.colonia, municipio: d.municipio, estado: d.estado ?? null, ciudad: d.ciudad ?? null };
  const s = await trx('sepomex').where({ id: d.sepomexId }).first('cp', 'asentamiento', 'municipio', 'estado', 'ciudad');
  if (!s) throw badRequest(MENSAJES_CLIENTES.coloniaNoExiste);
  if (s.cp !== d.cp) throw badRequest(MENSAJES_CLIENTES.coloniaDeOtroCp(d.cp));
  return { ...fila, sepomex_id: d.sepomexId, colonia: s.asentamiento, municipio: s.municipio, estado: s.estado, ciudad: s.ciudad };
}

export async function guardarContactos(trx: Knex.Transaction, agenteId: number, clienteId: number, datos: ClienteDatos): Promise<void> {
  const { direccion, celular, correo } = datos;
  await guardarUno(trx, 'clientes_direcciones', 'La dirección', agenteId, clienteId, direccion.id, await filaDireccion(trx, direccion));
  await guardarUno(trx, 'clientes_celulares', 'El celular', agenteId, clienteId, celular.id, { numero: celular.numero });
  if (correo) {
    await guardarUno(trx, 'clientes_correos', 'El correo', agenteId, clienteId, correo.id, { correo: correo.correo, tipo: correo.tipo ?? null });
  } else {
    // The form cleared the e-mail: the one it showed (the first) goes.
    const primero = await trx('clientes_correos').where({ cliente_id: clienteId }).orderBy('id').first('id');
    if (primero) await trx('clientes_correos').where({ id: primero.id }).delete();
  }
}

export async function contactosDe(trx: Knex.Transaction, clienteId: number): Promise<{ direcciones: Direccion[]; celulares: Celular[]; correos: Correo[] }> {
  const filas = await trx('clientes_direcciones as d')
    .leftJoin('sepomex as s', 's.id', 'd.sepomex_id')
    .where('d.cliente_id', clienteId)
    .orderBy('d.id')
    .select('d.id', 'd.tipo', 'd.direccion', 'd.cp', 'd.colonia', 'd.municipio', 'd.estado', 'd.ciudad', 's.id as sepomexId', 's.asentamiento as sepomexAsentamiento', 's.municipio as sepomexMunicipio');
  const direcciones = filas.map(({ sepomexId, sepomexAsentamiento, sepomexMunicipio, ...d }) => ({
    ...d,
    sepomex: sepomexId ? { id: sepomexId, asentamiento: sepomexAsentamiento, municipio: sepomexMunicipio } : null,
  }));
  const celulares = await trx('clientes_celulares').where({ cliente_id: clienteId }).orderBy('id').select('id', 'numero');
  const correos = await trx('clientes_correos').where({ cliente_id: clienteId }).orderBy('id').select('id', 'correo', 'tipo');
  return { direcciones, celulares, correos };
}
