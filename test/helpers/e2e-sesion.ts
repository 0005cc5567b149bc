import type { Cuenta } from './accounts.ts';
import { waitForText } from './browser.ts';
import type { TestServer } from './server.ts';

/**
 * Opens `path` signed in as `cuenta`: its token is stored as the login page would store it, and
 * every current announcement is marked closed so its modal covers nothing the test clicks.
 */
export async function abrirComo(browser: WebdriverIO.Browser, server: TestServer, cuenta: Cuenta, path: string): Promise<void> {
  await browser.url(`${server.url}/api/api-info`);
  await browser.execute((token) => {
    window.localStorage.clear();
    window.localStorage.setItem('token', token);
  }, cuenta.login.token);
  await cerrarComunicados(browser, server, cuenta);
  await browser.url(`${server.url}${path}`);
}

/**
 * Marks every current announcement as closed, as if the user had closed it before, so its modal
 * does not cover what a test clicks (the announcement itself has its own test).
 */
export async function cerrarComunicados(browser: WebdriverIO.Browser, server: TestServer, cuenta: Cuenta): Promise<void> {
  const ids = ((await server.api('GET', '/comunicados', undefined, cuenta.auth)).body.body as { id: number }[]).map((c) => c.id);
  await browser.execute((value) => window.localStorage.setItem('comunicadosCerrados', value), JSON.stringify(ids));
}

/** Waits for a toast holding `text`. */
export async function esperarToast(browser: WebdriverIO.Browser, text: string): Promise<void> {
  await waitForText(browser, '.bp6-toast', (t) => t.includes(text));
}
