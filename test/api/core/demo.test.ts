import { expect } from 'chai';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { DEMO_CORREO, type CuentaDemo, resumenDemo, sembrarDemo } from '../../../core/server/auth/demo.ts';
import { suscripcionesHooks } from '../../../core/server/auth/hooks.ts';
import { createLogger } from '../../../core/server/log.ts';
import type { DemoContext, DemoSeeder, DemoSeederDePlugin, ServerPlugin } from '../../../core/server/plugins/contract.ts';
import { crearAzar } from '../../../core/server/plugins/demo-azar.ts';
import { registerPlugins } from '../../../core/server/plugins/load.ts';
import type { PluginManifest } from '../../../core/server/plugins/manifest.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { HOY_DEMO, sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { startTestServer, testConfig, type TestServer } from '../../helpers/server.ts';

const silencio = createLogger('silent');
const manifiesto = (id: string): PluginManifest => ({ id, dependsOn: [], enabled: true, dir: `/x/${id}` });

/** A seeder that records what it saw; `falla` makes it write a row and then throw. */
function espia(plugin: string, eventos: string[], vistos: Record<string, unknown>[], falla = false): DemoSeederDePlugin {
  const seeder: DemoSeeder = {
    async preparar() {
      eventos.push(`${plugin}:preparar`);
    },
    async sembrar(ctx: DemoContext) {
      eventos.push(`${plugin}:sembrar`);
      const { rows } = await ctx.trx.raw(`select current_setting('app.agente_id', true) as agente, current_setting('app.sistema', true) as sistema`);
      vistos.push({ plugin, agenteId: ctx.agenteId, usuarioId: ctx.usuarioId, hoy: ctx.hoy, ...rows[0] });
      if (falla) {
        await ctx.trx('tareas').insert({ agente_id: ctx.agenteId, nombre: 'No debe quedar', descripcion: 'revertida' });
        throw new Error('falla a propósito');
      }
      return { [`cosas de ${plugin}`]: 2 };
    },
  };
  return { plugin, seeder };
}

