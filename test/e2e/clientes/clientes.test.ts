import { expect } from 'chai';
import { rfcPersonaFisica, rfcPersonaMoral } from '../../../core/shared/mx/rfc.ts';
import { crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, esperarToast } from '../../helpers/e2e-sesion.ts';
import type { TestServer } from '../../helpers/server.ts';

const campo = (name: string) => `[name="${name}"]`;

/** The clients screens in the browser (issue 5, spec 02 §2.9, §5, §8). */
describe('clientes: clientes en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite();
  let server: TestServer, browser: WebdriverIO.Browser;
  before(() => ({ server, browser } = suite));

  const enDetalle = async () => {
    await browser.waitUntil(async () => /^\/clientes\/\d+$/.test(new URL(await browser.getUrl()).pathname), { timeout: 10_000, timeoutMsg: 'not on the detail' });
    return Number(new URL(await browser.getUrl()).pathname.split('/').pop());
  };

  it('captures a persona física with its RFC computed and CP 06700, finds it, edits it and deletes it', async () => {
    const agente = await crearAgente(server);
    const fecRegistro = '2001-05-20';
    const otro = await server.api(
      'POST',
      '/clientes',
      {
        fiscal: 'moral',
        nombres: 'Zapatería El Buen Paso',
        alias: 'Buen Paso',
        fecRegistro,
        rfc: rfcPersonaMoral({ razonSocial: 'Zapatería El Buen Paso', fecRegistro }),
        direccion: { direccion: 'Juárez 5', cp: '99999', colonia: 'Centro', municipio: 'Ixtlán' },
        celular: { numero: '5511112222' },
        correo: null,
      },
      agente.auth,
    );
    expect(otro.body.ok, otro.body.message).to.equal(true);

    await abrirComo(browser, server, agente, '/clientes');
    await waitForText(browser, '[aria-label="Clientes"]', (t) => t.includes('Zapatería El Buen Paso'));
    await browser.$('button=Añadir').click();
    await waitForPath(browser, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');

    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('El nombre es obligatorio') && t.includes('La calle y número es obligatoria') && t.includes('El celular es obligatorio'));

    await browser.$(campo('nombres')).setValue('José Ángel');
    await browser.$(campo('apPat')).setValue('Núñez');
    await browser.$(campo('apMat')).setValue('Gómez');
    await browser.$(campo('fecNacimiento')).setValue('15/03/1985');
    const rfc = rfcPersonaFisica({ nombres: 'José Ángel', apPat: 'Núñez', apMat: 'Gómez', fecNacimiento: '1985-03-15' });
    await browser.waitUntil(async () => (await browser.$(campo('rfc')).getValue()) === rfc, { timeout: 5_000, timeoutMsg: `RFC not computed as ${rfc}` });
    await browser.keys('Escape');
    await browser.$(campo('sexo')).selectByAttribute('value', 'hombre');
    await browser.$(campo('alias')).setValue('Pepe');
    await browser.$(campo('direccion.direccion')).setValue('Colima 120');
    await browser.$(campo('direccion.cp')).setValue('06700');
    await browser.waitUntil(async () => (await browser.$(`${campo('direccion.sepomexId')} option:checked`).getText()) === 'Roma Norte', {
      timeout: 10_000,
      timeoutMsg: 'Roma Norte not chosen',
    });
    expect(await browser.$(campo('direccion.municipio')).getValue()).to.equal('Cuauhtémoc');
    expect(await browser.$(campo('direccion.municipio')).getAttribute('readonly')).to.not.equal(null);
    await browser.$(campo('celular.numero')).setValue('5512345678');
    await browser.$(campo('correo.correo')).setValue('jose@prueba.mx');
    await browser.$(campo('correo.tipo')).setValue('personal');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente');
    const id = await enDetalle();
    await waitForText(browser, 'h1', 'Detalle de Cliente');
    await waitForText(browser, 'main', (t) => t.includes('José Ángel Núñez Gómez') && t.includes(rfc) && t.includes('Roma Norte') && t.includes('jose@prueba.mx'));
    // The client's log opens from its detail.
    await browser.$('a=Bitácora').click();
    await waitForPath(browser, `/clientes/${id}/bitacora`);
    await waitForText(browser, 'main', (t) => t.includes('No hay registros en la bitácora'));

    // Search: two letters are not sent; three are, without accents.
    await browser.url(`${server.url}/clientes`);
    await waitForText(browser, '[aria-label="Clientes"]', (t) => t.includes('José Ángel Núñez Gómez') && t.includes('Zapatería'));
    await browser.$(campo('busqueda')).setValue('nu');
    await browser.keys('Enter');
    await browser.pause(500);
    expect(await browser.$('[aria-label="Clientes"]').getText()).to.include('Zapatería');
    await browser.$(campo('busqueda')).addValue('n');
    await browser.$('button[aria-label="Buscar"]').click();
    await waitForText(browser, '[aria-label="Clientes"]', (t) => t.includes('José Ángel Núñez Gómez') && t.includes(rfc) && !t.includes('Zapatería'));
    await replaceValue(browser, campo('busqueda'), 'xyzw');
    await browser.keys('Enter');
    await waitForText(browser, 'main', (t) => t.includes('Sin resultados'));

    await browser.url(`${server.url}/clientes/${id}`);
    await browser.$('button=Editar').click();
    await waitForPath(browser, `/clientes/${id}/edit`);
    await browser.$(campo('alias')).waitForDisplayed({ timeout: 10_000 });
    expect(await browser.$(campo('rfc')).getValue(), 'the registered RFC is kept').to.equal(rfc);
    await replaceValue(browser, campo('alias'), 'Chepe');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente');
    await waitForPath(browser, `/clientes/${id}`);
    await waitForText(browser, 'main', (t) => t.includes('Chepe'));

    await browser.$('button=Eliminar').click();
    await waitForText(browser, '.cartera-confirm', (t) => t.includes('Alerta') && t.includes('¿Deseas eliminar el registro?'));
    await browser.$('.cartera-confirm').$('button=Aceptar').click();
    await esperarToast(browser, 'Cliente eliminado correctamente');
    await waitForPath(browser, '/clientes');
    await waitForText(browser, '[aria-label="Clientes"]', (t) => t.includes('Zapatería') && !t.includes('Núñez'));
    expect((await server.api('GET', `/clientes/${id}`, undefined, agente.auth)).body.body.status).to.equal('eliminado');
  });

  it('captures a persona moral with a CP missing from SEPOMEX, typing colonia and municipio', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');
    await browser.$('label*=Persona moral').click();
    await browser.$(campo('nombres')).setValue('Abarrotes La Esperanza, S.A. de C.V.');
    await browser.$(campo('fecRegistro')).setValue('20/05/2010');
    const rfc = rfcPersonaMoral({ razonSocial: 'Abarrotes La Esperanza, S.A. de C.V.', fecRegistro: '2010-05-20' });
    await browser.waitUntil(async () => (await browser.$(campo('rfc')).getValue()) === rfc, { timeout: 5_000, timeoutMsg: `RFC not computed as ${rfc}` });
    await browser.keys('Escape');
    await browser.$(campo('alias')).setValue('La Esperanza');
    await browser.$(campo('direccion.direccion')).setValue('Camino Real 12');

    // A CP with several colonias offers them; one missing from the catalogue asks for them by hand.
    await browser.$(campo('direccion.cp')).setValue('01110');
    await browser.waitUntil(async () => (await browser.$$(`${campo('direccion.sepomexId')} option`).length) > 2, { timeout: 10_000, timeoutMsg: 'no colonias offered' });
    expect(await browser.$(campo('direccion.sepomexId')).getValue(), 'none chosen among several').to.equal('');
    await replaceValue(browser, campo('direccion.cp'), '99999');
    await browser.$(`input${campo('direccion.colonia')}`).waitForDisplayed({ timeout: 10_000 });
    await browser.$(campo('celular.numero')).setValue('3312345678');
    await browser.$('button=Guardar').click();
    await waitForText(browser, 'main', (t) => t.includes('La colonia es obligatoria') && t.includes('El municipio es obligatorio'));
    await browser.$(campo('direccion.colonia')).setValue('El Mirador');
    await browser.$(campo('direccion.municipio')).setValue('San Pedro');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente');
    const id = await enDetalle();
    await waitForText(browser, 'main', (t) => t.includes('Abarrotes La Esperanza, S.A. de C.V.') && t.includes(rfc) && t.includes('El Mirador') && t.includes('San Pedro'));
    const cliente = (await server.api('GET', `/clientes/${id}`, undefined, agente.auth)).body.body;
    expect(cliente.direcciones[0]).to.deep.include({ cp: '99999', colonia: 'El Mirador', municipio: 'San Pedro', sepomex: null });
  });

  it('warns of a wrong check digit without blocking, and shows server refusals', async () => {
    const agente = await crearAgente(server);
    await abrirComo(browser, server, agente, '/clientes/');
    await waitForText(browser, 'h1', 'Captura de Cliente');
    await browser.$(campo('nombres')).setValue('Juan');
    await browser.$(campo('apPat')).setValue('Pérez');
    await browser.$(campo('apMat')).setValue('López');
    await browser.$(campo('alias')).setValue('Juanito');
    await browser.$(campo('sexo')).selectByAttribute('value', 'hombre');
    const rfc = rfcPersonaFisica({ nombres: 'Juan', apPat: 'Pérez', apMat: 'López', fecNacimiento: '1970-01-01' });
    const otroDigito = rfc.slice(0, -1) + (rfc.endsWith('1') ? '2' : '1');
    await browser.$(campo('rfc')).setValue(otroDigito.toLowerCase());
    await waitForText(browser, 'main', (t) => t.includes(`El dígito verificador del RFC ${otroDigito} no coincide`));
    await browser.$(campo('direccion.direccion')).setValue('Colima 120');
    await browser.$(campo('direccion.cp')).setValue('06700');
    await browser.waitUntil(async () => (await browser.$(campo('direccion.sepomexId')).getValue()) !== '', { timeout: 10_000, timeoutMsg: 'colonia not chosen' });
    await browser.$(campo('celular.numero')).setValue('5512345678');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Cliente guardado correctamente. El dígito verificador');
    await enDetalle();

    // The same RFC again: the server refuses it and the form says why.
    await browser.url(`${server.url}/clientes/`);
    await browser.$(campo('nombres')).setValue('Juana');
    await browser.$(campo('apPat')).setValue('Pérez');
    await browser.$(campo('apMat')).setValue('López');
    await browser.$(campo('alias')).setValue('Juana');
    await browser.$(campo('sexo')).selectByAttribute('value', 'mujer');
    await browser.$(campo('rfc')).setValue(otroDigito);
    await browser.$(campo('direccion.direccion')).setValue('Colima 120');
    await browser.$(campo('direccion.cp')).setValue('06700');
    await browser.waitUntil(async () => (await browser.$(campo('direccion.sepomexId')).getValue()) !== '', { timeout: 10_000, timeoutMsg: 'colonia not chosen' });
    await browser.$(campo('celular.numero')).setValue('5512345679');
    await browser.$('button=Guardar').click();
    // At the RFC field, not in a banner above the form (issue 18).
    await waitForText(browser, '.bp6-form-group:has([name="rfc"])', (t) => t.includes(`Ya existe un cliente con el RFC ${otroDigito}`));
  });

  it('hides Añadir, Editar and Eliminar from a sub-user with only ROLE_CLIENTES_R', async () => {
    const agente = await crearAgente(server);
    const fecNacimiento = '1990-07-07';
    const creado = await server.api(
      'POST',
      '/clientes',
      {
        fiscal: 'fisica',
        nombres: 'Ana',
        apPat: 'Ruiz',
        apMat: 'Soto',
        alias: 'Anita',
        sexo: 'mujer',
        fecNacimiento,
        rfc: rfcPersonaFisica({ nombres: 'Ana', apPat: 'Ruiz', apMat: 'Soto', fecNacimiento }),
        direccion: { direccion: 'Juárez 5', cp: '99999', colonia: 'Centro', municipio: 'Ixtlán' },
        celular: { numero: '5511112222' },
        correo: null,
      },
      agente.auth,
    );
    expect(creado.body.ok, creado.body.message).to.equal(true);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    await abrirComo(browser, server, lector, '/clientes');
    await waitForText(browser, '[aria-label="Clientes"]', (t) => t.includes('Ana Ruiz Soto'));
    expect(await browser.$('button=Añadir').isExisting()).to.equal(false);
    await browser.$('a*=Ana Ruiz Soto').click();
    await waitForText(browser, 'h1', 'Detalle de Cliente');
    await waitForText(browser, 'main', (t) => t.includes('Ana Ruiz Soto'));
    expect(await browser.$('button=Editar').isExisting()).to.equal(false);
    expect(await browser.$('button=Eliminar').isExisting()).to.equal(false);
  });
});
