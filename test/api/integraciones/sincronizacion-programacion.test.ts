import { expect } from 'chai';
import type { Database } from '../../../core/server/db/database.ts';
import { sincronizarPendientes } from '../../../plugins/integraciones/server/index.ts';
import type { DependenciasSincronizacion } from '../../../plugins/integraciones/server/sincronizacion/sincronizacion.service.ts';
import { correr, entorno } from '../importacion/cli-proceso.ts';
import { getTestDatabase, openMigratedDatabase, testDatabaseKind } from '../../helpers/db.ts';
import { PortalSimulado } from '../../helpers/portal-simulado.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { agenteConPortal, dependencias, idDeGnp, logsDe, polizasDelPortal, type AgenteConPortal } from './sincronizacion-ayuda.ts';

const MINUTO = 60_000;
const DIA = 86_400_000;

/** When syncs run (spec 02 §2.10, §11): 15 minutes after the credentials, then every Frecuencia days of the plan; once per key. */
describe('integraciones: programación de la sincronización con portales', function () {
  this.timeout(180_000);
  let server: TestServer;
  let portal: PortalSimulado;
  let db: Database;
  let deps: DependenciasSincronizacion;
  let gnpId: number;
  const lineas: string[] = [];
  const PASSWORD = 'Clave-Del-Portal-4410';

  before(async () => {
    portal = await new PortalSimulado().iniciar();
    portal.usuarios.set('agente.gnp', PASSWORD);
    portal.polizas = polizasDelPortal().slice(0, 1);
    server = await startTestServer({ logSink: (l) => lineas.push(l) });
    db = await getTestDatabase();
    deps = dependencias(server, db, portal, lineas);
    gnpId = await idDeGnp(db);
  });

  after(async () => {
    await server?.close();
    await portal?.cerrar();
  });

  /** The runs of one key among a tick's (the database may hold other tests' keys). */
  const corridasDe = (a: AgenteConPortal, hechas: { logId: number }[], logs: { id: number }[]) => hechas.filter((h) => logs.some((l) => l.id === h.logId));

  async function frecuencia(agenteId: number): Promise<number> {
    const fila = await db.withOwner((k) =>
      k('suscripciones as s')
        .join('plan_items as i', 'i.plan_id', 's.plan_id')
        .where('s.agente_id', agenteId)
        .where('i.tipo', 'FRECUENCIA')
        .orderBy('s.created_at', 'desc')
        .first('i.cantidad'),
    );
    return Number(fila.cantidad);
  }

  it('runs a key 15 minutes after its credentials were saved, then every Frecuencia days of the plan', async () => {
    const guardada = Date.now();
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    const dias = await frecuencia(a.agenteId);
    expect(dias).to.be.greaterThan(0);

    await sincronizarPendientes(deps, new Date(guardada + 14 * MINUTO));
    expect(await logsDe(server, a.cuenta)).to.deep.equal([]);

    const primera = new Date(Date.now() + 15 * MINUTO + 5_000);
    await sincronizarPendientes(deps, primera);
    const logs = await logsDe(server, a.cuenta);
    expect(logs.map((l) => l.status)).to.deep.equal(['exito']);

    await sincronizarPendientes(deps, new Date(primera.getTime() + dias * DIA - MINUTO));
    expect(await logsDe(server, a.cuenta)).to.have.length(1);
    await sincronizarPendientes(deps, new Date(primera.getTime() + dias * DIA));
    expect((await logsDe(server, a.cuenta)).map((l) => l.status)).to.deep.equal(['exito', 'exito']);
  });

  it('saving the credentials again starts over: the next run is 15 minutes after that save', async () => {
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    await sincronizarPendientes(deps, new Date(Date.now() + 16 * MINUTO));
    expect(await logsDe(server, a.cuenta)).to.have.length(1);
    const res = await server.api(
      'PUT',
      `/aseguradoras/accounts/${a.claveId}`,
      {
        id: a.claveId,
        aseguradoraId: gnpId,
        clave: '0123456',
        sincronizacion: true,
        portalClave: 'agente.gnp',
        portalPassword: PASSWORD,
        comisionAutos: 10,
        comisionVida: 5,
        comisionSalud: 8,
        comisionDiversos: 12,
        terminos: true,
      },
      a.cuenta.auth,
    );
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    await sincronizarPendientes(deps, new Date(Date.now() + 16 * MINUTO));
    expect(await logsDe(server, a.cuenta)).to.have.length(2);
  });

  it('marks a run that died as failed and runs the key again', async () => {
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    const ahora = new Date(Date.now() + 16 * MINUTO);
    // The key's schedule row exists once a tick has seen it; then an instance "dies" holding it two hours ago.
    await sincronizarPendientes(deps, new Date());
    const hace = new Date(ahora.getTime() - 2 * 60 * MINUTO);
    await db.withOwner(async (k) => {
      const [log] = await k('rpa_logs').insert({ agente_id: a.agenteId, clave_id: a.claveId, aseguradora_id: gnpId, inicio: hace, status: 'en_curso' }).returning('id');
      await k('rpa_programaciones').where({ clave_id: a.claveId }).update({ en_curso_desde: hace, log_id: log.id });
      await k('rpa_log_detalles').insert({ agente_id: a.agenteId, log_id: log.id, status: 'pendiente', no_poliza: '1100254789', resultado: 'Procesamiento en curso' });
    });
    const hechas = await sincronizarPendientes(deps, ahora);
    const logs = await logsDe(server, a.cuenta);
    expect(logs.map((l) => l.status)).to.deep.equal(['exito', 'error']);
    expect(logs[1].mensaje).to.equal('La sincronización se interrumpió antes de terminar; se intentará de nuevo');
    expect(corridasDe(a, hechas, logs)).to.have.length(1);
    const detalle = await server.api('GET', `/rpa/logs/${logs[1].id}/detalle`, undefined, a.cuenta.auth);
    expect(detalle.body.body.items[0]).to.include({ status: 'error', resultado: 'La sincronización se interrumpió antes de terminar; se intentará de nuevo' });
  });

  it('runs a due key exactly once when two app instances tick at the same time (PostgreSQL)', async function () {
    // On PGlite the database belongs to one process, so there is no second instance to race.
    if (testDatabaseKind() !== 'postgres') this.skip();
    const otra = await openMigratedDatabase();
    const otroServidor = await startTestServer();
    try {
      const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
      const ahora = new Date(Date.now() + 16 * MINUTO);
      const depsOtra = dependencias(otroServidor, otra, portal, lineas);
      const inicios = portal.formularios.length;
      const [h1, h2] = await Promise.all([sincronizarPendientes(deps, ahora), sincronizarPendientes(depsOtra, ahora)]);
      const logs = await logsDe(server, a.cuenta);
      expect(logs).to.have.length(1);
      expect(corridasDe(a, [...h1, ...h2], logs)).to.have.length(1);
      expect(portal.formularios.slice(inicios).filter((f) => f.includes('agente.gnp')).length).to.be.at.least(1);
    } finally {
      await otroServidor.close();
      await otra.close();
    }
  });

  it('cartera sync runs an agent’s keys by hand, with progress (PostgreSQL)', async function () {
    // The CLI opens the database on its own: PGlite in memory belongs to this test process.
    if (testDatabaseKind() !== 'postgres') this.skip();
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    const r = await correr(['sync', '--agente', a.cuenta.correo], entorno({ JWT_SECRET: server.config.jwtSecret, PORTAL_GNP_URL: portal.url }));
    expect(r.codigo, r.stderr).to.equal(0);
    expect(r.stderr).to.include('Clave 0123456: [1] póliza 1100254789');
    expect(r.stdout).to.match(/Clave 0123456: exito — Se revisó 1 póliza \(sincronización \d+\)/);
    expect(r.stdout + r.stderr).to.not.include(PASSWORD);
    expect((await logsDe(server, a.cuenta)).map((l) => l.status)).to.deep.equal(['exito']);
    const nadie = await correr(['sync', '--agente', 'nadie@example.com'], entorno({ JWT_SECRET: server.config.jwtSecret, PORTAL_GNP_URL: portal.url }));
    expect(nadie.codigo).to.equal(1);
    expect(nadie.stderr).to.include('No hay claves con sincronización activada');
  });
});
