import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remote, type ChainablePromiseElement } from 'webdriverio';

const CHROMIUM = '/usr/bin/chromium';
const CHROMEDRIVER = '/usr/bin/chromedriver';

/** Browser tests run only where Debian's chromium and chromium-driver are installed. */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM) && existsSync(CHROMEDRIVER);
}

/**
 * A headless Chromium session through chromedriver. Both binaries are named explicitly: otherwise
 * webdriverio downloads its own browser and driver, which these machines cannot fetch.
 * Each session gets a fresh profile, removed when the process exits.
 */
export async function openBrowser(): Promise<WebdriverIO.Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cartera-chromium-'));
  process.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  return remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--no-default-browser-check',
          `--user-data-dir=${profile}`,
          '--window-size=1280,1000',
        ],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  });
}

/** Waits until the browser is at `pathname` (and, if given, the exact search string). */
export async function waitForPath(browser: WebdriverIO.Browser, pathname: string, search?: string, timeout = 15_000): Promise<void> {
  let last = '';
  try {
    await browser.waitUntil(
      async () => {
        const url = new URL(await browser.getUrl());
        last = url.pathname + url.search;
        return url.pathname === pathname && (search === undefined || url.search === search);
      },
      { timeout },
    );
  } catch {
    throw new Error(`expected ${pathname}${search ?? ''}, still at ${last}`);
  }
}

/**
 * Waits until the element's text satisfies `test`, looking the element up again on every try: after
 * a client-side navigation the old page may still be on screen for a moment (react-router renders
 * the next lazy page in a transition), and an element found there goes stale.
 */
export async function waitForText(browser: WebdriverIO.Browser, selector: string, test: string | ((text: string) => boolean), timeout = 15_000): Promise<string> {
  const ok = typeof test === 'string' ? (text: string) => text === test : test;
  let last = '';
  try {
    await browser.waitUntil(
      async () => {
        const element = await browser.$(selector);
        if (!(await element.isExisting())) return false;
        last = await element.getText().catch(() => '');
        return ok(last);
      },
      { timeout },
    );
  } catch {
    throw new Error(`${selector}: expected ${typeof test === 'string' ? JSON.stringify(test) : 'a matching text'}, got ${JSON.stringify(last.slice(0, 300))}`);
  }
  return last;
}

/**
 * Forgets the stored session. It runs on an API page of the same origin, not on the app, so no
 * refresh still in flight can write the token back afterwards.
 */
export async function clearSession(browser: WebdriverIO.Browser, baseUrl: string): Promise<void> {
  await browser.url(`${baseUrl}/api/api-info`);
  await browser.execute(() => window.localStorage.clear());
}

/** Replaces what a (React-controlled) input holds, the way a person would: select all, type. */
export async function replaceValue(browser: WebdriverIO.Browser, selector: string, value: string): Promise<void> {
  const element = browser.$(selector);
  await element.click();
  await browser.keys([process.platform === 'darwin' ? 'Meta' : 'Control', 'a']);
  await browser.keys('Backspace');
  await element.addValue(value);
}

/**
 * Types into a Blueprint Suggest the way a person does. The Suggest selects its text one animation
 * frame after it gains focus; typed before that frame, the first letters end up selected and the
 * next one replaces them ('Mari' becomes 'ari'). So: focus, let two frames pass, type at the end.
 */
export async function typeInSuggest(browser: WebdriverIO.Browser, input: ChainablePromiseElement, text: string): Promise<void> {
  const before = await input.getValue();
  await input.click();
  await browser.execute(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await browser.keys('End');
  await input.addValue(text);
  const after = await input.getValue();
  if (after !== before + text) throw new Error(`the Suggest holds "${after}" after typing "${text}" into "${before}"`);
}

/** The text of the first element matching selector, once it is displayed. */
export async function textOf(browser: WebdriverIO.Browser, selector: string): Promise<string> {
  const element = browser.$(selector);
  await element.waitForDisplayed({ timeout: 15_000 });
  return element.getText();
}

/**
 * Clicks an item of a popover once the popover has stopped moving: Blueprint scales popovers in
 * over a short transition, and a click aimed while it grows can land on the item above.
 */
export async function clickWhenStill(element: ChainablePromiseElement): Promise<void> {
  await element.waitForDisplayed({ timeout: 15_000 });
  await element.waitForStable({ timeout: 15_000 });
  await element.click();
}

/**
 * Opens a page from its entry in the side navigation, expanding the entry's group first. The group
 * slides open (Blueprint's Collapse), so the click waits for the link to stop moving: aimed during
 * the slide it lands on the entry above.
 */
export async function abrirDesdeElMenu(browser: WebdriverIO.Browser, grupo: string, ruta: string): Promise<void> {
  const boton = browser.$(`button[aria-controls="cartera-nav-${grupo}"]`);
  if ((await boton.getAttribute('aria-expanded')) !== 'true') await boton.click();
  await clickWhenStill(browser.$('nav[aria-label="Navegación principal"]').$(`a[href="${ruta}"]`));
  await waitForPath(browser, ruta);
}
