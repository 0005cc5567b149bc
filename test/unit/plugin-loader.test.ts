import { expect } from 'chai';
import path from 'node:path';
import { discoverPlugins } from '../../core/server/plugins/discover.ts';
import type { PluginManifest } from '../../core/server/plugins/manifest.ts';
import { orderPlugins } from '../../core/server/plugins/order.ts';
import { PROJECT_ROOT } from '../../core/server/paths.ts';

const fixtures = path.join(PROJECT_ROOT, 'test', 'fixtures', 'plugins');
const m = (id: string, dependsOn: string[] = [], enabled = true): PluginManifest => ({ id, dependsOn, enabled, dir: `/x/${id}` });

describe('plugin loader: discovery and order', () => {
  it('discovers plugin.json folders, skips disabled ones and puts dependencies first', () => {
    const ids = discoverPlugins(path.join(fixtures, 'ok')).map((p) => p.id);
    expect(ids).to.deep.equal(['alpha', 'beta']);
  });

  it('orders a dependency chain whatever the folder order', () => {
    const ids = orderPlugins([m('polizas', ['clientes']), m('clientes', ['catalogos']), m('catalogos'), m('crm', ['clientes'])]).map((p) => p.id);
    expect(ids.indexOf('catalogos')).to.be.lessThan(ids.indexOf('clientes'));
    expect(ids.indexOf('clientes')).to.be.lessThan(ids.indexOf('polizas'));
    expect(ids.indexOf('clientes')).to.be.lessThan(ids.indexOf('crm'));
  });

  it('refuses a cycle naming the plugins in it', () => {
    expect(() => discoverPlugins(path.join(fixtures, 'cycle'))).to.throw('Dependencia circular entre plugins: dos → uno → dos');
  });

  it('refuses a missing dependency naming both plugins', () => {
    expect(() => discoverPlugins(path.join(fixtures, 'missing'))).to.throw('El plugin "solo" depende de "fantasma", que no existe');
  });

  it('refuses a dependency on a disabled plugin', () => {
    expect(() => orderPlugins([m('a', ['b']), m('b', [], false)])).to.throw('El plugin "a" depende de "b", que está deshabilitado');
  });

  it('refuses two plugins with the same id', () => {
    expect(() => orderPlugins([m('a'), m('a')])).to.throw('Hay dos plugins con el id "a"');
  });

  it('finds the real plugins of the project in a valid order', () => {
    const plugins = discoverPlugins(path.join(PROJECT_ROOT, 'plugins'));
    const seen = new Set<string>();
    for (const p of plugins) {
      for (const dep of p.dependsOn) expect(seen.has(dep), `${p.id} after ${dep}`).to.equal(true);
      seen.add(p.id);
    }
  });
});
