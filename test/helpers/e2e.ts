import { TIME_ZONE } from '../../core/shared/fechas.ts';
import { chromiumAvailable, clearSession, openBrowser } from './browser.ts';
import { startTestServer, type TestServer } from './server.ts';
import { startSmtpServer, type TestSmtp } from './smtp.ts';

/** A browser test takes up to a few minutes; one starting closer than this to midnight waits for it. */
const MARGEN_MEDIANOCHE_MS = 5 * 60_000;

/** Milliseconds until the next midnight in Mexico City (the product's day, core/shared/fechas.ts). */
export function msHastaMedianoche(ahora = new Date()): number {
  const partes = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(ahora);
  const valor = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value ?? 0);
  const transcurrido = ((valor('hour') * 60 + valor('minute')) * 60 + valor('second')) * 1000 + ahora.getMilliseconds();
  return 86_400_000 - transcurrido;
}

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: WebdriverIO.Browser;
  /** Present when the suite asked for a real SMTP server. */
  readonly smtp: TestSmtp;
}

/**
 * The hooks every browser suite needs: skip (saying how to install Chromium) where it is missing,
 * the real server with the built shell (and an SMTP peer when asked), one browser, a clean session
 * at 1280 px before each test, and a screenshot of a failure when E2E_SHOTS names a folder.
 */
export function useBrowserSuite(
  options: {
    smtp?: boolean;
    logSink?: (line: string) => void;
    /** More environment for the server, read when it starts (a stand-in's address started in an earlier hook). */
    env?: () => Record<string, string>;
  } = {},
): BrowserSuite {
  const state = {} as { server: TestServer; browser: WebdriverIO.Browser; smtp: TestSmtp };
  before(async function () {
    if (!chromiumAvailable()) {
      console.log('Pruebas de navegador omitidas: instala Chromium con "sudo apt-get install -y chromium chromium-driver"');
      this.skip();
    }
    if (options.smtp) state.smtp = await startSmtpServer();
    state.server = await startTestServer({ web: true, logSink: options.logSink, env: { ...(state.smtp ? { SMTP_URL: state.smtp.url } : {}), ...options.env?.() } });
    state.browser = await openBrowser();
  });
  after(async () => {
    await state.browser?.deleteSession();
    await state.server?.close();
    await state.smtp?.close();
  });
  beforeEach(async function () {
    // A test's dates come from today in Mexico City, and so do the page's: one that starts just
    // before midnight would compare yesterday's expectations with today's screen. Start after it.
    const espera = msHastaMedianoche();
    if (espera < MARGEN_MEDIANOCHE_MS) {
      this.timeout(this.timeout() + espera + 60_000);
      await new Promise((r) => setTimeout(r, espera + 1_000));
    }
    await state.browser.setWindowSize(1280, 1000);
    await clearSession(state.browser, state.server.url);
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && process.env.E2E_SHOTS) {
      await state.browser.saveScreenshot(`${process.env.E2E_SHOTS}/${this.currentTest.title.slice(0, 40).replace(/\W+/g, '_')}.png`);
    }
  });
  return state;
}
