import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearClave, crearPoliza, diaDesdeHoy, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** What the claims tests build through the API: a client with policies of each kind, and claims. */

type Datos = Record<string, unknown>;

export interface PolizasDePrueba {
  cartera: Cartera;
  /** Auto with its vehicle, vigente since 30 days ago. */
  auto: number;
  /** Salud with two insured people (their ids in `asegurados`). */
  salud: number;
  asegurados: number[];
  /** Vida without insured people. */
  vidaSinAsegurados: number;
  /** Auto without a vehicle. */
  autoSinVehiculo: number;
}

const DESDE = diaDesdeHoy(-30);

export async function prepararPolizas(server: TestServer, cuenta: Cuenta): Promise<PolizasDePrueba> {
  const cartera = { clienteId: await crearCliente(server, cuenta), claveId: await crearClave(server, cuenta) };
  const auto = await crearPoliza(server, cuenta, cartera, { fechaVigenciaDe: DESDE });
  const personas = [
    { parentesco: 'titular', nombres: 'Ana', apPat: 'Gómez', apMat: 'Ruiz', genero: 'mujer' },
    { parentesco: 'hijo', nombres: 'Luis', apPat: 'Gómez', genero: 'hombre' },
  ];
  const salud = await crearPoliza(server, cuenta, cartera, { ramo: 3, iva: 0, total: 10500, fechaVigenciaDe: DESDE, vehiculo: null, asegurados: personas });
  const vidaSinAsegurados = await crearPoliza(server, cuenta, cartera, { ramo: 5, iva: 0, total: 10500, fechaVigenciaDe: DESDE, vehiculo: null, asegurados: [] });
  const autoSinVehiculo = await crearPoliza(server, cuenta, cartera, { fechaVigenciaDe: DESDE, vehiculo: null });
  const detalle = await server.api('GET', `/polizas/${salud}`, undefined, cuenta.auth);
  return { cartera, auto, salud, asegurados: detalle.body.body.asegurados.map((a: { id: number }) => a.id), vidaSinAsegurados, autoSinVehiculo };
}

/** A claim's payload on the Auto policy: happened three days ago, resolution in ten. */
export function datosSiniestro(p: PolizasDePrueba, d: Datos = {}): Datos {
  return {
    clienteId: p.cartera.clienteId,
    polizaId: p.auto,
    noSiniestro: 'PENDIENTE',
    fechaSiniestro: diaDesdeHoy(-3),
    fechaEstimadaResolucion: diaDesdeHoy(10),
    descripcion: 'Choque por alcance en Periférico',
    status: 'captura',
    asegurados: [],
    ...d,
  };
}

/** Saves a claim and answers its id. */
export async function crearSiniestro(server: TestServer, cuenta: Cuenta, datos: Datos): Promise<number> {
  const res = await server.api('POST', '/siniestros', datos, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

/** A suite's server and agent with its policies, ready in `before` and closed in `after`. */
export function conPolizas(): { server: TestServer; agente: Cuenta; p: PolizasDePrueba } {
  const suite = {} as { server: TestServer; agente: Cuenta; p: PolizasDePrueba };
  before(async () => {
    suite.server = await startTestServer();
    suite.agente = await crearAgente(suite.server);
    suite.p = await prepararPolizas(suite.server, suite.agente);
  });
  after(() => suite.server.close());
  return suite;
}
