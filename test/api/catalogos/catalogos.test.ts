import { expect } from 'chai';
import { CONDUCTOS, FORMAS_PAGO, METODOS_PAGO, RAMO, STATUS_POLIZA, STATUS_RECIBO } from '../../../plugins/catalogos/shared/catalogos.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('reference catalogues (ramos, razones, catálogos, coberturas, banners)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let sub: Cuenta;
  const get = (path: string, cuenta: Cuenta = agente) => server.api('GET', path, undefined, cuenta.auth);
  const nombres = async (path: string): Promise<string[]> => (await get(path)).body.body.map((x: { nombre: string }) => x.nombre);

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    // Catalogues feed the selectors of every module: a user with no catalogue privilege reads them too.
    sub = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
  });
  after(() => server.close());

  it('lists the four lines with their codes and icons', async () => {
    const res = await get('/ramos', sub);
    expect(res.body.body).to.deep.equal([
      { id: RAMO.AUTO, nombre: 'Auto', icono: 'drive-time', clave: 'auto' },
      { id: RAMO.SALUD, nombre: 'Salud', icono: 'pulse', clave: 'salud' },
      { id: RAMO.VIDA, nombre: 'Vida', icono: 'heart', clave: 'vida' },
      { id: RAMO.DIVERSOS, nombre: 'Diversos', icono: 'home', clave: 'diversos' },
    ]);
  });

  it('lists the closing reasons of policies (tipo 0) and of receipts (tipo 3)', async () => {
    const poliza = await get('/razones?modelo=0&tipo=0', sub);
    expect(poliza.body.body[0]).to.have.all.keys('id', 'nombre');
    expect(poliza.body.body.map((r: { nombre: string }) => r.nombre)).to.include.members([
      'Falta de pago',
      'Cambio de aseguradora',
      'Venta del bien asegurado',
      'Solicitud del cliente',
      'Pérdida total por siniestro',
      'Error de captura',
      'Otro',
    ]);
    const recibo = await nombres('/razones?tipo=3');
    expect(recibo).to.include.members(['Falta de pago', 'Error de captura', 'Otro']).and.not.include('Venta del bien asegurado');
    expect(await nombres('/razones?modelo=1&tipo=0')).to.deep.equal(await nombres('/razones?tipo=0'));
    expect(await nombres('/razones?tipo=1')).to.deep.equal([]);
    for (const query of ['tipo=poliza', 'modelo=1.5', 'tipo=0&tipo=3']) expect((await get(`/razones?${query}`)).status, query).to.equal(400);
  });

  it('serves the fixed key/value catalogues the policy and receipt screens use', async () => {
    const fijos: [string, unknown][] = [
      ['/catalogos/metodo-pago', METODOS_PAGO],
      ['/catalogos/polizas/conductos', CONDUCTOS],
      ['/catalogos/polizas/status', STATUS_POLIZA],
      ['/catalogos/forma-pago', FORMAS_PAGO],
      ['/catalogos/recibos/status', STATUS_RECIBO],
    ];
    for (const [path, lista] of fijos) {
      const res = await get(path, sub);
      expect(res.body.body, path).to.deep.equal(lista);
      expect(
        res.body.body.every((o: object) => 'key' in o && 'value' in o),
        path,
      ).to.equal(true);
    }
    const formas = (await get('/catalogos/forma-pago')).body.body.map((f: { key: string; pagos: number }) => [f.key, f.pagos]);
    expect(formas).to.deep.equal([
      ['contado', 1],
      ['semestral', 2],
      ['trimestral', 4],
      ['mensual', 12],
    ]);
    expect((await get('/catalogos/polizas/status')).body.body.map((s: { key: string }) => s.key)).to.deep.equal(['vigente', 'pendiente', 'terminada', 'cancelada', 'eliminada']);
    expect((await get('/catalogos/recibos/status')).body.body.map((s: { key: string }) => s.key)).to.deep.equal(['pendiente', 'pagado', 'vencido', 'cancelado']);
  });

  it('lists the usual coverages of each line', async () => {
    expect(await nombres(`/coberturas?ramo=${RAMO.AUTO}`)).to.include.members([
      'Daños materiales',
      'Robo total',
      'Responsabilidad civil por daños a terceros',
      'Gastos médicos ocupantes',
      'Asistencia legal',
      'Asistencia vial',
    ]);
    expect(await nombres(`/coberturas?ramo=${RAMO.SALUD}`)).to.include('Gastos médicos mayores');
    expect(await nombres(`/coberturas?ramo=${RAMO.VIDA}`)).to.include('Fallecimiento');
    expect(await nombres(`/coberturas?ramo=${RAMO.DIVERSOS}`)).to.include.members([
      'Terremoto y erupción volcánica',
      'Fenómenos hidrometeorológicos',
      'Robo con violencia',
      'Responsabilidad civil',
    ]);
    const todas = (await get('/coberturas', sub)).body.body;
    expect(new Set(todas.map((c: { ramo: number }) => c.ramo))).to.deep.equal(new Set([1, 3, 5, 7]));
    expect(todas[0]).to.have.all.keys('id', 'ramo', 'nombre');
    expect((await get('/coberturas?ramo=2')).body.body).to.deep.equal([]);
    expect((await get('/coberturas?ramo=auto')).body.message).to.equal('El parámetro ramo debe ser un número entero (por ejemplo ramo=1)');
  });

  it('lists the HOME banners with their images shipped as SVG data, never an external address', async () => {
    const res = await get('/banners?ubicacion=HOME', sub);
    expect(res.body.body.length).to.be.within(2, 3);
    for (const b of res.body.body) {
      expect(b).to.have.all.keys('id', 'banner', 'descripcion');
      expect(b.banner).to.match(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(b.banner)).to.not.match(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(b.descripcion).to.be.a('string').and.not.equal('');
    }
    expect((await get('/banners?ubicacion=home')).body.body).to.deep.equal(res.body.body);
    expect((await get('/banners?ubicacion=LOGIN')).body.message).to.equal('La ubicación debe ser una de: HOME');
  });

  it('asks for a session on every catalogue', async () => {
    const paths = [
      '/ramos',
      '/razones?tipo=0',
      '/catalogos/metodo-pago',
      '/catalogos/polizas/conductos',
      '/catalogos/polizas/status',
      '/catalogos/forma-pago',
      '/catalogos/recibos/status',
      '/coberturas',
      '/banners?ubicacion=HOME',
    ];
    for (const path of paths) expect((await server.api('GET', path)).status, path).to.equal(401);
  });
});
