import { expect } from 'chai';
import { centavos, formatDinero } from '../../../core/shared/format.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearClave, crearPoliza, recibosDePoliza } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { ultimoCorreoA } from '../../helpers/smtp.ts';

/** Issue 16, templates and sending: real data in the merge fields, XSS neutralised, refusals, privileges and isolation. */
describe('comunicacion: plantillas de correo y envíos', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let polizaId: number;
  let reciboId: number;
  let clienteId: number;
  const XSS = '<img src=x onerror=alert(1)>';

  const plantilla = (d: Record<string, unknown> = {}) => ({
    nombre: 'Recordatorio de pago',
    correoEventoId: 2,
    asunto: 'Tu recibo @serie vence pronto',
    cuentaCC: null,
    cuerpo:
      '<p onclick="alert(1)">Hola <strong>@cliente</strong>, tu recibo de @concepto por @importe vence el @fecVence.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    ...d,
  });

  async function crearModelo(cuenta: Cuenta, d: Record<string, unknown> = {}): Promise<number> {
    const res = await server.api('POST', '/correo-modelo', plantilla(d), cuenta.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.body.id;
  }

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    // Names hold letters only (clientes validates them): the payload rides in the policy's concept.
    clienteId = await crearCliente(server, agente);
    polizaId = await crearPoliza(server, agente, { clienteId, claveId: await crearClave(server, agente) }, { formaPago: 'semestral', concepto: `Auto ${XSS}` });
    reciboId = (await recibosDePoliza(server, agente, polizaId))[0].id;
  });
  after(() => server.close());

  it('lists the events with their @ merge fields', async () => {
    const res = await server.api('GET', '/correo-evento', undefined, agente.auth);
    expect(res.status).to.equal(200);
    const recibo = res.body.body.find((e: { id: number }) => e.id === 2);
    expect(recibo.nombre).to.equal('Recibo');
    expect(recibo.correoCampos.map((c: { nombre: string }) => c.nombre)).to.include.members(['cliente', 'importe', 'fecVence', 'noPoliza']);
  });

  it('stores the template sanitised and renders it with the receipt and client data, escaped', async () => {
    const id = await crearModelo(agente);
    const guardada = (await server.api('GET', `/correo-modelo/${id}`, undefined, agente.auth)).body.body;
    expect(guardada.cuerpo).to.not.match(/script|onclick|javascript/);
    expect(guardada.evento).to.deep.equal({ id: 2, nombre: 'Recibo', entidad: 'recibo' });
    const res = await server.api('POST', '/correo-modelo/translate', { correoModeloId: id, objectId: reciboId }, agente.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const { cuerpoHTML, asunto, cuentaTo, celular } = res.body.body;
    const recibo: { fecVence: string; total: number } = (await server.api('GET', `/polizas/${polizaId}`, undefined, agente.auth)).body.body.recibos[0];
    const [y, m, d] = recibo.fecVence.split('-');
    expect(cuerpoHTML).to.include(`vence el ${d}/${m}/${y}`);
    expect(cuerpoHTML).to.include(`de Auto &lt;img src=x onerror=alert(1)&gt; por ${formatDinero(centavos(recibo.total))} vence`);
    expect(cuerpoHTML).to.match(/<strong>Ana [A-Z][a-z] Gómez Ruiz<\/strong>/);
    expect(cuerpoHTML).to.not.match(/<img|<script|onclick|javascript/);
    expect(asunto).to.equal('Tu recibo 1 de 2 vence pronto');
    expect(cuentaTo).to.match(/@example\.com$/);
    expect(celular).to.equal('5512345678');
  });

  it('refuses templates and sends with the messages of the spec', async () => {
    const sinNombre = await server.api('POST', '/correo-modelo', plantilla({ nombre: '' }), agente.auth);
    expect([sinNombre.status, sinNombre.body.message]).to.deep.equal([400, 'El nombre es obligatorio']);
    const cc = await server.api('POST', '/correo-modelo', plantilla({ cuentaCC: 'no-es-correo' }), agente.auth);
    expect([cc.status, cc.body.message]).to.deep.equal([400, 'El correo no-es-correo no es válido']);
    const id = await crearModelo(agente);
    const base = { correoModeloId: id, reciboId, polizaId, to: ['ana@example.com'], subject: 'Recordatorio de pago', body: '<p>Hola</p>' };
    const casos: [Record<string, unknown>, string][] = [
      [{ subject: 'Corto' }, 'El asunto debe tener entre 10 y 100 caracteres'],
      [{ to: ['ana@', 'b@x.mx'] }, 'El correo ana@ no es válido'],
      [{ cc: ['mal'] }, 'El correo mal no es válido'],
      [{ to: [] }, 'El campo Para es obligatorio'],
      [{ correoModeloId: null }, 'Selecciona una plantilla'],
      [{ tipo: 'whatsapp' }, 'El celular es obligatorio para enviar por WhatsApp'],
    ];
    for (const [cambio, mensaje] of casos) {
      const res = await server.api('POST', '/email/crm', { ...base, ...cambio }, agente.auth);
      expect([res.status, res.body.message], JSON.stringify(cambio)).to.deep.equal([400, mensaje]);
    }
  });

  it('sends the e-mail over SMTP and writes it to the receipt log; WhatsApp gives a wa.me link and is logged', async () => {
    const id = await crearModelo(agente);
    const { cuerpoHTML } = (await server.api('POST', '/correo-modelo/translate', { correoModeloId: id, objectId: reciboId }, agente.auth)).body.body;
    const para = `cliente${Date.now()}@example.com`;
    const res = await server.api(
      'POST',
      '/email/crm',
      { correoModeloId: id, reciboId, polizaId, to: [para], cc: [], subject: 'Recordatorio de pago', body: cuerpoHTML },
      agente.auth,
    );
    expect([res.status, res.body.message]).to.deep.equal([200, 'Correo enviado']);
    const correo = await ultimoCorreoA(para);
    expect(correo.subject).to.equal('Recordatorio de pago');
    expect(correo.text).to.include('Auto <img src=x onerror=alert(1)>');
    expect(correo.raw).to.not.match(/<img src=x/);
    const wa = await server.api(
      'POST',
      '/email/crm',
      { correoModeloId: id, reciboId, tipo: 'whatsapp', celular: '55 1234 5678', subject: 'Recordatorio de pago', body: cuerpoHTML },
      agente.auth,
    );
    expect(wa.status, JSON.stringify(wa.body)).to.equal(200);
    expect(wa.body.body.url).to.match(/^https:\/\/wa\.me\/525512345678\?text=Hola/);
    const log = (await server.api('GET', `/crm?reciboId=${reciboId}`, undefined, agente.auth)).body.body;
    const asuntos = log.map((r: { asunto: string }) => r.asunto);
    expect(asuntos).to.include('Recordatorio de pago');
    expect(asuntos).to.include('Mensaje de WhatsApp: Recordatorio de pago');
    const texto = log.find((r: { asunto: string }) => r.asunto === 'Recordatorio de pago').textos[0].texto;
    expect(texto).to.include(`Para: ${para}`);
    expect(log.every((r: { tipo: string }) => r.tipo === 'correo')).to.equal(true);
  });

  it("answers 403 without the privileges and 404 for another agent's template or object", async () => {
    const id = await crearModelo(agente);
    const ajeno = await crearModelo(otro);
    const sinNada = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await server.api('GET', '/correo-modelo', undefined, sinNada.auth)).status).to.equal(403);
    expect((await server.api('POST', '/correo-modelo', plantilla(), sinNada.auth)).status).to.equal(403);
    expect((await server.api('POST', '/email/crm', {}, sinNada.auth)).status).to.equal(403);
    for (const [metodo, ruta, cuerpo] of [
      ['GET', `/correo-modelo/${ajeno}`, undefined],
      ['PUT', `/correo-modelo/${ajeno}`, plantilla()],
      ['DELETE', `/correo-modelo/${ajeno}`, undefined],
      ['POST', '/correo-modelo/translate', { correoModeloId: ajeno, objectId: reciboId }],
      ['GET', '/correo-modelo/abc', undefined],
    ] as const) {
      expect((await server.api(metodo, ruta, cuerpo, agente.auth)).status, `${metodo} ${ruta}`).to.equal(404);
    }
    const ids = (await server.api('GET', '/correo-modelo', undefined, agente.auth)).body.body.map((m: { id: number }) => m.id);
    expect(ids).to.include(id).and.not.include(ajeno);
    const delOtro = await server.api('POST', '/correo-modelo/translate', { correoModeloId: ajeno, objectId: reciboId }, otro.auth);
    expect([delOtro.status, delOtro.body.message]).to.deep.equal([404, 'El registro del correo no existe']);
    const envio = await server.api('POST', '/email/crm', { correoModeloId: ajeno, reciboId, to: ['a@x.mx'], subject: 'Recordatorio de pago', body: 'x' }, otro.auth);
    expect(envio.status).to.equal(404);
    expect((await server.api('DELETE', `/correo-modelo/${id}`, undefined, agente.auth)).status).to.equal(200);
  });
});
