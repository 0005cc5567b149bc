import { expect } from 'chai';
import { rfcPersonaFisica } from '../../../core/shared/mx/rfc.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import { replaceValue, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';

const campo = (name: string) => `[name="${name}"]`;
/** The form group (label, input and message) of a field. */
const grupo = (name: string) => `.bp6-form-group:has(${campo(name)})`;

/** Issue 18 (part A) in the browser: the client form keeps what the user typed, and says where a refusal is. */
describe('clientes: lo que el usuario escribe se respeta (issue 18)', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const valor = (name: string) => browser.$(campo(name)).getValue();

  /** Everything but names, date and RFC, which each test types in its own order. */
  async function completarResto(celular = '5512345678'): Promise<void> {
    await browser.$(campo('sexo')).selectByAttribute('value', 'mujer');
    await browser.$(campo('alias')).setValue('Vero');
    await browser.$(campo('direccion.direccion')).setValue('Colima 120');
    await browser.$(campo('direccion.cp')).setValue('06700');
    await browser.waitUntil(async () => (await valor('direccion.sepomexId')) !== '', { timeout: 10_000, timeoutMsg: 'colonia not chosen' });
    await browser.$(campo('celular.numero')).setValue(celular);
  }

  it('never replaces an RFC the user typed: not when the birth date comes, not when a surname changes', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');
    await browser.$(campo('nombres')).setValue('Verónica');
    await browser.$(campo('apPat')).setValue('Solís');
    await browser.$(campo('apMat')).setValue('Mora');
    await browser.$(campo('rfc')).setValue('SOVM850301QX1');
    await browser.$(campo('fecNacimiento')).setValue('01/03/1985');
    await browser.keys('Escape');
    const calculado = rfcPersonaFisica({ nombres: 'Verónica', apPat: 'Solís', apMat: 'Mora', fecNacimiento: '1985-03-01' });
    expect(calculado).to.not.equal('SOVM850301QX1');
    // The suggestion is offered, not imposed.
    await waitForText(browser, grupo('rfc'), (t) => t.includes(`Usar el RFC calculado (${calculado})`));
    expect(await valor('rfc')).to.equal('SOVM850301QX1');
    await replaceValue(browser, campo('apPat'), 'Soler');
    await browser.pause(300);
    expect(await valor('rfc'), 'a surname change keeps the typed RFC').to.equal('SOVM850301QX1');
    await completarResto();
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente');
    await browser.waitUntil(async () => /^\/clientes\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the detail' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    expect((await server.api('GET', `/clientes/${id}`, undefined, agente.auth)).body.body.rfc).to.equal('SOVM850301QX1');

    // Editing: the registered RFC stays through a surname change too.
    await browser.url(`${server.url}/clientes/${id}/edit`);
    await browser.$(campo('apMat')).waitForDisplayed({ timeout: 10_000 });
    await replaceValue(browser, campo('apMat'), 'Morales');
    await browser.pause(300);
    expect(await valor('rfc')).to.equal('SOVM850301QX1');
  });

  it('saves a lower-case RFC typed before the names as the user wrote it, upper-cased, with the check-digit warning', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');
    await browser.$(campo('rfc')).setValue('perl900515hk1');
    expect(await valor('rfc')).to.equal('PERL900515HK1');
    await browser.$(campo('nombres')).setValue('Luis');
    await browser.$(campo('apPat')).setValue('Pérez');
    await browser.$(campo('apMat')).setValue('Rangel');
    await browser.$(campo('fecNacimiento')).setValue('15/05/1990');
    await browser.keys('Escape');
    await browser.pause(300);
    expect(await valor('rfc')).to.equal('PERL900515HK1');
    // Its check digit is not the SAT's: a warning, never a replacement.
    await waitForText(browser, grupo('rfc'), (t) => t.includes('El dígito verificador del RFC PERL900515HK1 no coincide'));
    await completarResto('5512345679');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente. El dígito verificador del RFC PERL900515HK1 no coincide');
    await browser.waitUntil(async () => /^\/clientes\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the detail' });
    const id = Number(new URL(await browser.getUrl()).pathname.split('/').pop());
    expect((await server.api('GET', `/clientes/${id}`, undefined, agente.auth)).body.body.rfc).to.equal('PERL900515HK1');
  });

  it('refuses an 8-digit mobile at its field, and shows a repeated RFC at the RFC field, scrolled into view', async () => {
    const agente = await crearAgente(server);
    const fecNacimiento = '1979-08-21';
    const rfc = rfcPersonaFisica({ nombres: 'Alma', apPat: 'Ruiz', apMat: 'Cano', fecNacimiento });
    const previo = await server.api(
      'POST',
      '/clientes',
      {
        fiscal: 'fisica',
        nombres: 'Alma',
        apPat: 'Ruiz',
        apMat: 'Cano',
        alias: 'Alma',
        sexo: 'mujer',
        fecNacimiento,
        rfc,
        direccion: { direccion: 'Juárez 5', cp: '99999', colonia: 'Centro', municipio: 'Ixtlán' },
        celular: { numero: '5511112222' },
        correo: null,
      },
      agente.auth,
    );
    expect(previo.body.ok, previo.body.message).to.equal(true);

    await browser.setWindowSize(1280, 700);
    await abrirComo(browser, server, agente, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');
    await browser.$(campo('nombres')).setValue('Alma Rosa');
    await browser.$(campo('apPat')).setValue('Ruiz');
    await browser.$(campo('apMat')).setValue('Cano');
    await browser.$(campo('rfc')).setValue(rfc);
    await completarResto('22 2123 45');
    await browser.$('button=Guardar').click();
    await waitForText(browser, grupo('celular.numero'), (t) => t.includes('El celular debe tener 10 dígitos (tiene 8)'));
    expect(new URL(await browser.getUrl()).pathname, 'nothing was saved').to.equal('/clientes/');

    await replaceValue(browser, `input${campo('celular.numero')}`, '2221234567');
    await browser.$('button=Guardar').click();
    await waitForText(browser, grupo('rfc'), (t) => t.includes(`Ya existe un cliente con el RFC ${rfc}`));
    expect(await browser.$(campo('rfc')).getAttribute('aria-invalid')).to.equal('true');
    const enPantalla = await browser.execute((selector) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return Boolean(r && r.top >= 0 && r.bottom <= window.innerHeight);
    }, campo('rfc'));
    expect(enPantalla, 'the RFC field is scrolled into view').to.equal(true);
    expect(await browser.execute(() => document.activeElement?.getAttribute('name'))).to.equal('rfc');
    // Changing the RFC clears the server's message.
    await replaceValue(browser, campo('rfc'), `${rfc.slice(0, -1)}9`);
    await browser.waitUntil(async () => !(await browser.$(grupo('rfc')).getText()).includes('Ya existe'), { timeout: 5_000, timeoutMsg: 'the refusal stays' });
  });

  it('searches as the user types, and says that 3 letters are needed', async () => {
    const agente = await crearAgente(server);
    for (const [nombres, apPat, fecNacimiento] of [
      ['Lucía', 'Sosa', '1981-01-02'],
      ['Mario', 'Lugo', '1982-02-03'],
      ['Pedro', 'Ochoa', '1983-03-04'],
    ]) {
      const res = await server.api(
        'POST',
        '/clientes',
        {
          fiscal: 'fisica',
          nombres,
          apPat,
          apMat: 'Vela',
          alias: nombres,
          sexo: 'hombre',
          fecNacimiento,
          rfc: rfcPersonaFisica({ nombres, apPat, apMat: 'Vela', fecNacimiento }),
          direccion: { direccion: 'Juárez 5', cp: '99999', colonia: 'Centro', municipio: 'Ixtlán' },
          celular: { numero: '5511112222' },
          correo: null,
        },
        agente.auth,
      );
      expect(res.body.ok, res.body.message).to.equal(true);
    }
    await abrirComo(browser, server, agente, '/clientes');
    const lista = '[aria-label="Clientes"]';
    await waitForText(browser, lista, (t) => t.includes('Lucía Sosa Vela') && t.includes('Pedro Ochoa Vela'));
    await browser.$(campo('busqueda')).setValue('lu');
    await waitForText(browser, '#clientes-busqueda-aviso', 'Escribe al menos 3 letras para buscar');
    await browser.pause(600);
    expect(await browser.$(lista).getText(), 'two letters search nothing').to.include('Pedro Ochoa Vela');
    // The third letter searches with no Enter.
    await browser.$(campo('busqueda')).addValue('g');
    await waitForText(browser, lista, (t) => t.includes('Mario Lugo Vela') && !t.includes('Lucía') && !t.includes('Pedro'));
    expect(await browser.$('#clientes-busqueda-aviso').getText()).to.equal('');
  });
});
