import type { Knex } from 'knex';
import type { ModelClass, PartialModelObject } from 'objection';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { Sepomex, sepomexT } from '../../../catalogos/server/index.ts';
import { MENSAJES_CLIENTES, type Celular, type ClienteDatos, type Correo, type Direccion } from '../../shared/clientes.ts';
import { ClienteCelular, clienteCelularT } from '../models/cliente-celular.model.ts';
import { ClienteCorreo, clienteCorreoT } from '../models/cliente-correo.model.ts';
import { ClienteDireccion, clienteDireccionT } from '../models/cliente-direccion.model.ts';

/**
 * A client's addresses, mobiles and e-mails. The form edits one of each (spec 02 §7): the row named
 * by its id, or else the client's first one; the detail lists them all (spec 02 §3).
 */

type Contacto = ClienteDireccion | ClienteCelular | ClienteCorreo;

/** One kind of contact: its model and the columns that find a client's rows. */
interface Tipo<M extends Contacto> {
  modelo: ModelClass<M>;
  col: { readonly id: string; readonly clienteId: string };
  /** The row's name in the refusal when an id is not the client's. */
  etiqueta: string;
}

const DIRECCION: Tipo<ClienteDireccion> = { modelo: ClienteDireccion, col: clienteDireccionT.col, etiqueta: 'La dirección' };
const CELULAR: Tipo<ClienteCelular> = { modelo: ClienteCelular, col: clienteCelularT.col, etiqueta: 'El celular' };
const CORREO: Tipo<ClienteCorreo> = { modelo: ClienteCorreo, col: clienteCorreoT.col, etiqueta: 'El correo' };

/** The row `id` (which must be this client's), else the client's first row; undefined when it has none. */
async function elEditado<M extends Contacto>(
  trx: Knex.Transaction,
  { modelo, col, etiqueta }: Tipo<M>,
  clienteId: number,
  id: number | null | undefined,
): Promise<Contacto | undefined> {
  const delCliente = modelo.query(trx).where(col.clienteId, clienteId);
  const existente = await (id ? delCliente.findById(id) : delCliente.orderBy(col.id).first());
  if (id && !existente) throw badRequest(MENSAJES_CLIENTES.noPertenece(etiqueta));
  return existente;
}

/** Updates the edited row, else inserts one. */
async function guardarUno<M extends Contacto>(
  trx: Knex.Transaction,
  tipo: Tipo<M>,
  agenteId: number,
  clienteId: number,
  id: number | null | undefined,
  campos: PartialModelObject<M>,
): Promise<void> {
  const existente = await elEditado(trx, tipo, clienteId, id);
  if (existente) await tipo.modelo.query(trx).findById(existente.id).patch(campos);
  else await tipo.modelo.query(trx).insert({ ...campos, agenteId, clienteId } as PartialModelObject<M>);
}

/** With sepomexId the catalogue gives colonia, municipio, estado and ciudad; else the typed ones stay. */
async function camposDireccion(trx: Knex.Transaction, d: ClienteDatos['direccion']): Promise<PartialModelObject<ClienteDireccion>> {
  const campos = { tipo: d.tipo ?? null, direccion: d.direccion, sepomexId: null };
  // validarCliente requires the CP, colonia and municipio of an address without sepomexId.
  if (!d.sepomexId)
    return { ...campos, cp: d.cp ?? undefined, colonia: d.colonia ?? undefined, municipio: d.municipio ?? undefined, estado: d.estado ?? null, ciudad: d.ciudad ?? null };
  const s = await Sepomex.query(trx).findById(d.sepomexId);
  if (!s) throw badRequest(MENSAJES_CLIENTES.coloniaNoExiste, { errors: { 'direccion.sepomexId': MENSAJES_CLIENTES.coloniaNoExiste } });
  // Without a CP (spec 02 §7 sends only the colonia) the colonia's is the address's; one that contradicts it is refused.
  if (d.cp && s.cp !== d.cp) throw badRequest(MENSAJES_CLIENTES.coloniaDeOtroCp(d.cp), { errors: { 'direccion.sepomexId': MENSAJES_CLIENTES.coloniaDeOtroCp(d.cp) } });
  return { ...campos, cp: s.cp, sepomexId: d.sepomexId, colonia: s.asentamiento, municipio: s.municipio, estado: s.estado, ciudad: s.ciudad };
}

export async function guardarContactos(trx: Knex.Transaction, agenteId: number, clienteId: number, datos: ClienteDatos): Promise<void> {
  const { direccion, celular, correo } = datos;
  await guardarUno(trx, DIRECCION, agenteId, clienteId, direccion.id, await camposDireccion(trx, direccion));
  await guardarUno(trx, CELULAR, agenteId, clienteId, celular.id, { numero: celular.numero });
  if (correo) {
    await guardarUno(trx, CORREO, agenteId, clienteId, correo.id, { correo: correo.correo, tipo: correo.tipo ?? null });
  } else {
    // The form cleared the e-mail: the one it showed (the first) goes.
    const primero = await elEditado(trx, CORREO, clienteId, null);
    if (primero) await ClienteCorreo.query(trx).deleteById(primero.id);
  }
}

export async function contactosDe(trx: Knex.Transaction, clienteId: number): Promise<{ direcciones: Direccion[]; celulares: Celular[]; correos: Correo[] }> {
  const d = clienteDireccionT.de('d');
  const s = sepomexT.de('s');
  const filas = await trx(clienteDireccionT.as('d'))
    .leftJoin(sepomexT.as('s'), s.id, d.sepomexId)
    .where(d.clienteId, clienteId)
    .orderBy(d.id)
    .select(
      ...clienteDireccionT.sel('d', 'id', 'tipo', 'direccion', 'cp', 'colonia', 'municipio', 'estado', 'ciudad'),
      `${s.id} as sepomexId`,
      `${s.asentamiento} as sepomexAsentamiento`,
      `${s.municipio} as sepomexMunicipio`,
    );
  const direcciones = filas.map(({ sepomexId, sepomexAsentamiento, sepomexMunicipio, ...direccion }) => ({
    ...direccion,
    sepomex: sepomexId ? { id: sepomexId, asentamiento: sepomexAsentamiento, municipio: sepomexMunicipio } : null,
  }));
  const cel = clienteCelularT.col;
  const celulares = await ClienteCelular.query(trx).where(cel.clienteId, clienteId).orderBy(cel.id).select(cel.id, cel.numero);
  const cor = clienteCorreoT.col;
  const correos = await ClienteCorreo.query(trx).where(cor.clienteId, clienteId).orderBy(cor.id).select(cor.id, cor.correo, cor.tipo);
  return { direcciones, celulares, correos };
}
