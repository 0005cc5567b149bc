import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { MENSAJES_METAS } from '../../../plugins/reportes/shared/metas.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const anio = Number(hoyEnMexico().slice(0, 4));

describe('metas API', function () {
  this.timeout(60_000);
  let server: TestServer;
  let agente: Cuenta;
  const api = (cuenta: Cuenta | null, method: string, path: string, body?: unknown) => server.api(method, path, body, cuenta?.auth ?? {});
  const meta = { aseguradoraId: null, anio, mes: 0, modelo: 0, polizas: 120, primas: 1500000.5 };

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server?.close());

  it('creates, lists, updates and deletes goals', async () => {
    const crear = await api(agente, 'POST', '/metas', meta);
    expect(crear.status, JSON.stringify(crear.body)).to.equal(200);
    expect(crear.body.message).to.equal(MENSAJES_METAS.guardada);
    const id = crear.body.body.id;
    const mensual = await api(agente, 'POST', '/metas', { ...meta, aseguradoraId: 24, mes: 3, modelo: 1, tipo: 'mensual' });
    expect(mensual.status).to.equal(200);
    const lista = (await api(agente, 'GET', '/metas')).body.body;
    expect(lista).to.deep.include({ id, aseguradoraId: null, anio, mes: 0, tipo: 'anual', modelo: 0, polizas: 120, primas: 1500000.5 });
    expect(lista.find((m: { id: number }) => m.id === mensual.body.body.id)).to.include({ tipo: 'mensual', aseguradoraId: 24 });
    expect((await api(agente, 'PUT', `/metas/${id}`, { ...meta, primas: 2000000 })).status).to.equal(200);
    expect((await api(agente, 'GET', '/metas')).body.body.find((m: { id: number }) => m.id === id).primas).to.equal(2000000);
    const borrar = await api(agente, 'DELETE', `/metas/${id}`);
    expect(borrar.body.message).to.equal(MENSAJES_METAS.eliminada);
    expect((await api(agente, 'DELETE', `/metas/${id}`)).status).to.equal(404);
  });

  it('answers the validation messages', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ anio: null }, 'El año es obligatorio'],
      [{ mes: null }, 'La meta es obligatoria'],
      [{ modelo: null }, 'El ramo es obligatorio'],
      [{ modelo: 2 }, 'El ramo debe ser uno de: 0, 1, 3, 5, 7'],
      [{ mes: 13 }, 'La meta debe ser menor o igual a 12'],
      [{ anio: anio + 2 }, `El año debe ser ${anio - 1}, ${anio}, ${anio + 1}`],
      [{ polizas: -1 }, 'Las pólizas debe ser mayor o igual a 0'],
      [{ polizas: 100000 }, 'Las pólizas debe ser menor o igual a 99999'],
      [{ primas: 1.234 }, 'Las primas admite como máximo 2 decimales'],
      [{ tipo: 'mensual' }, MENSAJES_METAS.tipoNoCoincide],
      [{ aseguradoraId: 999 }, MENSAJES_METAS.aseguradoraNoExiste],
    ];
    for (const [cambio, mensaje] of casos) {
      const res = await api(agente, 'POST', '/metas', { ...meta, modelo: 3, ...cambio });
      expect(res.body.message, mensaje).to.equal(mensaje);
    }
    expect((await api(agente, 'POST', '/metas', { ...meta, modelo: 7 })).status).to.equal(200);
    const repetida = await api(agente, 'POST', '/metas', { ...meta, modelo: 7 });
    expect(repetida.status).to.equal(400);
    expect(repetida.body.message).to.equal(MENSAJES_METAS.repetida);
  });

  it('needs METAS, and never shows or changes another agent’s goals', async () => {
    const id = (await api(agente, 'POST', '/metas', { ...meta, modelo: 5 })).body.body.id;
    expect((await api(null, 'GET', '/metas')).status).to.equal(401);
    const sinMetas = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_W']);
    expect((await api(sinMetas, 'GET', '/metas')).status).to.equal(403);
    expect((await api(sinMetas, 'POST', '/metas', meta)).status).to.equal(403);
    const conMetas = await crearUsuarioAdicional(server, agente, ['ROLE_METAS']);
    expect((await api(conMetas, 'GET', '/metas')).status).to.equal(200);
    const otro = await crearAgente(server);
    expect((await api(otro, 'GET', '/metas')).body.body).to.deep.equal([]);
    expect((await api(otro, 'PUT', `/metas/${id}`, meta)).status).to.equal(404);
    expect((await api(otro, 'DELETE', `/metas/${id}`)).status).to.equal(404);
    // The same goal is the other agent's own to set: uniqueness is per agent.
    expect((await api(otro, 'POST', '/metas', { ...meta, modelo: 5 })).status).to.equal(200);
  });
});
