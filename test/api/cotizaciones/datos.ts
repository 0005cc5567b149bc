import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import type { Cotizacion } from '../../../plugins/cotizaciones/shared/cotizaciones.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente, diaDesdeHoy } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** What the quotation tests build through the API: a client, two Auto templates, quotations. */

type Datos = Record<string, unknown>;

export interface CarteraDeCotizaciones {
  clienteId: number;
  /** Two Auto templates of predefined insurers 1 and 2. */
  templates: [number, number];
}

/** A template's payload: Auto, amplia, two coverages. */
export function datosTemplate(d: Datos = {}): Datos {
  return {
    nombre: 'Auto amplia',
    ramo: 1,
    aseguradoraId: 1,
    plan: 'Amplia',
    moneda: 'MXN',
    sumaAsegurada: 'Valor comercial',
    deducible: '5% DM',
    caracteristicas: [],
    coberturas: [
      { id: null, descripcion: 'Daños materiales', valor: '5% V.C.' },
      { id: null, descripcion: 'Robo total', valor: '10% V.C.' },
    ],
    ...d,
  };
}

export async function crearTemplate(server: TestServer, cuenta: Cuenta, datos: Datos = datosTemplate()): Promise<number> {
  const res = await server.api('POST', '/cotizaciones/templates', datos, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

/** A proposal of a template: its fields with contado and monthly plans. */
export async function itemDeTemplate(server: TestServer, cuenta: Cuenta, templateId: number, prima = 12000): Promise<Datos> {
  const t = (await server.api('GET', `/cotizaciones/templates/${templateId}`, undefined, cuenta.auth)).body.body;
  return {
    ...t,
    id: null,
    templateId,
    planesPago: [
      { formaPago: 'contado', total: prima },
      { formaPago: 'mensual', primaPrimerRecibo: 1500.5, primaReciboSub: 1000.25 },
    ],
  };
}

export async function prepararCartera(server: TestServer, cuenta: Cuenta): Promise<CarteraDeCotizaciones> {
  const clienteId = await crearCliente(server, cuenta);
  const templates: [number, number] = [
    await crearTemplate(server, cuenta),
    await crearTemplate(server, cuenta, datosTemplate({ nombre: 'Auto limitada', aseguradoraId: 2, plan: 'Limitada' })),
  ];
  return { clienteId, templates };
}

/** An Auto quotation's payload for the cartera's client with proposals from both templates. */
export async function datosCotizacion(server: TestServer, cuenta: Cuenta, c: CarteraDeCotizaciones, d: Datos = {}): Promise<Datos> {
  return {
    ramo: 1,
    clienteId: c.clienteId,
    correo: 'cliente@ejemplo.mx',
    status: 'captura',
    fecVencimiento: diaDesdeHoy(7),
    vehiculos: [{ descripcion: 'NISSAN VERSA ADVANCE', modelo: '2023' }],
    items: [await itemDeTemplate(server, cuenta, c.templates[0]), await itemDeTemplate(server, cuenta, c.templates[1], 9800)],
    ...d,
  };
}

export async function crearCotizacion(server: TestServer, cuenta: Cuenta, datos: Datos): Promise<number> {
  const res = await server.api('POST', '/cotizaciones', datos, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

export async function leerCotizacion(server: TestServer, cuenta: Cuenta, id: number): Promise<Cotizacion> {
  const res = await server.api('GET', `/cotizaciones/${id}`, undefined, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body;
}

/** Moves a quotation's expiry into the past, as time would (the API refuses a past date). */
export async function vencer(cuenta: Cuenta, id: number): Promise<void> {
  const db = await getTestDatabase();
  await withTenant(db.knex, cuenta.login.agenteId, (trx) =>
    trx('cotizaciones')
      .where('id', id)
      .update({ fec_vencimiento: diaDesdeHoy(-1) }),
  );
}

/** A suite's server and agent with a client and templates, ready in `before` and closed in `after`. */
export function conCartera(): { server: TestServer; agente: Cuenta; c: CarteraDeCotizaciones } {
  const suite = {} as { server: TestServer; agente: Cuenta; c: CarteraDeCotizaciones };
  before(async () => {
    suite.server = await startTestServer();
    suite.agente = await crearAgente(suite.server);
    suite.c = await prepararCartera(suite.server, suite.agente);
  });
  after(() => suite.server.close());
  return suite;
}
