import { expect } from 'chai';
import type { Database } from '../../../core/server/db/database.ts';
import { sincronizarClave } from '../../../plugins/integraciones/server/index.ts';
import type { DependenciasSincronizacion } from '../../../plugins/integraciones/server/sincronizacion/sincronizacion.service.ts';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { PortalSimulado } from '../../helpers/portal-simulado.ts';
import { recibosDePoliza } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { agenteConPortal, dependencias, idDeGnp, logsDe, polizasDelPortal } from './sincronizacion-ayuda.ts';

/** Insurer-portal sync against the stand-in portal (spec 02 §1, §2.14, §3, §7; docs/adr/038-sincronizacion-portales.md). */
describe('integraciones: sincronización con el portal de la aseguradora', function () {
  this.timeout(120_000);
  let server: TestServer;
  let portal: PortalSimulado;
  let db: Database;
  let deps: DependenciasSincronizacion;
  let gnpId: number;
  const lineas: string[] = [];
  const PASSWORD = 'Portal-Secreto-9981';

  before(async () => {
    portal = await new PortalSimulado().iniciar();
    portal.usuarios.set('agente.gnp', PASSWORD);
    server = await startTestServer({ logSink: (l) => lineas.push(l) });
    db = await getTestDatabase();
    deps = dependencias(server, db, portal, lineas);
    gnpId = await idDeGnp(db);
  });

  after(async () => {
    await server?.close();
    await portal?.cerrar();
  });

  beforeEach(() => {
    portal.modo = 'normal';
    portal.polizas = polizasDelPortal();
  });

  it('marks GNP as an insurer that syncs (its connector exists)', async () => {
    const fila = await db.withOwner((k) => k('aseguradoras_predefinidas').where({ id: gnpId }).first('rpa'));
    expect(fila.rpa).to.equal(true);
  });

  it('imports the portal policies through the PDF path, then a second run imports nothing new and applies a payment', async () => {
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    const avance: string[] = [];
    const primera = await sincronizarClave(deps, a.agenteId, a.claveId, (n, noPoliza) => avance.push(`${n}:${noPoliza}`));
    expect(primera).to.include({ status: 'exito', totalRegistros: 3 });
    expect(avance).to.deep.equal(['1:1100254789', '2:V-88120045', '3:GMM-55123-7']);
    // Two pages of two were read.
    expect(portal.llamadas.filter((l) => l.startsWith('GET /polizas?pagina='))).to.have.length.greaterThanOrEqual(2);

    const polizas = await server.api('GET', '/polizas', undefined, a.cuenta.auth);
    expect(polizas.body.body.totalItems).to.equal(3);
    expect(polizas.body.body.items.every((p: { esRobot: boolean }) => p.esRobot)).to.equal(true);

    const [log] = await logsDe(server, a.cuenta);
    expect(log).to.include({ id: primera.logId, status: 'exito', totalRegistros: 3, aseguradora: 'GNP Seguros', clave: '0123456' });
    expect(log.fechaTermino).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detalle = await server.api('GET', `/rpa/logs/${primera.logId}/detalle?page=1&size=2`, undefined, a.cuenta.auth);
    expect(detalle.body.body).to.include({ totalItems: 3, currentPage: 1, pageSize: 2, totalPages: 2 });
    expect(detalle.body.body.items[0]).to.include({
      status: 'exito',
      noPoliza: '1100254789',
      resultado: 'Póliza creada desde el portal',
      polizaEsRobot: true,
      clienteEsRobot: true,
    });
    const porDefecto = await server.api('GET', `/rpa/logs/${primera.logId}/detalle`, undefined, a.cuenta.auth);
    expect(porDefecto.body.body.pageSize).to.equal(20);

    // The portal now shows the auto policy's first receipt paid; only that policy changed since the first run.
    const auto = portal.polizas[0];
    auto.pagos = [{ serie: 1, fecha: '20/01/2026', folio: 'GNP-778' }];
    auto.modificada = new Date();
    const segunda = await sincronizarClave(deps, a.agenteId, a.claveId);
    expect(segunda).to.include({ status: 'exito', totalRegistros: 1 });
    expect((await server.api('GET', '/polizas', undefined, a.cuenta.auth)).body.body.totalItems).to.equal(3);
    const det2 = (await server.api('GET', `/rpa/logs/${segunda.logId}/detalle`, undefined, a.cuenta.auth)).body.body.items;
    expect(det2).to.have.length(1);
    expect(det2[0].resultado).to.equal('La póliza ya estaba importada. Se aplicó el pago del recibo 1');
    const recibos = await recibosDePoliza(server, a.cuenta, det2[0].poliza);
    const pagado = recibos.find((r) => r.serie === 1);
    expect(pagado?.status).to.equal('pagado');
    expect(det2[0].recibo).to.equal(pagado?.id);
    // Newest first.
    expect((await logsDe(server, a.cuenta)).map((l) => l.id)).to.deep.equal([segunda.logId, primera.logId]);
  });

  it('stops with status credenciales and a Spanish message when the portal refuses the password', async () => {
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', 'otra-contrasena');
    const r = await sincronizarClave(deps, a.agenteId, a.claveId);
    expect(r).to.include({ status: 'credenciales', totalRegistros: 0 });
    expect(r.mensaje).to.equal('El portal de GNP Seguros rechazó el usuario o la contraseña. Actualízalos en la clave de agente');
    expect((await logsDe(server, a.cuenta))[0]).to.include({ status: 'credenciales', mensaje: r.mensaje });
  });

  it('stops with status captcha when the portal asks for one, on sign-in or on the list', async () => {
    for (const modo of ['captcha-login', 'captcha-lista'] as const) {
      portal.modo = modo;
      const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
      const r = await sincronizarClave(deps, a.agenteId, a.claveId);
      expect(r, modo).to.include({ status: 'captcha', totalRegistros: 0 });
      expect(r.mensaje).to.match(/^El portal de GNP Seguros pidió resolver un CAPTCHA; la sincronización se detuvo/);
      expect((await server.api('GET', '/polizas', undefined, a.cuenta.auth)).body.body.totalItems).to.equal(0);
    }
  });

  it('records a timeout when a page is too slow, and leaves nothing half-imported', async () => {
    portal.modo = 'lento';
    portal.lentoMs = 3_000;
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    const r = await sincronizarClave(deps, a.agenteId, a.claveId);
    expect(r).to.include({ status: 'error', totalRegistros: 0, mensaje: 'El portal de GNP Seguros no respondió en 2 segundos; la sincronización se detuvo' });
    expect((await server.api('GET', '/polizas', undefined, a.cuenta.auth)).body.body.totalItems).to.equal(0);
    expect((await server.api('GET', '/clientes', undefined, a.cuenta.auth)).body.body.totalItems).to.equal(0);
  });

  it('never writes the portal password in the server log, the log rows or the answers', async () => {
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', PASSWORD);
    await sincronizarClave(deps, a.agenteId, a.claveId);
    portal.modo = 'lento';
    await sincronizarClave(deps, a.agenteId, a.claveId);
    // It did reach the portal's form, and nowhere else.
    expect(portal.formularios.some((f) => f.includes(PASSWORD))).to.equal(true);
    const respuestas = [await server.api('GET', '/rpa/logs', undefined, a.cuenta.auth), await server.api('GET', `/aseguradoras/accounts/${a.claveId}`, undefined, a.cuenta.auth)];
    for (const l of await logsDe(server, a.cuenta)) respuestas.push(await server.api('GET', `/rpa/logs/${l.id}/detalle`, undefined, a.cuenta.auth));
    for (const r of respuestas) expect(JSON.stringify(r.body)).to.not.include(PASSWORD);
    expect(lineas.length).to.be.greaterThan(0);
    expect(lineas.join('\n')).to.not.include(PASSWORD);
    const filas = await db.withOwner((k) => k.raw(`select row_to_json(l)::text as t from rpa_logs l union all select row_to_json(d)::text from rpa_log_detalles d`));
    expect(JSON.stringify(filas.rows)).to.not.include(PASSWORD);
  });

  it('needs REPORTES_AUTOMATIZACIONES, and answers 404 for another agent’s log', async () => {
    const a = await agenteConPortal(server, gnpId, 'agente.gnp', 'mala');
    const r = await sincronizarClave(deps, a.agenteId, a.claveId);
    const otro = await crearAgente(server);
    for (const ruta of [`/rpa/logs/${r.logId}`, `/rpa/logs/${r.logId}/detalle`]) {
      const res = await server.api('GET', ruta, undefined, otro.auth);
      expect(res.status, ruta).to.equal(404);
      expect(res.body.message).to.equal('La sincronización no existe');
    }
    expect(await logsDe(server, otro)).to.deep.equal([]);
    const sinPermiso = await crearUsuarioAdicional(server, a.cuenta, ['ROLE_POLIZAS_R']);
    expect((await server.api('GET', '/rpa/logs', undefined, sinPermiso.auth)).status).to.equal(403);
    const conPermiso = await crearUsuarioAdicional(server, a.cuenta, ['ROLE_REPORTES_AUTOMATIZACIONES']);
    expect((await server.api('GET', `/rpa/logs/${r.logId}`, undefined, conPermiso.auth)).body.body).to.include({ id: r.logId, status: 'credenciales' });
    expect((await server.api('GET', '/rpa/logs/abc', undefined, a.cuenta.auth)).status).to.equal(404);
    expect((await server.api('GET', `/rpa/logs/${r.logId}/detalle?page=0`, undefined, a.cuenta.auth)).status).to.equal(400);
  });
});
