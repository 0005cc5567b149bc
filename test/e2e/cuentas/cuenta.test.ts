import { expect } from 'chai';
import { correoUnico, crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { replaceValue, waitForPath, waitForText } from '../../helpers/browser.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { abrirComo, cerrarComunicados, esperarToast } from '../../helpers/e2e-sesion.ts';
import { codeFrom, type TestSmtp } from '../../helpers/smtp.ts';

/** The signed-in shell and the account screens: Mi Cuenta, usuarios, privileges, plans (issue 3, spec 01 §2). */
describe('cuentas: pantallas de la cuenta en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite({ smtp: true });
  let server: TestServer, browser: WebdriverIO.Browser, smtp: TestSmtp;
  before(() => ({ server, browser, smtp } = suite));

  /** Signs in through /login and waits for the landing page. */
  async function signIn(cuenta: Cuenta, { password = cuenta.password, announcements = false } = {}): Promise<void> {
    if (!announcements) await cerrarComunicados(browser, server, cuenta);
    await browser.url(`${server.url}/login`);
    await browser.$('input[name="usuario"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="usuario"]').setValue(cuenta.correo);
    await browser.$('input[name="password"]').setValue(password);
    await browser.keys('Enter');
    await waitForPath(browser, '/resumen');
  }

  it('confines a sub-user holding only ROLE_CLIENTES_R: only the Clientes entry, no Usuarios link, /configuracion/usuarios refused', async () => {
    const principal = await crearAgente(server);
    // Created by the principal through the API; activated with the code mailed to it.
    const correo = correoUnico('clientes');
    const since = Date.now();
    const alta = await server.api(
      'POST',
      '/usuarios',
      { correo, nombres: 'Beto', apPat: 'Ruiz', apMat: 'Soto', celular: '+525512345678', status: 'activo', roles: ['ROLE_CLIENTES_R'] },
      principal.auth,
    );
    expect(alta.body.ok, alta.body.message).to.equal(true);
    const codigo = codeFrom((await smtp.waitForMail(correo, { since })).text);

    await browser.execute(() => window.localStorage.setItem('comunicadosCerrados', '[]'));
    await cerrarComunicados(browser, server, principal);
    await browser.url(`${server.url}/activar?email=${encodeURIComponent(correo)}&codigo=${codigo}`);
    await browser.$('input[name="password"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="password"]').setValue('Secreto123');
    await browser.$('input[name="confirmacion"]').setValue('Secreto123');
    await browser.$('button=Activar cuenta').click();
    // An additional user goes to /, which sends a user on to /resumen.
    await waitForPath(browser, '/resumen');
    await waitForText(browser, 'h1', 'Resumen de Cartera');

    await waitForText(browser, 'nav[aria-label="Navegación principal"]', (t) => t.includes('Resumen'));
    const links = await browser.$$('nav[aria-label="Navegación principal"] .cartera-sidenav-link').map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['/resumen', '/clientes', '/configuracion']);

    await browser.url(`${server.url}/configuracion`);
    const menu = await waitForText(browser, 'main', (t) => t.includes('Mi Cuenta'));
    for (const hidden of ['Usuarios', 'Facturación', 'Empresa', 'Integraciones']) expect(menu, hidden).not.to.include(hidden);

    await browser.url(`${server.url}/configuracion/usuarios`);
    await waitForText(browser, 'h1', 'No tienes acceso a esta página');
    await browser.url(`${server.url}/configuracion/usuarios/`);
    await waitForText(browser, 'h1', 'No tienes acceso a esta página');
    // Mi Cuenta stays open to everyone.
    await browser.url(`${server.url}/configuracion/mi-cuenta`);
    await waitForText(browser, 'h1', 'Mi Cuenta');
  });

  it('changes the password from Mi Cuenta and keeps working with the new token', async () => {
    const cuenta = await crearAgente(server);
    await signIn(cuenta);
    const before = await browser.execute(() => window.localStorage.getItem('token'));
    await browser.url(`${server.url}/configuracion/mi-cuenta`);
    await waitForText(browser, 'h1', 'Mi Cuenta');
    // The principal user's names are not editable.
    expect(await browser.$('input[name="nombres"]').isEnabled()).to.equal(false);

    await browser.$('button=Cambiar contraseña').click();
    await browser.$('input[name="oldPassword"]').waitForDisplayed({ timeout: 10_000 });
    await browser.$('input[name="oldPassword"]').setValue(cuenta.password);
    await browser.$('input[name="newPassword"]').setValue('NuevaClave789');
    await browser.$('input[name="confirmacion"]').setValue('NuevaClave78');
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Las dos contraseñas no coinciden'));
    const submit = browser.$('.bp6-dialog button[type="submit"]');
    expect(await submit.isEnabled()).to.equal(false);
    await browser.$('input[name="confirmacion"]').addValue('9');
    expect(await submit.isEnabled()).to.equal(true);
    await browser.keys('Enter');
    await browser.$('.bp6-dialog').waitForExist({ reverse: true, timeout: 10_000 });

    const after = await browser.execute(() => window.localStorage.getItem('token'));
    expect(after).to.be.a('string').and.not.equal(before);
    // The stored token still works after a reload; the old password does not.
    await browser.refresh();
    await waitForText(browser, 'h1', 'Mi Cuenta');
    expect((await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: cuenta.password })).body.ok).to.equal(false);
    expect((await server.api('POST', '/usuarios/login', { usuario: cuenta.correo, password: 'NuevaClave789' })).body.ok).to.equal(true);
  });

  it('saves the own account data from Mi Cuenta', async () => {
    const cuenta = await crearAgente(server);
    await signIn(cuenta);
    await browser.url(`${server.url}/configuracion/mi-cuenta`);
    await waitForText(browser, 'h1', 'Mi Cuenta');
    await browser.$('input[name="celular"]').waitForEnabled({ timeout: 10_000 });
    await replaceValue(browser, 'input[name="celular"]', '55 1234 5678');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Guardado exitosamente');
    const me = await server.api('GET', '/usuarios/me', undefined, cuenta.auth);
    expect(me.body.body.celular).to.equal('5512345678');
  });

  it('adds a user with privileges, edits them and deletes the user', async () => {
    const principal = await crearAgente(server);
    await signIn(principal);
    await browser.url(`${server.url}/configuracion`);
    await browser.$('a[href="/configuracion/usuarios"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('a[href="/configuracion/usuarios"]').click();
    await waitForPath(browser, '/configuracion/usuarios');
    await waitForText(browser, 'main', (t) => t.includes('No hay ningún usuario registrado'));
    await waitForText(browser, '.cartera-cuota', 'Te quedan 2 usuarios adicionales');

    await browser.$('button=Agregar usuario').click();
    await waitForPath(browser, '/configuracion/usuarios/');
    await waitForText(browser, 'h1', 'Nuevo usuario');
    const correo = correoUnico('nuevo');
    await browser.$('input[name="correo"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="correo"]').setValue(correo);
    await browser.$('input[name="nombres"]').setValue('Carla');
    await browser.$('input[name="apPat"]').setValue('Núñez');
    await browser.$('input[name="apMat"]').setValue('Ortiz');
    expect(await browser.$('input[name="celular"]').getValue()).to.equal('+52');
    await browser.$('input[name="celular"]').addValue('5512345678');
    for (const privilegio of ['Clientes: consultar', 'Reporte de pólizas']) await browser.$(`label=${privilegio}`).click();
    // Every privilege explains itself.
    const ayuda = await browser.$('button[aria-label^="Qué permite Clientes: consultar"]').getAttribute('aria-label');
    expect(ayuda).to.include('Consultar clientes');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Usuario guardado correctamente');
    await waitForPath(browser, '/configuracion/usuarios');
    await waitForText(browser, 'main', (t) => t.includes('Carla Núñez Ortiz'));
    await waitForText(browser, '.cartera-cuota', 'Te queda 1 usuario adicional');

    let lista = (await server.api('GET', '/usuarios/adicionales', undefined, principal.auth)).body.body;
    let creado = lista.find((u: { correo: string }) => u.correo === correo);
    expect(creado.roles).to.have.members(['ROLE_CLIENTES_R', 'ROLE_REPORTES_POLIZAS']);
    expect(creado.celular).to.equal('+525512345678');

    await browser.$(`a[href="/configuracion/usuarios/${creado.id}"]`).click();
    await waitForText(browser, 'h1', 'Editar usuario');
    await browser.$('input[name="correo"]').waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('input[name="correo"]').getValue()).to.equal(correo);
    await browser.$('label=Reporte de pólizas').click();
    await browser.$('label=Cobranza').click();
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'Usuario guardado correctamente');
    await waitForPath(browser, '/configuracion/usuarios');
    lista = (await server.api('GET', '/usuarios/adicionales', undefined, principal.auth)).body.body;
    creado = lista.find((u: { correo: string }) => u.correo === correo);
    expect(creado.roles).to.have.members(['ROLE_CLIENTES_R', 'ROLE_COBRANZA']);

    await browser.$(`button[aria-label="Eliminar a Carla Núñez Ortiz"]`).click();
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Alerta') && t.includes('¿Deseas eliminar el registro?') && t.includes('Cancelar'));
    await browser.$('button=Aceptar').click();
    await waitForText(browser, 'main', (t) => t.includes('No hay ningún usuario registrado'));
    expect((await server.api('GET', '/usuarios/adicionales', undefined, principal.auth)).body.body).to.have.length(0);
  });

  it('shows the server refusal when the e-mail of a new user is taken', async () => {
    const principal = await crearAgente(server);
    const otro = await crearAgente(server);
    await signIn(principal);
    await browser.url(`${server.url}/configuracion/usuarios/`);
    await browser.$('input[name="correo"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="correo"]').setValue(otro.correo);
    await browser.$('input[name="nombres"]').setValue('Dora');
    await browser.$('input[name="apPat"]').setValue('Paz');
    await browser.$('input[name="apMat"]').setValue('Luna');
    await browser.$('input[name="celular"]').addValue('5512345678');
    await browser.$('button=Guardar').click();
    await esperarToast(browser, 'El correo ya está registrado');
    await waitForPath(browser, '/configuracion/usuarios/');
  });

  it('lets a user manager grant only the privileges it holds, and not change a user who holds more', async () => {
    const principal = await crearAgente(server);
    const gestor = await crearUsuarioAdicional(server, principal, ['ROLE_USUARIOS', 'ROLE_CLIENTES_R']);
    const superior = await crearUsuarioAdicional(server, principal, ['ROLE_POLIZAS_W']);
    const casilla = (privilegio: string) => browser.$(`label*=${privilegio}`).$('input[type="checkbox"]');

    await abrirComo(browser, server, gestor, '/configuracion/usuarios/');
    await waitForText(browser, 'h1', 'Nuevo usuario');
    await casilla('Clientes: consultar').waitForExist({ timeout: 15_000 });
    expect(await casilla('Clientes: consultar').isEnabled()).to.equal(true);
    expect(await casilla('Pólizas: escribir').isEnabled()).to.equal(false);

    // In the list the user who holds more is said to, without edit or delete.
    await abrirComo(browser, server, gestor, '/configuracion/usuarios');
    await waitForText(browser, '[aria-label="Usuarios adicionales"]', (t) => t.includes('Tiene privilegios que tú no tienes'));
    expect(await browser.$$('a[aria-label^="Editar a"]').length).to.equal(1);

    await abrirComo(browser, server, gestor, `/configuracion/usuarios/${superior.id}`);
    await waitForText(browser, 'main', (t) => t.includes('No puedes modificar ni eliminar a un usuario con privilegios que tú no tienes'));
    expect(await browser.$('button=Guardar').isEnabled()).to.equal(false);
  });

  it('shows the plan in Mi plan and in the navigation, and the plans page to a trial user', async () => {
    const cuenta = await crearAgente(server);
    await signIn(cuenta);
    await browser.$('nav a[href="/configuracion/mi-plan"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('nav a[href="/configuracion/mi-plan"]').click();
    await waitForText(browser, 'h1', 'Mi plan');
    const texto = await waitForText(browser, 'main', (t) => t.includes('Vigente hasta'));
    expect(texto).to.match(/\d{2}\/\d{2}\/\d{4}/);
    expect(texto).to.include('Prueba');

    await browser.url(`${server.url}/planes`);
    await waitForText(browser, 'h1', 'Planes');
    // Without Stripe keys no plan is sold online: the page says so and offers the e-mail, no dead button (issue 17).
    await waitForText(
      browser,
      'main',
      (t) => t.includes('Recomendado') && t.includes('El pago en línea no está configurado') && t.includes('Contratar por correo') && t.includes('Contáctanos'),
    );
    expect(await browser.$$('button*=Seleccionar').length).to.equal(0);
    expect(await waitForText(browser, 'main', (t) => /Cada \d+ días|Cada día/.test(t))).to.include('Frecuencia');
    await browser.$('button=Anual').click();
    await waitForText(browser, 'main', (t) => t.includes('/ año'));
  });

  it('shows Comenzar to visitors on /planes, leading to /registro', async () => {
    await browser.url(`${server.url}/planes`);
    await waitForText(browser, 'main', (t) => t.includes('Comenzar'));
    expect(await browser.$('a=Comenzar').getAttribute('href')).to.equal('/registro');
    expect(await browser.$('a=Contáctanos').getAttribute('href')).to.match(/^mailto:/);
  });

  it('shows the announcement once, remembers it was closed, and records page views', async () => {
    const cuenta = await crearAgente(server);
    await signIn(cuenta, { announcements: true });
    await waitForText(browser, '.bp6-dialog', (t) => t.includes('Bienvenido a Cartera'), 10_000);
    await browser.$('button=Cerrar').click();
    await browser.$('.bp6-dialog').waitForExist({ reverse: true, timeout: 5_000 });
    await browser.url(`${server.url}/configuracion`);
    await waitForText(browser, 'h1', 'Configuración');
    await browser.pause(3000);
    expect(await browser.$('.bp6-dialog').isExisting(), 'a closed announcement does not come back').to.equal(false);

    const db = await getTestDatabase();
    const paths = await db.withOwner((owner) => owner('eventos_pagina').where({ usuario_id: cuenta.login.usuario.id }).pluck('path'));
    expect(paths).to.include.members(['/resumen', '/configuracion']);
  });

  it('collapses the navigation into a drawer on a 390 px phone', async () => {
    const cuenta = await crearAgente(server);
    await browser.setWindowSize(390, 844);
    await signIn(cuenta);
    await waitForText(browser, 'h1', 'Resumen de Cartera');
    expect(await browser.$('nav[aria-label="Navegación principal"]').isExisting()).to.equal(false);
    await browser.$('button[aria-label="Mostrar menú"]').click();
    await browser.$('nav[aria-label="Navegación principal"]').waitForDisplayed({ timeout: 5_000 });
    await browser.$('button[aria-controls="cartera-nav-administracion"]').click();
    await browser.$('a=Configuración').click();
    await waitForPath(browser, '/configuracion');
    await browser.$('.cartera-sidenav-drawer').waitForExist({ reverse: true, timeout: 5_000 });
    // Crossing the breakpoint gives that width's default: a column, open, with the current page's group.
    await browser.setWindowSize(1280, 800);
    await browser.$('nav[aria-label="Navegación principal"]').waitForDisplayed({ timeout: 5_000 });
    expect(await browser.$('.cartera-sidenav-drawer').isExisting()).to.equal(false);
    await browser.$('nav[aria-label="Navegación principal"]').$('a=Configuración').waitForDisplayed({ timeout: 5_000 });
  });

  it('gives a user whose subscription ended only the renewal screen', async () => {
    const cuenta = await crearAgente(server);
    const db = await getTestDatabase();
    await db.withOwner((owner) =>
      owner('suscripciones')
        .where({ agente_id: cuenta.login.agenteId })
        .update({ vigencia_a: owner.raw(`now() - interval '1 day'`) }),
    );
    await cerrarComunicados(browser, server, cuenta);
    await browser.url(`${server.url}/login`);
    await browser.$('input[name="usuario"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="usuario"]').setValue(cuenta.correo);
    await browser.$('input[name="password"]').setValue(cuenta.password);
    await browser.keys('Enter');
    // /resumen, the default destination, sends this session on to /.
    await waitForPath(browser, '/');
    await waitForText(browser, 'h1', 'Tu suscripción se ha vencido');
    expect(await browser.$('a=Ver planes').getAttribute('href')).to.equal('/planes');
    expect(await browser.$('button=Ayuda').isExisting()).to.equal(true);
    expect(await browser.$('nav[aria-label="Navegación principal"]').isExisting()).to.equal(false);
    for (const path of ['/resumen', '/configuracion', '/configuracion/usuarios']) {
      await browser.url(`${server.url}${path}`);
      await waitForPath(browser, '/');
    }
    await browser.url(`${server.url}/configuracion/mi-plan`);
    await waitForText(browser, 'h1', 'Mi plan');
    await waitForText(browser, 'main', (t) => t.includes('Venció el'));
  });
});
