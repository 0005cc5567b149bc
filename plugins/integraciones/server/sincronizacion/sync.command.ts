import { SingleBar } from 'cli-progress';
import { CliError } from '../../../../cli/cli-error.ts';
import { withSystemScope } from '../../../../core/server/db/tenancy.ts';
import { usuarioT } from '../../../../core/server/models/index.ts';
import type { CliContribution } from '../../../../core/server/plugins/contract.ts';
import { agenteClaveT } from '../../../polizas/server/index.ts';
import { dependenciasDeSincronizacion } from './dependencias.ts';
import { sincronizarAhora } from './programacion.service.ts';
import type { AlAvanzar } from './sincronizacion.service.ts';

interface Banderas {
  agente?: string;
  clave?: string;
}

/** The keys with sync on and portal credentials, of one agent (by the main user's e-mail) and/or one key. */
async function clavesASincronizar(knex: Parameters<typeof withSystemScope>[0], banderas: Banderas): Promise<{ agenteId: number; claveId: number; clave: string }[]> {
  const k = agenteClaveT.de('k');
  const u = usuarioT.de('u');
  return withSystemScope(knex, (trx) => {
    const q = trx(`${agenteClaveT.nombre} as k`)
      .where(k.sincronizacion, true)
      .whereNotNull(k.portalClave)
      .whereNotNull(k.portalPasswordCifrado)
      .orderBy(k.id)
      .select(`${k.agenteId} as agenteId`, `${k.id} as claveId`, `${k.clave} as clave`);
    if (banderas.clave) q.where(k.id, Number(banderas.clave));
    if (banderas.agente) q.join(`${usuarioT.nombre} as u`, u.agenteId, k.agenteId).where(u.principal, true).whereRaw('lower(??) = lower(?)', [u.correo, banderas.agente.trim()]);
    return q;
  });
}

/** A bar on a terminal, plain lines otherwise (logs, CI). */
function progreso(clave: string): { alAvanzar: AlAvanzar; terminar(): void } {
  if (process.stderr.isTTY) {
    const barra = new SingleBar({ format: `Clave ${clave}: {value} pólizas revisadas {actual}`, stream: process.stderr, hideCursor: true, clearOnComplete: true });
    barra.start(0, 0, { actual: '' });
    return { alAvanzar: (n, poliza) => barra.update(n, { actual: poliza }), terminar: () => barra.stop() };
  }
  return { alAvanzar: (n, poliza) => process.stderr.write(`Clave ${clave}: [${n}] póliza ${poliza}\n`), terminar: () => undefined };
}

/** cartera sync [--agente correo] [--clave id]: runs the insurer-portal sync of the matching keys now. */
export const syncCommand: CliContribution = (program, runtime) => {
  program
    .command('sync')
    .description('Sincroniza ahora las pólizas de los portales de las aseguradoras (claves con sincronización activada)')
    .option('--agente <correo>', 'solo las claves de este agente (el correo de su usuario principal)')
    .option('--clave <id>', 'solo esta clave de agente (su id)')
    .action(async (banderas: Banderas) => {
      if (banderas.clave !== undefined && !/^\d{1,9}$/.test(banderas.clave)) throw new CliError('--clave debe ser el id numérico de la clave de agente');
      const rt = await runtime();
      try {
        const deps = dependenciasDeSincronizacion(rt.config, rt.db, rt.log);
        const claves = await clavesASincronizar(rt.db.knex, banderas);
        if (!claves.length) throw new CliError('No hay claves con sincronización activada y credenciales del portal que coincidan');
        let fallidas = 0;
        for (const c of claves) {
          const p = progreso(c.clave);
          const r = await sincronizarAhora(deps, c.agenteId, c.claveId, p.alAvanzar).finally(() => p.terminar());
          if (!r) {
            fallidas++;
            console.log(`Clave ${c.clave}: ya se está sincronizando en este momento; inténtalo cuando termine`);
            continue;
          }
          if (r.status !== 'exito') fallidas++;
          console.log(`Clave ${c.clave}: ${r.status} — ${r.mensaje} (sincronización ${r.logId})`);
        }
        if (fallidas) process.exitCode = 1;
      } finally {
        await rt.close();
      }
    });
};
