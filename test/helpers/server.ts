import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../core/server/app.ts';
import { loadConfig, type Config } from '../../core/server/config.ts';
import { createLogger, type Logger } from '../../core/server/log.ts';
import type { PluginManifest } from '../../core/server/plugins/manifest.ts';
import { projectPlugins } from '../../core/server/runtime.ts';
import { buildWeb } from '../../core/server/web-build.ts';
import { getTestDatabase } from './db.ts';
import { smtpCompartido } from './smtp.ts';

export interface TestServer {
  url: string;
  app: App;
  config: Config;
  /** Calls the API: `api('GET', '/api-info')` → status and parsed envelope. */
  // The tests read any answer's envelope by its documented fields.
  // oxlint-disable-next-line typescript/no-explicit-any
  api(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * `TestServer.api` for a server at `url` (in this process or a child's): the envelope parsed, or the
 * text of an answer that is not JSON.
 */
export function apiDe(url: string): TestServer['api'] {
  return async (method, apiPath, body, extra = {}) => {
    // Each call comes from a client address of its own unless the test names one (per-source limits).
    const headers = { 'x-forwarded-for': ipDePrueba(), ...extra };
    const res = await fetch(`${url}/api${apiPath}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Non-JSON answers are returned as text so a test can assert on them.
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
}

let webBuild: Promise<string> | undefined;

/**
 * The portfolio core's plugins only (accounts, catalogues, crm, clients, policies): for tests of a
 * mechanism whose answers name every plugin that joined it (crm's owners), so a plugin added later
 * does not change what they expect.
 */
export function pluginsDelNucleo(): PluginManifest[] {
  const nucleo = ['cuentas', 'catalogos', 'crm', 'clientes', 'polizas'];
  return projectPlugins().filter((p) => nucleo.includes(p.id));
}
let ips = 0;

/** A client address of its own (a private range) for a call. */
export function ipDePrueba(): string {
  ips++;
  return `10.${process.pid % 250}.${(ips >> 8) & 255}.${ips & 255}`;
}

/** A scratch folder for this process's web build, removed when the process exits. */
function carpetaDeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartera-web-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cartera-test-')),
    APP_ENV: 'development',
    JWT_SECRET: 'test-secret-for-the-test-suite-only',
    PASSWORD_HASH_COST: '12',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // One proxy hop, so each API call can speak for a client address of its own: the per-source
    // limits then count only what a test sends from one address, as they would per person.
    TRUST_PROXY: '1',
    ...overrides,
  });
}

export function testLogger(config: Config, sink?: (line: string) => void): Logger {
  if (sink) return createLogger('debug', {}, sink);
  return createLogger(config.logLevel);
}

/**
 * The real server on an ephemeral port, over the shared test database. With `web`, the shell is
 * built once per test process (so browser tests see the current code) into a folder of its own, so
 * test runs going at once never serve each other's half-written build; served on other paths.
 */
export async function startTestServer(
  options: { web?: boolean; webDist?: string; plugins?: PluginManifest[]; env?: Record<string, string>; logSink?: (line: string) => void } = {},
): Promise<TestServer> {
  // Mail goes to the process's SMTP stand-in (tests read codes there), unless the test brings its own.
  const config = testConfig({ SMTP_URL: (await smtpCompartido()).url, ...options.env });
  const log = testLogger(config, options.logSink);
  const db = await getTestDatabase();
  // webDist serves a build made elsewhere (a benchmark comparing builds); web builds this tree's once per process.
  const webDist = options.webDist ?? (options.web ? await (webBuild ??= buildWeb(log, carpetaDeBuild())) : undefined);
  const app = await createApp({ config, log, db, plugins: options.plugins ?? projectPlugins(), webDist });
  const server: Server = await app.listen(0, '127.0.0.1');
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    config,
    api: apiDe(url),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, app.detenerTrabajos()]);
    },
  };
}