describe('demo data: the seeder mechanism', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('collects every plugin’s demo seeders at register, in plugin dependency order', () => {
    const uno: DemoSeeder = { sembrar: async () => ({}) };
    const dos: DemoSeeder = { sembrar: async () => ({}) };
    const plugin = (seeder: DemoSeeder): ServerPlugin => ({ register: (ctx) => ctx.addDemoSeeder(seeder) });
    const registered = registerPlugins(
      [
        { manifest: manifiesto('primero'), server: plugin(uno) },
        { manifest: manifiesto('sin-demo'), server: {} },
        { manifest: manifiesto('segundo'), server: plugin(dos) },
      ],
      testConfig(),
      silencio,
    );
    expect(registered.demoSeeders).to.deep.equal([
      { plugin: 'primero', seeder: uno },
      { plugin: 'segundo', seeder: dos },
    ]);
  });

  it('exposes the project’s seeders on the app: clientes before polizas, which names its clients', () => {
    const plugins = server.app.demoSeeders.map((s) => s.plugin);
    expect(plugins).to.include.members(['clientes', 'polizas']);
    expect(plugins.indexOf('clientes')).to.be.lessThan(plugins.indexOf('polizas'));
  });

  it('prepares first, then runs each seeder in order in its own transaction bound to the demo agent; a failure is rolled back and the rest still run', async () => {
    const db = await getTestDatabase();
    const eventos: string[] = [];
    const vistos: Record<string, unknown>[] = [];
    const seeders = [espia('a', eventos, vistos), espia('b', eventos, vistos, true), espia('c', eventos, vistos)];
    const demo = await sembrarDemo(db, { hooks: suscripcionesHooks(server.app.services), seeders, log: silencio, hashCost: server.config.passwordHashCost, hoy: HOY_DEMO });

    expect(eventos).to.deep.equal(['a:preparar', 'b:preparar', 'c:preparar', 'a:sembrar', 'b:sembrar', 'c:sembrar']);
    const usuario = await db.withOwner((k) => k('usuarios').where({ correo: DEMO_CORREO }).first('id', 'agente_id', 'principal'));
    expect(usuario.principal).to.equal(true);
    for (const visto of vistos) {
      expect(visto).to.deep.include({ agenteId: usuario.agente_id, usuarioId: usuario.id, hoy: HOY_DEMO, agente: String(usuario.agente_id) });
      expect(visto.sistema).to.be.oneOf([null, '']);
    }
    expect(demo.seeders.map(({ plugin, agregados, error }) => ({ plugin, agregados, error }))).to.deep.equal([
      { plugin: 'a', agregados: { 'cosas de a': 2 }, error: undefined },
      { plugin: 'b', agregados: {}, error: 'falla a propósito' },
      { plugin: 'c', agregados: { 'cosas de c': 2 }, error: undefined },
    ]);
    const revertida = await db.withOwner((k) => k('tareas').where({ nombre: 'No debe quedar' }).first('id'));
    expect(revertida).to.equal(undefined);
    expect(resumenDemo(demo)).to.deep.equal([
      'Datos de demostración agregados: 2 cosas de a, 2 cosas de c.',
      'No se pudieron agregar los datos de demostración de b: falla a propósito',
    ]);
  });

  it('says when there was nothing to add', () => {
    const demo: CuentaDemo = {
      correo: DEMO_CORREO,
      password: 'x',
      creada: false,
      seeders: [
        { plugin: 'a', agregados: {}, ms: 1 },
        { plugin: 'b', agregados: { clientes: 0 }, ms: 1 },
      ],
    };
    expect(resumenDemo(demo)).to.deep.equal(['Los datos de demostración ya estaban completos; no se agregó nada.']);
  });

  it('runs the project’s seeders twice without duplicating anything, and gives a new password each time', async function () {
    this.timeout(60_000);
    const primera = await sembrarDemoDePrueba(server);
    expect(primera.demo.seeders.filter((s) => s.error)).to.deep.equal([]);
    const contar = async () => {
      const db = await getTestDatabase();
      const agenteId = primera.cuenta.login.agenteId;
      return db.withOwner(async (k) => ({
        clientes: Number((await k('clientes').where({ agente_id: agenteId }).count({ n: '*' }))[0].n),
        direcciones: Number((await k('clientes_direcciones').where({ agente_id: agenteId }).count({ n: '*' }))[0].n),
        tareas: Number((await k('tareas').where({ agente_id: agenteId }).count({ n: '*' }))[0].n),
        // Other plugins' seeders log on their own records (policies…): these are the clients' logs.
        bitacoras: Number((await k('bitacoras').where({ agente_id: agenteId }).where({ entidad: 'clientes' }).count({ n: '*' }))[0].n),
        textos: Number((await k('bitacora_textos').where({ agente_id: agenteId }).count({ n: '*' }))[0].n),
      }));
    };
    const antes = await contar();
    expect(antes).to.deep.include({ clientes: 40, direcciones: 40, tareas: 15 });
    expect(antes.bitacoras).to.be.within(15, 30);

    const segunda = await sembrarDemoDePrueba(server);
    expect(segunda.demo.creada).to.equal(false);
    expect(segunda.demo.password).not.to.equal(primera.demo.password);
    expect(segunda.demo.seeders.map((s) => s.agregados)).to.deep.equal(segunda.demo.seeders.map(() => ({})));
    expect(resumenDemo(segunda.demo)).to.deep.equal(['Los datos de demostración ya estaban completos; no se agregó nada.']);
    expect(await contar()).to.deep.equal(antes);
    // The new password replaced the old one.
    const vieja = await server.api('POST', '/usuarios/login', { usuario: DEMO_CORREO, password: primera.demo.password });
    expect(vieja.body.ok).to.equal(false);
  });

  it('shows another agent none of the demo data', async () => {
    const { cuenta } = await sembrarDemoDePrueba(server);
    const otro = await crearAgente(server);
    const demoClientes = (await server.api('GET', '/clientes?size=-1', undefined, cuenta.auth)).body.body.items;
    expect(demoClientes).to.have.length(40);
    expect((await server.api('GET', '/clientes', undefined, otro.auth)).body.body.totalItems).to.equal(0);
    expect((await server.api('GET', '/tareas?size=-1', undefined, otro.auth)).body.body.totalItems).to.equal(0);
    for (const { id } of demoClientes.slice(0, 5)) {
      expect((await server.api('GET', `/clientes/${id}`, undefined, otro.auth)).status).to.equal(404);
      expect((await server.api('GET', `/crm?clienteId=${id}`, undefined, otro.auth)).status).to.equal(404);
    }
  });

  it('dates the demo in Mexico City and keeps its pseudo-random sequence fixed per seed', () => {
    expect(hoyEnMexico(new Date('2026-03-11T05:30:00Z'))).to.equal('2026-03-10');
    expect(hoyEnMexico(new Date('2026-03-11T06:30:00Z'))).to.equal('2026-03-11');
    const a = crearAzar('clientes');
    const b = crearAzar('clientes');
    const serie = Array.from({ length: 5 }, () => a.entero(1, 1000));
    expect(Array.from({ length: 5 }, () => b.entero(1, 1000))).to.deep.equal(serie);
    const otra = crearAzar('crm');
    expect(Array.from({ length: 5 }, () => otra.entero(1, 1000))).not.to.deep.equal(serie);
    expect(crearAzar('x').barajar([1, 2, 3, 4, 5]).sort()).to.deep.equal([1, 2, 3, 4, 5]);
  });
});
