import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/server/paths.ts';

/** A `cartera` command running in a child process, with its output so far and its exit. */
export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** How the command runs: its TypeScript sources under tsx, or the `cartera` binary (dist/ once built, docs/adr/046). */
export type Codigo = 'fuentes' | 'binario';

/** The benchmarks run what a deployment runs, the binary; BENCH_CODIGO=fuentes compares the sources under tsx. */
export const codigoDeBench = (): Codigo => (process.env.BENCH_CODIGO === 'fuentes' ? 'fuentes' : 'binario');

/**
 * The program and arguments that run the `cartera` command line as `codigo` says. The binary is run
 * itself, as npm start and systemd run it, so Node takes the flags of its first line.
 */
export const comandoDe = (codigo: Codigo): [string, string[]] =>
  codigo === 'binario' ? [path.join(PROJECT_ROOT, 'cli', 'bin.js'), []] : [process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'cli', 'index.ts')]];

export function cartera(args: string[], env: Record<string, string>, codigo: Codigo = 'fuentes'): Run {
  const [programa, entrada] = comandoDe(codigo);
  const child = spawn(programa, [...entrada, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Runs a command to its end: its exit code and output. */
export async function carteraHastaTerminar(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = cartera(args, env);
  const code = await run.exited;
  return { code, output: run.output() };
}

export async function waitFor(run: Run, pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const m = run.output().match(pattern);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no apareció ${pattern} en:\n${run.output()}`);
}
