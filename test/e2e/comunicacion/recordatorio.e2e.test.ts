import { expect } from 'chai';
import { crearAgente } from '../../helpers/accounts.ts';
import { waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import { crearCliente, crearClave, crearPolizaQueVence, recibosDePoliza } from '../../helpers/polizas.ts';
import { ultimoCorreoA } from '../../helpers/smtp.ts';
import { crearSiniestro, datosSiniestro, prepararPolizas } from '../../api/siniestros/datos.ts';

/** A card's action button on /cxc, by the policy number the card shows. */
const accion = (noPoliza: string, texto: string) =>
  `//*[contains(@class,"cobranza-tarjeta")][.//span[starts-with(normalize-space(), "Póliza ${noPoliza} ")]]//*[@aria-label="${texto}"]`;

/** Issue 16: a reminder for an overdue receipt from /cxc, in two clicks, seen in the mail and in the log. */
describe('comunicacion: plantillas y recordatorio de un recibo vencido desde /cxc', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite({ smtp: true });

  it('sends the rendered template to the client and writes it to the receipt log', async () => {
    const { server, browser } = suite;
    const agente = await crearAgente(server);
    const correo = `cliente.${Date.now()}@example.com`;
    const cartera = { clienteId: await crearCliente(server, agente, { correo: { correo, tipo: 'personal' } }), claveId: await crearClave(server, agente) };
    const noPoliza = `REC-${Date.now() % 100000}`;
    const polizaId = await crearPolizaQueVence(server, agente, cartera, -5, { noPoliza });
    const [recibo] = await recibosDePoliza(server, agente, polizaId);
    const plantilla = {
      nombre: 'Recibo vencido',
      correoEventoId: 2,
      asunto: 'Tu recibo de la póliza @noPoliza venció',
      cuerpo: '<p>Hola @nombres, tu recibo de @importe venció el @fecVence.</p>',
    };
    expect((await server.api('POST', '/correo-modelo', plantilla, agente.auth)).status).to.equal(200);

    await abrirComo(browser, server, agente, '/cxc');
    await waitForText(browser, 'h1', 'Cobranza', 45_000);
    await browser.$('//*[@role="group"][@aria-label="Días para vencer"]//button[@data-ventana="vencidos"]').click();
    // First click: the card's e-mail action opens the form with the template already rendered.
    await browser.$(accion(noPoliza, 'Correo electrónico del recibo')).click();
    await waitForPath(browser, `/correo/${recibo.id}`, '?tipo=recibo');
    await browser.waitUntil(async () => (await browser.$('#correo-to').getValue()) === correo, { timeout: 15_000, timeoutMsg: 'no se llenó el destinatario' });
    await waitForText(browser, '[aria-label="Mensaje"]', (t) => t.includes('$1,160.00 MXN'));
    // The same message for the user's own mail program: a mailto: link, no server call (spec 01 §7).
    const miCorreo = new URL((await browser.$('a=Enviar desde mi correo').getAttribute('href')) ?? '');
    expect(miCorreo.protocol).to.equal('mailto:');
    expect(decodeURIComponent(miCorreo.pathname)).to.equal(correo);
    expect(miCorreo.searchParams.get('subject')).to.equal(`Tu recibo de la póliza ${noPoliza} venció`);
    expect(miCorreo.searchParams.get('body')).to.include('$1,160.00 MXN');
    // Its attachments cannot travel that way: said, not dropped.
    await browser.$('label*=Adjuntar los archivos del registro').click();
    await browser.$('a=Enviar desde mi correo').click();
    await waitForText(browser, '[role="alert"]', (t) => t.includes('Los adjuntos solo viajan en el envío desde Cartera'));
    await browser.$('label*=Adjuntar los archivos del registro').click();
    // Second click.
    await browser.$('//button[normalize-space()="Enviar correo"]').click();
    await esperarToast(browser, 'Correo enviado');

    const recibido = await ultimoCorreoA(correo, 15_000);
    expect(recibido.subject).to.equal(`Tu recibo de la póliza ${noPoliza} venció`);
    expect(recibido.text).to.include('$1,160.00 MXN');

    await abrirComo(browser, server, agente, `/recibos/${recibo.id}/bitacora`);
    await waitForText(browser, 'main', (t) => t.includes(`Tu recibo de la póliza ${noPoliza} venció`) && t.includes(`Para: ${correo}`), 45_000);
  });

  it('writes a template in the rich-text editor with a merge field, refuses pasting, saves it and opts in to a reminder with it', async () => {
    const { server, browser } = suite;
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/configuracion/modelos');
    await waitForText(browser, 'h1', 'Correos electrónicos', 45_000);
    await browser.$('//button[normalize-space()="Agregar plantilla"]').click();
    await waitForPath(browser, '/configuracion/modelos/nuevo');
    await browser.$('input[name="nombre"]').setValue('Bienvenida');
    await browser.$('select[name="correoEventoId"]').selectByVisibleText('Cliente');
    await browser.$('input[name="asunto"]').setValue('Bienvenido a tu agencia');
    const editor = browser.$('.comunicacion-editor');
    await editor.click();
    await browser.keys('Hola ');
    await browser.$('select[aria-label="Insertar campo"]').selectByAttribute('value', 'nombres');
    // Pasting into the body is blocked (spec 01 §5): nothing comes in, a warning says why.
    await browser.execute(() => {
      const datos = new DataTransfer();
      datos.setData('text/html', '<p style="color:red">pegado<script>alert(1)</script></p>');
      datos.setData('text/plain', 'pegado');
      document.querySelector('.comunicacion-editor')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: datos, bubbles: true, cancelable: true }));
    });
    await esperarToast(browser, 'Pegar está deshabilitado');
    await browser.$('//button[normalize-space()="Guardar"]').click();
    await esperarToast(browser, 'Guardado exitosamente');
    await browser.waitUntil(async () => /\/configuracion\/modelos\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 15_000 });
    const [modelo] = (await server.api('GET', '/correo-modelo', undefined, agente.auth)).body.body;
    expect(modelo).to.include({ nombre: 'Bienvenida', correoEventoId: 4, asunto: 'Bienvenido a tu agencia' });
    expect(modelo.cuerpo).to.match(/^<p>Hola @nombres\s*<\/p>$/);

    // The template joins an automatic birthday reminder, opted in from the same page.
    await browser.$('a[aria-label="Regresar a Correos electrónicos"]').click();
    await waitForText(browser, 'h2', 'Recordatorios automáticos', 45_000);
    await browser.$('select[aria-label="Tipo de recordatorio"]').selectByVisibleText('Cumpleaños');
    await browser.$('//button[normalize-space()="Activar recordatorio"]').click();
    await esperarToast(browser, 'Recordatorio guardado');
    await waitForText(browser, '[aria-label="Recordatorios"]', (t) => t.includes('Cumpleaños del cliente') && t.includes('Bienvenida'));
    const [regla] = (await server.api('GET', '/correo-recordatorios', undefined, agente.auth)).body.body;
    expect(regla).to.include({ tipo: 'cumpleanos', dias: 0, correoModeloId: modelo.id, activo: true });
  });

  it("sends a claim's e-mail from the claim's page, rendered with its data", async () => {
    const { server, browser } = suite;
    const agente = await crearAgente(server);
    const p = await prepararPolizas(server, agente);
    const siniestroId = await crearSiniestro(server, agente, datosSiniestro(p, { polizaId: p.salud, asegurados: [p.asegurados[0]] }));
    const plantilla = {
      nombre: 'Avance de siniestro',
      correoEventoId: 6,
      asunto: 'Tu siniestro está en @statusSiniestro',
      cuerpo: '<p>Hola @nombres, tu siniestro @noSiniestro sigue en trámite.</p>',
    };
    expect((await server.api('POST', '/correo-modelo', plantilla, agente.auth)).status).to.equal(200);

    await abrirComo(browser, server, agente, `/siniestro/${siniestroId}`);
    await browser.$('//button[normalize-space()="Correo electrónico"]').click();
    await waitForPath(browser, `/correo/${siniestroId}`, '?tipo=siniestro');
    await waitForText(browser, '[aria-label="Mensaje"]', (t) => /Hola Ana [A-Z][a-z], tu siniestro PENDIENTE sigue en trámite\./.test(t), 15_000);
    const para = `siniestro.${Date.now()}@example.com`;
    await browser.$('#correo-to').setValue(para);
    await browser.$('//button[normalize-space()="Enviar correo"]').click();
    await esperarToast(browser, 'Correo enviado');
    expect((await ultimoCorreoA(para, 15_000)).subject).to.equal('Tu siniestro está en Captura');
  });
});
