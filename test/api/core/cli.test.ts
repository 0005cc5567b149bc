import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function cartera(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'cli', 'index.ts'), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(run: Run, pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const m = run.output().match(pattern);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no apareció ${pattern} en:\n${run.output()}`);
}

describe('cartera CLI', function () {
  this.timeout(60_000);
  const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cartera-cli-')), PORT: '0', LOG_LEVEL: 'info', APP_ENV: 'qa' };

  it('serves the API, naming its URL and database, and stops cleanly on SIGTERM', async () => {
    const started = Date.now();
    const server = cartera(['serve', '--no-web'], env);
    try {
      const [, url, database] = await waitFor(server, /Cartera lista en (http:\/\/\S+) \(base de datos: ([^)]+)\)/, 30_000);
      console.log(`      (arranque hasta lista: ${Date.now() - started} ms, ${database})`);
      expect(database).to.equal(process.env.DATABASE_URL ? database : `PGlite en ${path.join(env.DATA_DIR, 'pglite')}`);
      const info = await (await fetch(`${url}/api/api-info`)).json();
      expect(info).to.deep.include({ ok: true, body: { env: 'qa', version: info.body.version } });

      if (!process.env.DATABASE_URL) {
        const second = cartera(['migrate'], env);
        expect(await second.exited).to.equal(1);
        expect(second.output()).to.contain(`La base de datos embebida en ${env.DATA_DIR} está en uso por otro proceso (pid ${server.child.pid})`);
        expect(second.output()).not.to.match(/\n\s+at /);
      }
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).to.equal(0);
  });

  it('applies migrations from the command line once the server is gone', async () => {
    const run = cartera(['migrate'], env);
    expect(await run.exited, run.output()).to.equal(0);
    expect(run.output()).to.contain('La base de datos ya está al día.');
  });

  it('answers an unknown command with help and a non-zero exit', async () => {
    const run = cartera(['no-existe'], env);
    expect(await run.exited).to.not.equal(0);
    expect(run.output()).to.contain("unknown command 'no-existe'");
  });
});
