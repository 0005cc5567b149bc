import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccesoDePlugin } from '../../core/shared/access/permisos.ts';

/** Every plugin's declared codes and roles, read from plugins/<id>/shared/permisos.ts. */
async function accesos(): Promise<AccesoDePlugin[]> {
  const archivos = readdirSync('plugins')
    .map((id) => path.resolve('plugins', id, 'shared', 'permisos.ts'))
    .filter((archivo) => existsSync(archivo));
  const modulos = await Promise.all(archivos.map((archivo) => import(pathToFileURL(archivo).href) as Promise<Record<string, unknown>>));
  return modulos.flatMap((m) => Object.values(m).filter((v): v is AccesoDePlugin => typeof v === 'object' && v !== null && 'roles' in v && 'permisos' in v));
}

/**
 * A privilege that lets a user write or delete something lets them see it: else the screen that
 * holds the button never opens (a delete role without its log's read code never reached the log's
 * 'Eliminar'), or the page opens and its first call is refused.
 */
describe('privileges: who may change something may see it', () => {
  it('grants the read code of every family whose write or delete code a role grants', async () => {
    const todos = await accesos();
    const codigos = new Set(todos.flatMap((a) => Object.keys(a.permisos)));
    expect(codigos.size, 'codes found').to.be.above(30);
    const faltantes = todos.flatMap((a) =>
      a.roles.flatMap((rol) =>
        rol.permisos
          .filter((codigo) => /_(W|D)$/.test(codigo))
          .map((codigo) => codigo.replace(/_(W|D)$/, '_R'))
          .filter((lectura) => codigos.has(lectura) && !rol.permisos.includes(lectura as never))
          .map((lectura) => `${rol.role} sin ${lectura}`),
      ),
    );
    expect([...new Set(faltantes)]).to.deep.equal([]);
  });
});
