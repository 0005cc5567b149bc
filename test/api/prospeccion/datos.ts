import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';

/** What the prospecting tests build through the API: prospects, the board, its columns and cards. */

type Datos = Record<string, unknown>;

/** Calls the API as `cuenta` and asserts a 200; answers the envelope's body. */
export async function exito(server: TestServer, cuenta: Cuenta, method: string, path: string, body?: unknown) {
  const res = await server.api(method, path, body, cuenta.auth);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).to.equal(200);
  return res.body.body;
}

export const datosFisica = (d: Datos = {}): Datos => ({
  fiscal: 'fisica',
  nombres: 'Mariana',
  apPat: 'Castillo',
  apMat: 'Ortega',
  fecNacimiento: '1988-03-14',
  sexo: 'mujer',
  edoCivil: 'casado',
  telefono: '5523418876',
  email: 'mariana@example.com',
  ...d,
});

export const datosMoral = (d: Datos = {}): Datos => ({ fiscal: 'moral', nombres: 'Transportes del Bajío S.A. de C.V.', fecRegistro: '2010-06-01', telefono: '4771203398', ...d });

export async function crearProspecto(server: TestServer, cuenta: Cuenta, d: Datos = {}): Promise<number> {
  return (await exito(server, cuenta, 'POST', '/prospectos', datosFisica(d))).id;
}

export interface Tablero {
  id: number;
  /** The starting columns' ids, in order. */
  columnas: number[];
}

/** The agent's board, created on its first use, and its columns. */
export async function tableroDe(server: TestServer, cuenta: Cuenta): Promise<Tablero> {
  const { id } = await exito(server, cuenta, 'POST', '/prospectos/kanbans', {});
  const board = await exito(server, cuenta, 'GET', `/prospectos/kanbans/${id}`);
  return { id, columnas: board.columns.map((c: { id: number }) => c.id) };
}

export const datosCard = (columnId: number, prospectoId: number, d: Datos = {}): Datos => ({
  columnId,
  prospectoId,
  nombre: 'GMM familiar',
  descripcion: 'Gastos médicos para la familia',
  ramoId: 3,
  moneda: 'MXN',
  primaTotal: '12,500.50',
  status: 'abierta',
  ...d,
});

export async function crearCard(server: TestServer, cuenta: Cuenta, columnId: number, prospectoId: number, d: Datos = {}): Promise<number> {
  return (await exito(server, cuenta, 'POST', '/prospectos/kanbans/cards', datosCard(columnId, prospectoId, d))).id;
}

/** Every card of the board (all statuses): column id → its card ids in order, with their ordens checked dense. */
export async function disposicion(server: TestServer, cuenta: Cuenta, kanbanId: number): Promise<Map<number, number[]>> {
  const board = await exito(server, cuenta, 'GET', `/prospectos/kanbans/${kanbanId}`);
  const mapa = new Map<number, number[]>();
  for (const c of board.columns as { id: number; cards: { id: number; orden: number }[] }[]) {
    expect(
      c.cards.map((x) => x.orden),
      `orden of column ${c.id}`,
    ).to.deep.equal(c.cards.map((_, i) => i));
    mapa.set(
      c.id,
      c.cards.map((x) => x.id),
    );
  }
  return mapa;
}
