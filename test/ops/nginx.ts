import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { puertoCerrado, puertoLibre } from './procesos.ts';

export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  carpeta: string;
  detener(): Promise<void>;
}

/**
 * Debian's nginx in front of the given app ports, with the reference configuration
 * (deploy/nginx/cartera.conf) and only its addresses changed: its own port, these upstreams. Runs in
 * the foreground as the current user, with its pid, logs and temporary files in a folder of its own.
 */
export async function iniciarNginx(puertos: number[]): Promise<Nginx> {
  const carpeta = mkdtempSync(path.join(os.tmpdir(), 'cartera-nginx-'));
  // Workers run as nobody when the master is root: they write the buffered bodies here.
  chmodSync(carpeta, 0o755);
  for (const d of ['cuerpos', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(carpeta, d));
    chmodSync(path.join(carpeta, d), 0o777);
  }
  const puerto = await puertoLibre();
  const referencia = readFileSync(path.join(PROJECT_ROOT, 'deploy', 'nginx', 'cartera.conf'), 'utf8');
  const servidores = puertos.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const sitio = referencia
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servidores}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${puerto};`)
    .replace(/\n\s*listen \[::\]:80;/, '');
  if (!sitio.includes(servidores) || !sitio.includes(`listen 127.0.0.1:${puerto};`)) throw new Error('deploy/nginx/cartera.conf cambió de forma: ajusta iniciarNginx');
  const conf = path.join(carpeta, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${carpeta}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t, i) => `  ${t}_temp_path ${carpeta}/${['cuerpos', 'proxy', 'fastcgi', 'uwsgi', 'scgi'][i]};`),
      sitio,
      '}',
    ].join('\n'),
  );
  const hijo: ChildProcess = spawn(NGINX, ['-c', conf, '-p', carpeta, '-e', `${carpeta}/error.log`, '-g', `daemon off; pid ${carpeta}/nginx.pid;`], { stdio: 'ignore' });
  const salida = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
  const limite = Date.now() + 10_000;
  while (await puertoCerrado(puerto)) {
    if (hijo.exitCode !== null || Date.now() > limite) {
      const log = existsSync(`${carpeta}/error.log`) ? readFileSync(`${carpeta}/error.log`, 'utf8') : '';
      throw new Error(`nginx no arrancó:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${puerto}`,
    carpeta,
    async detener() {
      if (hijo.exitCode === null) hijo.kill('SIGQUIT');
      await salida;
    },
  };
}
