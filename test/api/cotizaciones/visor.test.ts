import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import { ultimoCorreoA } from '../../helpers/smtp.ts';
import { ipDePrueba, type TestServer } from '../../helpers/server.ts';
import { conCartera, crearCotizacion, datosCotizacion, leerCotizacion, vencer, type CarteraDeCotizaciones } from './datos.ts';

/**
 * Issue 14: sending a quotation (a real e-mail with the viewer link), the public viewer's call (no
 * token, only what the viewer shows, the first view recorded) and the client's acceptance.
 */
describe('cotizaciones: envío, visor público y aceptación', () => {
  const suite = conCartera();
  let server: TestServer;
  let agente: Cuenta;
  let c: CarteraDeCotizaciones;
  before(() => ({ server, agente, c } = suite));

  const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);
  /** Without any token, as the client's browser calls. */
  const publico = (method: string, path: string, body?: unknown) => server.api(method, path, body);

  async function nueva(cambio: Record<string, unknown> = {}): Promise<{ id: number; uuid: string; noCotizacion: number; items: { id: number }[] }> {
    const id = await crearCotizacion(server, agente, await datosCotizacion(server, agente, c, cambio));
    return leerCotizacion(server, agente, id);
  }

  it('e-mails the viewer link through SMTP, stamps fechaEnvio, moves captura to enviada and logs it', async () => {
    const q = await nueva();
    const correo = `cliente.${Date.now()}@ejemplo.mx`;
    const antes = Date.now();
    const res = await api('POST', `/cotizaciones/${q.id}/send`, { correo });
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.message).to.equal(`Cotización enviada a ${correo}`);
    const liga = `${server.config.publicUrl}/cotizaciones/visor/${q.uuid}`;
    expect(res.body.body).to.include({ status: 'enviada', liga });
    const mail = await ultimoCorreoA(correo);
    expect(mail.text).to.include(liga);
    expect(mail.subject).to.include(`cotización ${q.noCotizacion}`);
    const enviada = await leerCotizacion(server, agente, q.id);
    expect(enviada.status).to.equal('enviada');
    expect(Date.parse(enviada.fechaEnvio ?? '')).to.be.within(antes - 5_000, Date.now() + 5_000);
    const log = await api('GET', `/crm?cotizacionId=${q.id}`);
    const textos = log.body.body.flatMap((r: { textos: { texto: string }[] }) => r.textos.map((t) => t.texto));
    expect(textos).to.include(`Cotización enviada a ${correo} con la liga ${liga}`);
    expect(textos).to.include('Estatus cambiado de Captura a Enviada');

    const sinCorreo = await api('POST', `/cotizaciones/${q.id}/send`, { correo: 'x' });
    expect([sinCorreo.status, sinCorreo.body.message]).to.deep.equal([400, 'El correo no es un correo válido']);
    // Sent again: the status stays.
    expect((await api('POST', `/cotizaciones/${q.id}/send`, { correo })).body.body.status).to.equal('enviada');
  });

  it('answers the viewer only what it shows, with no token, and records the first view only', async () => {
    const q = await nueva();
    const res = await publico('GET', `/cotizaciones/uuid/${q.uuid}?uuid=${q.uuid}`);
    expect(res.status, res.body.message).to.equal(200);
    const v = res.body.body;
    expect(v).to.have.all.keys(
      'uuid',
      'noCotizacion',
      'ramo',
      'destinatario',
      'fecVencimiento',
      'texto',
      'vehiculos',
      'asegurados',
      'items',
      'empresa',
      'vencida',
      'aceptable',
      'aceptacion',
    );
    expect(v).to.include({ uuid: q.uuid, noCotizacion: q.noCotizacion, ramo: 1, vencida: false, aceptable: true, aceptacion: null, empresa: null });
    expect(v.destinatario).to.have.all.keys('nombres', 'apPat', 'apMat');
    expect(v.items).to.have.length(2);
    expect(v.items[0]).to.have.all.keys(
      'id',
      'aseguradora',
      'plan',
      'moneda',
      'sumaAsegurada',
      'deducible',
      'coaseguro',
      'topeCoaseguro',
      'copago',
      'caracteristicas',
      'coberturas',
      'planesPago',
    );
    expect(v.items[0].aseguradora).to.have.all.keys('aseguradora', 'abreviacion', 'logoM');
    expect(JSON.stringify(v)).not.to.include('cliente@ejemplo.mx');

    const primera = (await leerCotizacion(server, agente, q.id)).fechaVista;
    expect(primera).to.be.a('string');
    await new Promise((r) => setTimeout(r, 20));
    // Two more views at once: the first one's time stays.
    await Promise.all([publico('GET', `/cotizaciones/uuid/${q.uuid}`), publico('GET', `/cotizaciones/uuid/${q.uuid}`)]);
    expect((await leerCotizacion(server, agente, q.id)).fechaVista).to.equal(primera);
  });

  it('does not count the agent previewing the link as the client’s view', async () => {
    const q = await nueva();
    expect((await api('GET', `/cotizaciones/uuid/${q.uuid}`)).status).to.equal(200);
    expect((await leerCotizacion(server, agente, q.id)).fechaVista).to.equal(null);
  });

  it('shows the company profile once the agent saved one', async () => {
    const empresa = { razonSocial: 'Seguros Pérez y Asociados', tel1: '5512345678', correo1: 'contacto@perez.mx', web: 'https://perez.mx' };
    expect((await api('POST', '/empresas', empresa)).status).to.equal(200);
    const q = await nueva();
    const v = (await publico('GET', `/cotizaciones/uuid/${q.uuid}`)).body.body;
    expect(v.empresa).to.include(empresa);
    expect(v.empresa).not.to.have.property('id');
    expect((await leerCotizacion(server, agente, q.id)).empresa).to.include({ razonSocial: 'Seguros Pérez y Asociados' });
  });

  it('gives the same 404 for a wrong uuid, a malformed one and a deleted quotation', async () => {
    const q = await nueva();
    expect((await api('DELETE', `/cotizaciones/${q.id}`)).status).to.equal(200);
    const respuestas = await Promise.all([q.uuid, crypto.randomUUID(), 'no-es-uuid', '1', '%E0%A4%A', `${q.uuid}x`].map((u) => publico('GET', `/cotizaciones/uuid/${u}`)));
    for (const r of respuestas) expect([r.status, r.body.message, r.body.body]).to.deep.equal([404, 'La cotización no existe', null]);
    const aceptar = await publico('POST', `/cotizaciones/uuid/${q.uuid}/aceptar`, { itemId: q.items[0].id, formaPago: 'contado', nombre: 'Ana Gómez' });
    expect(aceptar.status).to.equal(404);
  });

  it('lets the client accept a proposal: revision, the log, a task and an e-mail to the agent', async () => {
    const q = await nueva();
    const [, segunda] = q.items;
    const res = await publico('POST', `/cotizaciones/uuid/${q.uuid}/aceptar`, { itemId: segunda.id, formaPago: 'mensual', nombre: 'Ana Gómez Ruiz' });
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.message).to.equal('Gracias: tu agente recibió tu aceptación y se pondrá en contacto contigo');

    const despues = await leerCotizacion(server, agente, q.id);
    expect(despues.status).to.equal('revision');
    expect(despues.aceptacion).to.deep.include({ itemId: segunda.id, formaPago: 'mensual', nombre: 'Ana Gómez Ruiz' });
    const v = (await publico('GET', `/cotizaciones/uuid/${q.uuid}`)).body.body;
    expect(v).to.include({ aceptable: false });
    expect(v.aceptacion).to.include({ itemId: segunda.id, formaPago: 'mensual' });

    const log = await api('GET', `/crm?cotizacionId=${q.id}`);
    const textos: string[] = log.body.body.flatMap((r: { textos: { texto: string }[] }) => r.textos.map((t) => t.texto));
    expect(textos.some((t) => t.startsWith('Ana Gómez Ruiz aceptó la propuesta') && t.endsWith('con pago mensual desde el visor público'))).to.equal(true);
    expect(textos).to.include('Estatus cambiado de Captura a Revisión');

    const tareas = await api('GET', `/tareas?cotizacionId=${q.id}`);
    expect(tareas.status, tareas.body.message).to.equal(200);
    expect(tareas.body.body.items.map((t: { nombre: string }) => t.nombre)).to.deep.equal([`Dar seguimiento a la cotización ${q.noCotizacion} aceptada`]);

    const mail = await ultimoCorreoA(agente.correo);
    expect(mail.subject).to.equal(`La cotización ${q.noCotizacion} fue aceptada`);
    expect(mail.text).to.include('Forma de pago: Mensual');

    // The accepted proposal stays on the quotation.
    const sinAceptada = await api('PUT', `/cotizaciones/${q.id}`, { ...(await datosCotizacion(server, agente, c)), status: 'revision', items: [q.items[0]] });
    expect([sinAceptada.status, sinAceptada.body.message]).to.deep.equal([400, 'La propuesta que aceptó el cliente no se puede quitar de la cotización']);

    const otraVez = await publico('POST', `/cotizaciones/uuid/${q.uuid}/aceptar`, { itemId: segunda.id, formaPago: 'contado', nombre: 'Ana Gómez Ruiz' });
    expect([otraVez.status, otraVez.body.message]).to.deep.equal([400, 'Esta cotización ya fue aceptada']);
  });

  it('lets one of two acceptances at once pass', async () => {
    const q = await nueva();
    const cuerpo = { itemId: q.items[0].id, formaPago: 'contado', nombre: 'Ana Gómez' };
    const respuestas = await Promise.all([1, 2, 3].map(() => publico('POST', `/cotizaciones/uuid/${q.uuid}/aceptar`, cuerpo)));
    expect(respuestas.map((r) => r.status).sort()).to.deep.equal([200, 400, 400]);
  });

  it('refuses an acceptance after expiry, in a closed status, or of what the quotation does not offer', async () => {
    const q = await nueva();
    const cuerpo = { itemId: q.items[0].id, formaPago: 'contado', nombre: 'Ana Gómez' };
    const aceptar = (uuid: string, b: Record<string, unknown>) => publico('POST', `/cotizaciones/uuid/${uuid}/aceptar`, b);

    const validacion: [Record<string, unknown>, string][] = [
      [{ itemId: null }, 'Elige la propuesta que aceptas'],
      [{ formaPago: 'semanal' }, 'La forma de pago debe ser uno de: contado, semestral, trimestral, mensual'],
      [{ nombre: '' }, 'Escribe tu nombre para confirmar'],
      [{ nombre: 'Al' }, 'Tu nombre debe tener entre 3 y 120 caracteres'],
      [{ nombre: 'A'.repeat(121) }, 'Tu nombre debe tener entre 3 y 120 caracteres'],
      [{ formaPago: 'trimestral' }, 'La propuesta elegida no ofrece pago trimestral'],
      [{ itemId: 2147483647 }, 'La propuesta elegida no es de esta cotización'],
    ];
    for (const [cambio, mensaje] of validacion) {
      const r = await aceptar(q.uuid, { ...cuerpo, ...cambio });
      expect([r.status, r.body.message], JSON.stringify(cambio)).to.deep.equal([400, mensaje]);
    }
    // Another quotation's proposal.
    const otra = await nueva();
    expect((await aceptar(q.uuid, { ...cuerpo, itemId: otra.items[0].id })).body.message).to.equal('La propuesta elegida no es de esta cotización');

    await vencer(agente, otra.id);
    const vencida = await aceptar(otra.uuid, { ...cuerpo, itemId: otra.items[0].id });
    expect([vencida.status, vencida.body.message]).to.deep.equal([400, 'Esta cotización ya venció; pide a tu agente una nueva']);
    expect((await publico('GET', `/cotizaciones/uuid/${otra.uuid}`)).body.body).to.include({ vencida: true, aceptable: false });

    const datos = await datosCotizacion(server, agente, c);
    expect((await api('PUT', `/cotizaciones/${q.id}`, { ...datos, status: 'cancelada' })).status).to.equal(200);
    const cancelada = await aceptar(q.uuid, cuerpo);
    expect([cancelada.status, cancelada.body.message]).to.deep.equal([400, 'Esta cotización está cancelada y ya no se puede aceptar']);
    expect((await leerCotizacion(server, agente, q.id)).aceptacion).to.equal(null);
  });

  it('limits wrong uuids per source, so guessing them is slow', async () => {
    // An address of its own: the counters live in the database, which a PostgreSQL run keeps between runs.
    const origen = { 'x-forwarded-for': ipDePrueba() };
    const estados: number[] = [];
    for (let n = 0; n < 31; n++) estados.push((await server.api('GET', `/cotizaciones/uuid/${crypto.randomUUID()}`, undefined, origen)).status);
    expect(estados.slice(0, 30).every((s) => s === 404)).to.equal(true);
    const bloqueada = await server.api('GET', `/cotizaciones/uuid/${crypto.randomUUID()}`, undefined, origen);
    expect(bloqueada.status).to.equal(429);
    expect(bloqueada.headers.get('retry-after')).to.match(/^\d+$/);
    // Another source is not held back.
    expect((await publico('GET', `/cotizaciones/uuid/${crypto.randomUUID()}`)).status).to.equal(404);
  });
});
