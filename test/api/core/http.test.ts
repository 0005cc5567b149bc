import { expect } from 'chai';
import { APP_VERSION } from '../../../core/server/version.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, testConfig, type TestServer } from '../../helpers/server.ts';

describe('HTTP core', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers GET /api/api-info with the environment and version', async () => {
    const res = await server.api('GET', '/api-info');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ ok: true, message: '', body: { env: 'development', version: APP_VERSION } });
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const res = await server.api('GET', '/no/existe');
    expect(res.status).to.equal(404);
    expect(res.body).to.deep.equal({ ok: false, message: 'No existe la ruta GET /api/no/existe', body: null });
  });

  it('answers malformed JSON with a 400 in Spanish', async () => {
    const res = await server.api('POST', '/app-errors', '{"mensaje": ');
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.equal({ ok: false, message: 'El cuerpo de la solicitud no es JSON válido', body: null });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await server.api('POST', '/app-errors', 'mensaje=hola', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).to.equal(415);
    expect(res.body.message).to.equal('Tipo de contenido no soportado; envía JSON (application/json)');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await server.api('POST', '/app-errors', { mensaje: 'x'.repeat(server.config.bodyLimitBytes + 10) });
    expect(res.status).to.equal(413);
    expect(res.body).to.deep.equal({ ok: false, message: 'La solicitud es demasiado grande', body: null });
  });

  it('sets a request id and security headers on every answer', async () => {
    const res = await server.api('GET', '/api-info', undefined, { 'x-request-id': 'proxy-id-12345' });
    expect(res.headers.get('x-request-id')).to.equal('proxy-id-12345');
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
    expect(res.headers.get('content-security-policy')).to.contain("default-src 'self'");
    expect(res.headers.get('cache-control')).to.equal('no-store');
    const forged = await server.api('GET', '/api-info', undefined, { 'x-request-id': 'bad id\twith junk' });
    expect(forged.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('stores a UI crash report from POST /api/app-errors', async () => {
    const res = await server.api('POST', '/app-errors', { mensaje: 'TypeError: x is undefined', stack: 'at Foo', url: '/polizas', componentStack: 'in Foo' });
    expect(res.status).to.equal(200);
    expect(res.body.ok).to.equal(true);
    const db = await getTestDatabase();
    const row = await db.withOwner((k) => k('app_errors').where({ id: res.body.body.id }).first());
    expect(row).to.include({ mensaje: 'TypeError: x is undefined', stack: 'at Foo', url: '/polizas', component_stack: 'in Foo' });
    expect(row.request_id).to.equal(res.headers.get('x-request-id'));
  });

  it('validates a crash report with Spanish messages naming the field', async () => {
    const missing = await server.api('POST', '/app-errors', { stack: 'x' });
    expect(missing.status).to.equal(400);
    expect(missing.body).to.deep.equal({ ok: false, message: 'El mensaje es obligatorio', body: { errors: { mensaje: 'El mensaje es obligatorio' } } });
    const long = await server.api('POST', '/app-errors', { mensaje: 'x'.repeat(2001) });
    expect(long.body.message).to.equal('El mensaje debe tener como máximo 2000 caracteres');
    const notObject = await server.api('POST', '/app-errors', '[1,2]');
    expect(notObject.status).to.equal(400);
  });

  it('limits crash reports per client with a 429 in Spanish, counted across instances', async () => {
    const otra = await startTestServer();
    try {
      const cliente = { 'x-forwarded-for': '203.0.113.201' };
      for (let i = 0; i < 30; i++) {
        const res = await (i % 2 ? otra : server).api('POST', '/app-errors', { mensaje: `fallo ${i}` }, cliente);
        expect(res.status, res.body.message).to.equal(200);
      }
      const limited = await otra.api('POST', '/app-errors', { mensaje: 'otra vez' }, cliente);
      expect(limited.status).to.equal(429);
      expect(limited.body).to.deep.equal({ ok: false, message: 'Demasiadas solicitudes; espera un momento y vuelve a intentarlo', body: null });
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
      expect((await server.api('POST', '/app-errors', { mensaje: 'otro cliente' }, { 'x-forwarded-for': '203.0.113.202' })).status).to.equal(200);
    } finally {
      await otra.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY declares: rotating it resets no limit', async () => {
    const reportar = (srv: TestServer, i: number, ip: string) => srv.api('POST', '/app-errors', { mensaje: `fallo ${i}` }, { 'x-forwarded-for': ip });
    const sinProxy = await startTestServer({ env: { TRUST_PROXY: '0' } });
    try {
      const statuses: number[] = [];
      // The socket's address counts every one (other tests of this database may have counted some too).
      for (let i = 0; i < 31; i++) statuses.push((await reportar(sinProxy, i, `203.0.113.${i}`)).status);
      expect(statuses[30]).to.equal(429);
    } finally {
      await sinProxy.close();
    }
    // Behind one declared proxy, each client address counts on its own.
    const conProxy = await startTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      for (let i = 0; i < 31; i++) expect((await reportar(conProxy, i, `198.51.100.7, 192.0.2.${i}`)).status).to.equal(200);
    } finally {
      await conProxy.close();
    }
  });

  it('asks browsers for https only (HSTS) when PUBLIC_URL is https', async () => {
    expect((await server.api('GET', '/api-info')).headers.get('strict-transport-security')).to.equal(null);
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://cartera.example.mx' } });
    try {
      expect((await https.api('GET', '/api-info')).headers.get('strict-transport-security')).to.equal('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('refuses a TRUST_PROXY that is no hop count', () => {
    expect(() => testConfig({ TRUST_PROXY: 'true' })).to.throw(/TRUST_PROXY=true debe ser el número de proxies/);
  });

  it('lets V8 grow the heap by HEAP_GROWING_PERCENT past its live size, 30 % unless told, and refuses what is no percentage', () => {
    expect(testConfig().heapGrowingPercent).to.equal(30);
    expect(testConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).to.equal(0);
    expect(testConfig({ HEAP_GROWING_PERCENT: '120' }).heapGrowingPercent).to.equal(120);
    for (const malo of ['-1', '401', '1.5', 'mucho'])
      expect(() => testConfig({ HEAP_GROWING_PERCENT: malo })).to.throw(`HEAP_GROWING_PERCENT=${malo} debe ser un porcentaje entero entre 0 y 400 (0: la regla propia de V8)`);
  });

  it('takes an smtp or smtps SMTP_URL and refuses anything else without repeating it', () => {
    expect(testConfig().smtpUrl).to.equal('');
    for (const bueno of ['smtp://usuario:secreto@correo.ejemplo.mx:587', 'smtps://correo.ejemplo.mx:465', 'smtp://127.0.0.1:2525?pool=true'])
      expect(testConfig({ SMTP_URL: bueno }).smtpUrl).to.equal(bueno);
    for (const malo of ['correo.ejemplo.mx', 'http://correo.ejemplo.mx', 'smtp://', 'smtp://usuario:secreto@[::1']) {
      expect(() => testConfig({ SMTP_URL: malo }), malo).to.throw('SMTP_URL no es válido; usa una dirección como smtp://usuario:contraseña@servidor:587 o smtps://servidor:465');
    }
  });

  it('never answers a 500 or a stack trace to hostile requests', async () => {
    const attempts: [string, string, unknown?, Record<string, string>?][] = [
      ['POST', '/app-errors', 'null'],
      ['POST', '/app-errors', '"texto"'],
      ['POST', '/app-errors', '{"mensaje": {"$gt": ""}}'],
      ['POST', '/app-errors', '{"__proto__": {"mensaje": "x"}}'],
      ['POST', '/app-errors', '\u0000\u0001'],
      ['POST', '/app-errors', '{}', { 'content-type': 'application/json; charset=latin9000' }],
      ['PUT', '/api-info', '{}'],
      ['GET', '/%E0%A4%A', undefined],
      ['GET', '/api-info?x=%ZZ', undefined],
      ['DELETE', '/app-errors/1', undefined],
    ];
    for (const [method, p, body, headers] of attempts) {
      const res = await server.api(method, p, body, headers);
      expect(res.status, `${method} ${p} ${String(body)}`).to.be.within(200, 499);
      expect(JSON.stringify(res.body)).not.to.match(/at .*\.ts:\d+/);
    }
  });
});
