import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { ultimoCorreoA } from '../../helpers/smtp.ts';
import { crearProspecto, datosFisica } from '../prospeccion/datos.ts';
import { conPolizas, crearSiniestro, datosSiniestro } from '../siniestros/datos.ts';

/** Issue 16: templates for the prospect and claim events, rendered with their data, sent, logged in their own log, and isolated. */
describe('comunicacion: correos de prospectos y siniestros', () => {
  const suite = conPolizas();
  let otro: Cuenta;
  let prospectoId: number;
  let siniestroId: number;
  before(async () => {
    otro = await crearAgente(suite.server);
    prospectoId = await crearProspecto(suite.server, suite.agente, datosFisica({ email: 'mariana.prospecto@example.com' }));
    siniestroId = await crearSiniestro(suite.server, suite.agente, datosSiniestro(suite.p, { polizaId: suite.p.salud, asegurados: [suite.p.asegurados[0]] }));
  });

  const api = (method: string, path: string, body?: unknown, cuenta: Cuenta = suite.agente) => suite.server.api(method, path, body, cuenta.auth);

  async function modelo(correoEventoId: number, asunto: string, cuerpo: string): Promise<number> {
    const res = await api('POST', '/correo-modelo', { nombre: `Modelo ${correoEventoId}`, correoEventoId, asunto, cuentaCC: null, cuerpo });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.body.id;
  }

  it('lists the Prospecto and Siniestro events with their merge fields', async () => {
    const eventos: { id: number; nombre: string; entidad: string; correoCampos: { nombre: string }[] }[] = (await api('GET', '/correo-evento')).body.body;
    const prospecto = eventos.find((e) => e.entidad === 'prospecto');
    const siniestro = eventos.find((e) => e.entidad === 'siniestro');
    expect(prospecto?.nombre).to.equal('Prospecto');
    expect(prospecto?.correoCampos.map((c) => c.nombre)).to.include.members(['prospecto', 'nombres', 'correo']);
    expect(siniestro?.nombre).to.equal('Siniestro');
    expect(siniestro?.correoCampos.map((c) => c.nombre)).to.include.members(['cliente', 'noPoliza', 'noSiniestro', 'statusSiniestro']);
  });

  it("renders a prospect's template with its data, sends it and logs it in the prospect's log", async () => {
    const id = await modelo(5, 'Hola @nombres, tu cotización', '<p>Hola @prospecto, te escribo a @correo.</p>');
    const t = await api('POST', '/correo-modelo/translate', { correoModeloId: id, objectId: prospectoId });
    expect(t.status, JSON.stringify(t.body)).to.equal(200);
    expect(t.body.body.cuerpoHTML).to.equal('<p>Hola Mariana Castillo Ortega, te escribo a mariana.prospecto@example.com.</p>');
    expect(t.body.body).to.deep.include({ asunto: 'Hola Mariana, tu cotización', cuentaTo: 'mariana.prospecto@example.com', celular: '5523418876' });
    const envio = await api('POST', '/email/crm', {
      correoModeloId: id,
      prospectoId,
      to: ['mariana.prospecto@example.com'],
      subject: 'Tu cotización de seguro',
      body: t.body.body.cuerpoHTML,
    });
    expect([envio.status, envio.body.message]).to.deep.equal([200, 'Correo enviado']);
    expect((await ultimoCorreoA('mariana.prospecto@example.com')).text).to.include('Hola Mariana Castillo Ortega');
    const log = (await api('GET', `/crm?prospectoId=${prospectoId}`)).body.body;
    expect(log.map((r: { asunto: string }) => r.asunto)).to.include('Tu cotización de seguro');
  });

  it("renders a claim's template with its claim, policy and client, and logs the send in the claim's log", async () => {
    const id = await modelo(6, 'Tu siniestro @noSiniestro', '<p>@cliente: tu siniestro de la póliza @noPoliza está en @statusSiniestro.</p>');
    const t = await api('POST', '/correo-modelo/translate', { correoModeloId: id, objectId: siniestroId });
    expect(t.status, JSON.stringify(t.body)).to.equal(200);
    expect(t.body.body.cuerpoHTML).to.match(/^<p>Ana [A-Z][a-z] Gómez Ruiz: tu siniestro de la póliza \S+ está en Captura\.<\/p>$/);
    expect(t.body.body.asunto).to.equal('Tu siniestro PENDIENTE');
    const wa = await api('POST', '/email/crm', {
      correoModeloId: id,
      siniestroId,
      tipo: 'whatsapp',
      celular: '5512345678',
      subject: 'Estado de tu siniestro',
      body: t.body.body.cuerpoHTML,
    });
    expect(wa.status, JSON.stringify(wa.body)).to.equal(200);
    expect(wa.body.body.url).to.match(/^https:\/\/wa\.me\/525512345678\?text=Ana/);
    const log = (await api('GET', `/crm?siniestroId=${siniestroId}`)).body.body;
    expect(log.map((r: { asunto: string }) => r.asunto)).to.include('Mensaje de WhatsApp: Estado de tu siniestro');
  });

  it("answers 404 for another agent's prospect or claim, in translation and in sending", async () => {
    const suyo = await modelo(5, 'Para el otro agente', '<p>@prospecto</p>');
    const mio = await suite.server.api(
      'POST',
      '/correo-modelo',
      { nombre: 'Otro', correoEventoId: 6, asunto: 'Del otro agente', cuentaCC: null, cuerpo: '<p>@cliente</p>' },
      otro.auth,
    );
    expect(mio.status).to.equal(200);
    expect((await api('POST', '/correo-modelo/translate', { correoModeloId: mio.body.body.id, objectId: siniestroId }, otro)).status).to.equal(404);
    const ajeno = await api('POST', '/email/crm', { correoModeloId: mio.body.body.id, siniestroId, to: ['x@example.com'], subject: 'Intento ajeno', body: '<p>x</p>' }, otro);
    expect(ajeno.status).to.equal(404);
    const ajenoProspecto = await api(
      'POST',
      '/email/crm',
      { correoModeloId: mio.body.body.id, prospectoId, to: ['x@example.com'], subject: 'Intento ajeno', body: '<p>x</p>' },
      otro,
    );
    expect(ajenoProspecto.status).to.equal(404);
    expect((await api('POST', '/correo-modelo/translate', { correoModeloId: suyo, objectId: 2_147_483_647 })).status).to.equal(404);
  });
});
