import { crearAgente } from '../helpers/accounts.ts';
import { chromiumAvailable, openBrowser } from '../helpers/browser.ts';
import { cerrarComunicados } from '../helpers/e2e-sesion.ts';
import { crearPoliza, prepararCartera } from '../helpers/polizas.ts';
import { startTestServer } from '../helpers/server.ts';
import { ms } from './helpers/carga.ts';

/**
 * Issue 19: time to usable of the login page (cold cache) and of /polizas after signing in (the
 * shell cached, the screen not), in Chromium on localhost, and what the login page downloads.
 * 'Usable' is the moment the page's working element is on screen — the sign-in button, the first
 * policy card — measured in the page from navigation start (Performance API), or the largest paint
 * that showed it when it was already there at the load event. BENCH_WEB_DIST=<folder> measures a
 * build made elsewhere (the one before a change) instead of this tree's.
 */
const REPETICIONES = Number(process.env.BENCH_REPETICIONES ?? 7);

interface Descarga {
  tipo: string;
  archivos: number;
  bytes: number;
}

/** Waits in the page for `selector` and answers when it was usable, in ms from navigation start. */
async function usable(browser: WebdriverIO.Browser, selector: string): Promise<number> {
  return browser.executeAsync((sel: string, listo: (ms: number) => void) => {
    const pintura = new Promise<number>((resolve) => {
      new PerformanceObserver((lista) => resolve(lista.getEntries().at(-1)?.startTime ?? 0)).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(0), 1000);
    });
    if (document.querySelector(sel)) void pintura.then(listo);
    else {
      const buscar = () => (document.querySelector(sel) ? requestAnimationFrame(() => listo(performance.now())) : requestAnimationFrame(buscar));
      buscar();
    }
  }, selector);
}

/** What the page downloaded (bytes on the wire, compressed when sent so), by kind. */
async function descargas(browser: WebdriverIO.Browser): Promise<Descarga[]> {
  return browser.execute(() => {
    const entradas = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    const tipo = (e: PerformanceResourceTiming) =>
      e.entryType === 'navigation' ? 'html' : e.name.endsWith('.js') ? 'js' : e.name.endsWith('.css') ? 'css' : /\.(woff2?|ttf|eot)$/.test(e.name) ? 'fuentes' : 'otros';
    const porTipo = new Map<string, { tipo: string; archivos: number; bytes: number }>();
    for (const e of entradas) {
      const t = porTipo.get(tipo(e)) ?? { tipo: tipo(e), archivos: 0, bytes: 0 };
      t.archivos++;
      t.bytes += e.encodedBodySize;
      porTipo.set(t.tipo, t);
    }
    return [...porTipo.values()];
  });
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (!chromiumAvailable()) {
  console.log('Sin /usr/bin/chromium y /usr/bin/chromedriver: no hay nada que medir.');
} else {
  const server = await startTestServer({ web: !process.env.BENCH_WEB_DIST, webDist: process.env.BENCH_WEB_DIST, env: { LOG_LEVEL: 'warn' } });
  try {
    const agente = await crearAgente(server);
    const cartera = await prepararCartera(server, agente);
    for (let i = 0; i < 12; i++) await crearPoliza(server, agente, cartera);
    const login: number[] = [];
    const polizas: number[] = [];
    let transferencia: Descarga[] = [];
    for (let r = 0; r < REPETICIONES; r++) {
      // A fresh profile each time: the login page is measured with nothing cached.
      const browser = await openBrowser();
      try {
        await browser.url(`${server.url}/login`);
        login.push(await usable(browser, 'button[type="submit"]'));
        transferencia = await descargas(browser);
        await browser.$('input[name="usuario"]').setValue(agente.correo);
        await browser.$('input[name="password"]').setValue(agente.password);
        await browser.$('button[type="submit"]').click();
        await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname !== '/login', { timeout: 15_000 });
        await cerrarComunicados(browser, server, agente);
        await browser.url(`${server.url}/polizas`);
        polizas.push(await usable(browser, '[aria-label="Pólizas"] [data-poliza]'));
      } finally {
        await browser.deleteSession();
      }
    }
    console.log(`Build: ${process.env.BENCH_WEB_DIST ?? 'este árbol'}; Chromium sin caché en /login, ${REPETICIONES} repeticiones`);
    console.log(`${'página'.padEnd(34)} ${'mediana'.padStart(8)} ${'mín'.padStart(8)} ${'máx'.padStart(8)}  (ms hasta usable)`);
    for (const [pagina, tiempos] of [
      ['/login', login],
      ['/polizas tras iniciar sesión', polizas],
    ] as const)
      console.log(`${pagina.padEnd(34)} ${ms(mediana(tiempos))} ${ms(Math.min(...tiempos))} ${ms(Math.max(...tiempos))}`);
    const total = transferencia.reduce((s, d) => s + d.bytes, 0);
    console.log(`Descarga de /login: ${transferencia.map((d) => `${d.tipo} ${d.archivos} × ${kb(d.bytes)}`).join(', ')}; total ${kb(total)}`);
  } finally {
    await server.close();
  }
  // The test helpers' database and SMTP stand-in live as long as the process (mocha ends them with --exit).
  process.exit(0);
}
