import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conCartera, crearCotizacion, crearTemplate, datosCotizacion, datosTemplate, prepararCartera, type CarteraDeCotizaciones } from './datos.ts';

/** Issue 14: each call needs its code (spec 03 §6), and another agent's quotations and templates do not exist. */
describe('cotizaciones: permisos y aislamiento entre agentes', () => {
  const suite = conCartera();
  let server: TestServer;
  let agente: Cuenta;
  let c: CarteraDeCotizaciones;
  let otro: Cuenta;
  let ajenas: CarteraDeCotizaciones;
  let ajena: number;
  before(async () => {
    ({ server, agente, c } = suite);
    otro = await crearAgente(server);
    ajenas = await prepararCartera(server, otro);
    ajena = await crearCotizacion(server, otro, await datosCotizacion(server, otro, ajenas));
  });

  it('answers 403 without the code each call needs', async () => {
    const id = await crearCotizacion(server, agente, await datosCotizacion(server, agente, c));
    const datos = await datosCotizacion(server, agente, c);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_COTIZACIONES_R']);
    const sinNada = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    const llamadas: [string, string, unknown][] = [
      ['GET', '/cotizaciones', undefined],
      ['GET', `/cotizaciones/${id}`, undefined],
      ['POST', '/cotizaciones', datos],
      ['PUT', `/cotizaciones/${id}`, datos],
      ['POST', `/cotizaciones/${id}/send`, { correo: 'a@b.mx' }],
      ['DELETE', `/cotizaciones/${id}`, undefined],
      ['GET', '/cotizaciones/templates', undefined],
      ['POST', '/cotizaciones/templates', datosTemplate()],
      ['DELETE', `/cotizaciones/templates/${c.templates[0]}`, undefined],
    ];
    for (const [metodo, ruta, cuerpo] of llamadas) {
      expect((await server.api(metodo, ruta, cuerpo, sinNada.auth)).status, `${metodo} ${ruta}`).to.equal(403);
      expect((await server.api(metodo, ruta, cuerpo)).status, `${metodo} ${ruta} sin sesión`).to.equal(401);
    }
    // The reader reads, and nothing else.
    expect((await server.api('GET', `/cotizaciones/${id}`, undefined, lector.auth)).status).to.equal(200);
    for (const [metodo, ruta, cuerpo] of llamadas.filter(([m, r]) => m !== 'GET' || r.includes('templates'))) {
      expect((await server.api(metodo, ruta, cuerpo, lector.auth)).status, `${metodo} ${ruta}`).to.equal(403);
    }
    // Templates have their own privilege, which reaches no quotation; deleting needs its own code (an account allows two more users).
    const tercero = await crearAgente(server);
    const suya = await crearCotizacion(server, tercero, await datosCotizacion(server, tercero, await prepararCartera(server, tercero)));
    const plantillas = await crearUsuarioAdicional(server, tercero, ['ROLE_COTIZACIONES_TEMP']);
    expect((await server.api('POST', '/cotizaciones/templates', datosTemplate(), plantillas.auth)).status).to.equal(200);
    expect((await server.api('GET', '/cotizaciones', undefined, plantillas.auth)).status).to.equal(403);
    const borrador = await crearUsuarioAdicional(server, tercero, ['ROLE_COTIZACIONES_D']);
    expect((await server.api('DELETE', `/cotizaciones/${suya}`, undefined, borrador.auth)).status).to.equal(200);
  });

  it("treats another agent's quotations and templates as missing, and never lists them", async () => {
    const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);
    const datos = await datosCotizacion(server, agente, c);
    for (const [metodo, ruta, cuerpo] of [
      ['GET', `/cotizaciones/${ajena}`, undefined],
      ['PUT', `/cotizaciones/${ajena}`, datos],
      ['POST', `/cotizaciones/${ajena}/send`, { correo: 'a@b.mx' }],
      ['DELETE', `/cotizaciones/${ajena}`, undefined],
      ['GET', `/crm?cotizacionId=${ajena}`, undefined],
      ['GET', `/cotizaciones/templates/${ajenas.templates[0]}`, undefined],
      ['PUT', `/cotizaciones/templates/${ajenas.templates[0]}`, datosTemplate()],
      ['DELETE', `/cotizaciones/templates/${ajenas.templates[0]}`, undefined],
    ] as [string, string, unknown][]) {
      expect((await api(metodo, ruta, cuerpo)).status, `${metodo} ${ruta}`).to.equal(404);
    }
    const lista = await api('GET', '/cotizaciones?size=-1');
    expect(lista.body.body.items.map((f: { id: number }) => f.id)).not.to.include(ajena);
    const templates = await api('GET', '/cotizaciones/templates?size=-1');
    expect(templates.body.body.items.map((f: { id: number }) => f.id))
      .to.include.members(c.templates)
      .and.not.include.members(ajenas.templates);
    // Naming another agent's client or template in a save.
    const cliente = await api('POST', '/cotizaciones', { ...datos, clienteId: ajenas.clienteId });
    expect([cliente.status, cliente.body.message]).to.deep.equal([404, 'El cliente no existe']);
    const [item] = datos.items as Record<string, unknown>[];
    const template = await api('POST', '/cotizaciones', { ...datos, items: [{ ...item, templateId: ajenas.templates[0] }] });
    expect(template.body.body.errors).to.deep.equal({ 'items.0.templateId': 'La plantilla no existe' });
    // The other agent's quotation is untouched.
    expect((await server.api('GET', `/cotizaciones/${ajena}`, undefined, otro.auth)).body.body.status).to.equal('captura');
  });

  it('keeps each agent’s templates: CRUD, by ramo, with the spec’s messages', async () => {
    const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);
    const id = await crearTemplate(
      server,
      agente,
      datosTemplate({ nombre: 'Vida temporal', ramo: 5, deducible: '$1', caracteristicas: [{ descripcion: 'Plazo', valor: '20 años' }] }),
    );
    const t = (await api('GET', `/cotizaciones/templates/${id}`)).body.body;
    expect(t).to.deep.include({ nombre: 'Vida temporal', ramo: 5, aseguradoraId: 1, deducible: null, caracteristicas: [{ id: 1, descripcion: 'Plazo', valor: '20 años' }] });
    const porRamo = await api('GET', '/cotizaciones/templates?ramo=5');
    expect(porRamo.body.body.items.map((f: { id: number }) => f.id)).to.deep.equal([id]);
    // The spec's "aseguradora (id)" is accepted as an object too.
    const put = await api('PUT', `/cotizaciones/templates/${id}`, datosTemplate({ nombre: 'Vida 20', ramo: 5, aseguradoraId: undefined, aseguradora: { id: 2 } }));
    expect(put.body.message).to.equal('Plantilla guardada correctamente');
    expect((await api('GET', `/cotizaciones/templates/${id}`)).body.body).to.include({ nombre: 'Vida 20', aseguradoraId: 2 });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ nombre: '' }, 'nombre', 'El nombre es obligatorio'],
      [{ nombre: 'x'.repeat(101) }, 'nombre', 'El nombre debe tener como máximo 100 caracteres'],
      [{ ramo: 'Auto' }, 'ramo', 'El ramo Auto no es válido'],
      [{ aseguradoraId: null }, 'aseguradoraId', 'La aseguradora es obligatoria'],
      [{ plan: 'x'.repeat(21) }, 'plan', 'El plan debe tener como máximo 20 caracteres'],
      [{ ramo: 3, caracteristicas: [{ descripcion: 'x'.repeat(151), valor: 'a' }] }, 'caracteristicas.0.descripcion', 'La descripción debe tener como máximo 150 caracteres'],
      [{ ramo: 3, caracteristicas: [{ descripcion: 'Red', valor: '' }] }, 'caracteristicas.0.valor', 'El valor es obligatorio'],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const res = await api('POST', '/cotizaciones/templates', datosTemplate(cambio));
      expect(res.status, JSON.stringify(cambio)).to.equal(400);
      expect(res.body.body.errors[campo], JSON.stringify(res.body.body.errors)).to.equal(mensaje);
    }
    const aseguradora = await api('POST', '/cotizaciones/templates', datosTemplate({ aseguradoraId: 2147483647 }));
    expect([aseguradora.status, aseguradora.body.message]).to.deep.equal([400, 'La aseguradora no existe']);
    // Deleting a template leaves the proposals made from it as they were.
    const q = await crearCotizacion(server, agente, await datosCotizacion(server, agente, c));
    const usada = c.templates[1];
    expect((await api('DELETE', `/cotizaciones/templates/${usada}`)).body.message).to.equal('Plantilla eliminada correctamente');
    const items = (await api('GET', `/cotizaciones/${q}`)).body.body.items;
    expect(items.map((i: { templateId: number | null; plan: string }) => [i.templateId, i.plan])).to.deep.equal([
      [c.templates[0], 'Amplia'],
      [null, 'Limitada'],
    ]);
    expect((await api('GET', `/cotizaciones/templates/${usada}`)).status).to.equal(404);
  });
});
