import { expect } from 'chai';
import { correoUnico, crearAgente, crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { clickWhenStill, textOf, waitForPath, waitForText } from '../../helpers/browser.ts';
import type { TestServer } from '../../helpers/server.ts';
import { useBrowserSuite } from '../../helpers/e2e.ts';
import { codeFrom, type TestSmtp } from '../../helpers/smtp.ts';

/** Registration, activation, sign-in and password restore through the browser (issue 3, spec 01 §2, §4, §5). */
describe('cuentas: acceso en el navegador', function () {
  this.timeout(180_000);

  const suite = useBrowserSuite({ smtp: true });
  let server: TestServer, browser: WebdriverIO.Browser, smtp: TestSmtp;
  before(() => ({ server, browser, smtp } = suite));

  async function signIn(correo: string, password: string): Promise<void> {
    await browser.$('input[name="usuario"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="usuario"]').setValue(correo);
    await browser.$('input[name="password"]').setValue(password);
    await browser.$('button=Iniciar sesión').click();
  }

  it('registers an agent, reads the code from the e-mail, activates and welcomes at /comofunciona', async () => {
    const correo = correoUnico('registro');
    await browser.url(`${server.url}/registro`);
    await waitForText(browser, 'h1', 'Crea tu cuenta');

    await browser.$('input[name="correo"]').setValue(correo);
    await browser.$('input[name="nombre"]').setValue('Lucía');
    await browser.$('input[name="apPaterno"]').setValue('Hernández');
    const crear = browser.$('button=Crear cuenta');
    expect(await crear.isEnabled(), 'disabled until the terms are accepted').to.equal(false);
    expect(await browser.$('a=términos y condiciones').getAttribute('href')).to.equal('/terminos-condiciones');
    await browser.$('.bp6-checkbox .bp6-control-indicator').click();
    expect(await crear.isEnabled()).to.equal(true);

    const since = Date.now();
    await crear.click();
    await waitForPath(browser, '/activar', `?email=${encodeURIComponent(correo)}`);

    const mail = await smtp.waitForMail(correo, { since });
    const codigo = codeFrom(mail.text);

    await browser.$('input[name="codigo"]').setValue(codigo);
    await browser.$('input[name="password"]').setValue('Secreto123');
    await browser.$('input[name="confirmacion"]').setValue('Secreto12');
    const activar = browser.$('button=Activar cuenta');
    await waitForText(browser, 'main', (t) => t.includes('Las contraseñas deben coincidir'));
    expect(await activar.isEnabled(), 'disabled while the passwords differ').to.equal(false);
    await browser.$('input[name="confirmacion"]').addValue('3');
    expect(await activar.isEnabled()).to.equal(true);

    // The show/hide toggle reveals what was typed.
    expect(await browser.$('input[name="password"]').getAttribute('type')).to.equal('password');
    await browser.$('button[aria-label="Mostrar contraseña"]').click();
    expect(await browser.$('input[name="password"]').getAttribute('type')).to.equal('text');

    await activar.click();
    await waitForPath(browser, '/comofunciona');
    await waitForText(browser, 'h1', '¡Bienvenido a Cartera, Lucía!');
    expect(await browser.$('a=Iniciar Prueba').getAttribute('href')).to.equal('/configuracion/claves');
    expect(await browser.execute(() => window.localStorage.getItem('token'))).to.be.a('string');
  });

  it('shows the server message under the e-mail when the address is taken', async () => {
    const { correo } = await crearAgente(server);
    const esperado = (await server.api('GET', `/usuarios/validar-email?email=${encodeURIComponent(correo)}`)).body.message;
    expect(esperado).to.be.a('string').and.not.equal('');
    await browser.url(`${server.url}/registro`);
    await browser.$('input[name="correo"]').waitForDisplayed({ timeout: 15_000 });
    await browser.$('input[name="correo"]').setValue(correo);
    await browser.$('input[name="nombre"]').click();
    await browser.waitUntil(async () => (await browser.$('main').getText()).includes(esperado), { timeout: 10_000, timeoutMsg: `no "${esperado}" under the field` });
  });

  it('signs in and lands on /resumen with the user name, plan and navigation', async () => {
    const cuenta = await crearAgente(server, { nombre: 'Marisol' });
    await browser.url(`${server.url}/login`);
    await signIn(cuenta.correo, cuenta.password);
    await waitForPath(browser, '/resumen');
    await waitForText(browser, 'h1', 'Resumen de Cartera');
    await waitForText(browser, '.cartera-user-name', 'Marisol');
    const nav = await waitForText(browser, 'nav[aria-label="Navegación principal"]', (t) => t.includes('Plan Prueba'));
    expect(nav).to.include('Resumen');
    expect(await browser.$('nav[aria-label="Navegación principal"] a[href="/configuracion/mi-plan"]').isExisting()).to.equal(true);
  });

  it('shows the server message in red under the form on a wrong password', async () => {
    const cuenta = await crearAgente(server);
    await browser.url(`${server.url}/login`);
    await signIn(cuenta.correo, 'NoEsMiPassword1');
    const error = browser.$('.cartera-form-error');
    await error.waitForDisplayed({ timeout: 10_000 });
    expect(await error.getText()).to.equal('Correo o contraseña incorrectos');
    expect(await error.getCSSProperty('color').then((c) => c.parsed.hex)).to.equal('#cd4246');
    await waitForPath(browser, '/login');
  });

  it('sends a signed-out visitor of a protected page to /login?url=… and back there after signing in', async () => {
    const cuenta = await crearAgente(server);
    await browser.url(`${server.url}/configuracion/mi-cuenta?tab=1`);
    await waitForPath(browser, '/login', `?url=${encodeURIComponent('/configuracion/mi-cuenta?tab=1')}`);
    await signIn(cuenta.correo, cuenta.password);
    await waitForPath(browser, '/configuracion/mi-cuenta', '?tab=1');
    await waitForText(browser, 'h1', 'Mi Cuenta');
  });

  it('sends a signed-in user from /login straight on, and / to /resumen', async () => {
    const cuenta = await crearAgente(server);
    await browser.url(`${server.url}/login`);
    await signIn(cuenta.correo, cuenta.password);
    await waitForPath(browser, '/resumen');
    await browser.url(`${server.url}/login?url=${encodeURIComponent('/configuracion')}`);
    await waitForPath(browser, '/configuracion');
    await browser.url(`${server.url}/`);
    await waitForPath(browser, '/resumen');
  });

  it('refreshes a stored token on start and drops a refused one', async () => {
    const cuenta = await crearAgente(server);
    await browser.execute((token) => window.localStorage.setItem('token', token), cuenta.login.token);
    // Tokens carry their issue time in seconds: wait for the refresh to get a different one.
    await browser.pause(1100);
    await browser.url(`${server.url}/configuracion`);
    await waitForText(browser, 'h1', 'Configuración');
    const refreshed = await browser.execute(() => window.localStorage.getItem('token'));
    expect(refreshed).to.be.a('string').and.not.equal(cuenta.login.token);

    await browser.execute(() => window.localStorage.setItem('token', 'no.es.un-token'));
    await browser.url(`${server.url}/configuracion`);
    await waitForPath(browser, '/login', `?url=${encodeURIComponent('/configuracion')}`);
    expect(await browser.execute(() => window.localStorage.getItem('token'))).to.equal(null);
  });

  it('drops an expired token without asking the server and goes to /login', async () => {
    // A token whose exp claim is in the past (the signature does not matter: it is never sent).
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 1, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
    await browser.execute((token) => window.localStorage.setItem('token', token), `${header}.${payload}.firma`);
    await browser.url(`${server.url}/resumen`);
    await waitForPath(browser, '/login', `?url=${encodeURIComponent('/resumen')}`);
    expect(await browser.execute(() => window.localStorage.getItem('token'))).to.equal(null);
  });

  it('signs out from the avatar menu, and the server ends the session: the old token no longer works', async () => {
    const cuenta = await crearAgente(server, { nombre: 'Rocío' });
    await browser.url(`${server.url}/login`);
    await signIn(cuenta.correo, cuenta.password);
    await waitForPath(browser, '/resumen');
    const token = await browser.execute(() => window.localStorage.getItem('token'));
    expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${token}` })).status).to.equal(200);
    await browser.$('button.cartera-user-button').click();
    await clickWhenStill(browser.$('a*=Salir'));
    await waitForPath(browser, '/login');
    expect(await browser.execute(() => window.localStorage.getItem('token'))).to.equal(null);
    expect((await server.api('GET', '/usuarios/me', undefined, { authorization: `Bearer ${token}` })).status).to.equal(401);

    // The login route hands the new session to the signed-in shell already loaded, with nothing of Rocío's left.
    const otra = await crearAgente(server, { nombre: 'Estela' });
    await signIn(otra.correo, otra.password);
    await waitForPath(browser, '/resumen');
    await waitForText(browser, '.cartera-user-name', 'Estela');
  });

  it('goes on from /login when another tab signs in, and the shell verifies that session', async () => {
    const cuenta = await crearAgente(server, { nombre: 'Itzel' });
    await browser.url(`${server.url}/login?url=${encodeURIComponent('/configuracion')}`);
    await browser.$('input[name="usuario"]').waitForDisplayed({ timeout: 15_000 });
    const primera = await browser.getWindowHandle();
    await browser.newWindow(`${server.url}/login`);
    await signIn(cuenta.correo, cuenta.password);
    await waitForPath(browser, '/resumen');
    await browser.closeWindow();
    await browser.switchToWindow(primera);
    await waitForPath(browser, '/configuracion');
    await waitForText(browser, '.cartera-user-name', 'Itzel');
  });

  it('confirms a changed e-mail from the link mailed to the new address, then signs in with it', async () => {
    const principal = await crearAgente(server);
    const usuario = await crearUsuarioAdicional(server, principal, ['ROLE_CLIENTES_R']);
    const datos = (await server.api('GET', `/usuarios/${usuario.id}`, undefined, principal.auth)).body.body;
    const nuevo = correoUnico('cambio');
    const since = Date.now();
    await server.api('PUT', '/usuarios', { ...datos, correo: nuevo, celular: '5512345678' }, principal.auth);
    const mail = await smtp.waitForMail(nuevo, { since });
    const enlace = /(http\S+\/confirmar-correo\S+?)\.?\s/.exec(mail.text)?.[1];
    if (!enlace) expect.fail(`sin enlace en el correo:\n${mail.text}`);
    await browser.url(`${server.url}${new URL(enlace).pathname}${new URL(enlace).search}`);
    await waitForText(browser, 'h1', 'Confirma tu nuevo correo');
    expect(await browser.$('input[name="codigo"]').getValue()).to.equal(codeFrom(mail.text));
    await browser.$('button=Confirmar correo').click();
    await waitForText(browser, 'h1', 'Correo confirmado');
    await browser.$('a=Ir a iniciar sesión').click();
    await signIn(nuevo, usuario.password);
    await waitForPath(browser, '/resumen');
  });

  it('restores a forgotten password with the mailed code', async () => {
    const cuenta = await crearAgente(server);
    await browser.url(`${server.url}/login`);
    await browser.$('a=¿Olvidaste tu contraseña?').click();
    await waitForPath(browser, '/restaurar-pass');
    const since = Date.now();
    await browser.$('input[name="email"]').setValue(cuenta.correo);
    await browser.$('button=Enviar código').click();
    await browser.$('a=Ya tengo mi código').click();
    await waitForPath(browser, '/establecer-pass', `?email=${encodeURIComponent(cuenta.correo)}`);

    const codigo = codeFrom((await smtp.waitForMail(cuenta.correo, { since })).text);
    await browser.$('input[name="codigo"]').setValue(codigo);
    await browser.$('input[name="newPassword"]').setValue('OtraClave456');
    await browser.$('input[name="confirmacion"]').setValue('OtraClave45');
    await waitForText(browser, 'main', (t) => t.includes('Las dos contraseñas no coinciden'));
    await browser.$('input[name="confirmacion"]').addValue('6');
    await browser.$('button=Guardar contraseña').click();
    await waitForPath(browser, '/login');

    await signIn(cuenta.correo, 'OtraClave456');
    await waitForPath(browser, '/resumen');
  });

  it('keeps the legal pages public, with the dates and commitments of the spec', async () => {
    await browser.url(`${server.url}/aviso-privacidad`);
    await waitForText(browser, 'h1', 'Aviso de privacidad');
    const aviso = await waitForText(browser, 'main', (t) => t.includes('04/05/2022'));
    expect(aviso).to.include('Ley Federal de Protección de Datos Personales en Posesión de los Particulares');
    await browser.url(`${server.url}/terminos-condiciones`);
    await waitForText(browser, 'h1', 'Términos y condiciones');
    const terminos = await textOf(browser, 'main');
    expect(terminos).to.include('99.5%');
    expect(terminos).to.include('24 horas');
    expect(terminos).to.include('3 días hábiles');
  });
});
