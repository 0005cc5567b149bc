import { expect } from 'chai';
import { collectWebPlugins } from '../../web/src/plugins/collect.ts';
import type { WebPlugin } from '../../web/src/plugins/contract.ts';

const page = async () => ({ default: () => null });

describe('web plugin collection', () => {
  it('gives empty tables when no plugin is installed', () => {
    expect(collectWebPlugins({})).to.deep.equal({ plugins: [], routes: [], navigation: [] });
  });

  it('merges the routes of every plugin, sorted by path and tagged with their plugin', () => {
    const polizas: WebPlugin = { id: 'polizas', routes: [{ path: '/polizas', load: page, permiso: 'POLIZAS_R' }] };
    const clientes: WebPlugin = {
      id: 'clientes',
      routes: [
        { path: '/clientes/:clienteId', load: page },
        { path: '/clientes', load: page },
      ],
    };
    const { plugins, routes } = collectWebPlugins({
      '../../../plugins/polizas/web/index.ts': polizas,
      '../../../plugins/clientes/web/index.ts': clientes,
    });
    expect(plugins.map((p) => p.id)).to.deep.equal(['clientes', 'polizas']);
    expect(routes.map((r) => [r.path, r.pluginId])).to.deep.equal([
      ['/clientes', 'clientes'],
      ['/clientes/:clienteId', 'clientes'],
      ['/polizas', 'polizas'],
    ]);
    expect(routes[2].permiso).to.equal('POLIZAS_R');
  });

  it('orders the navigation by group, then order, then label', () => {
    const a: WebPlugin = {
      id: 'a',
      navigation: [
        { group: 'administracion', label: 'Monedas', path: '/monedas', order: 20 },
        { group: 'modulos', label: 'Pólizas', path: '/polizas', order: 10 },
        { group: 'reportes', label: 'Reporte de pólizas', path: '/reportes/polizas', order: 10 },
      ],
    };
    const b: WebPlugin = {
      id: 'b',
      navigation: [
        { group: 'catalogos', label: 'Clientes', path: '/clientes', order: 10 },
        { group: 'modulos', label: 'Resumen', path: '/resumen', order: 0 },
        { group: 'administracion', label: 'Aseguradoras', path: '/aseguradoras', order: 20 },
      ],
    };
    const { navigation } = collectWebPlugins({ 'a/web/index.ts': a, 'b/web/index.ts': b });
    expect(navigation.map((n) => n.path)).to.deep.equal(['/resumen', '/polizas', '/clientes', '/reportes/polizas', '/aseguradoras', '/monedas']);
  });

  it('refuses a module that does not export a webPlugin', () => {
    expect(() => collectWebPlugins({ '../../../plugins/roto/web/index.ts': undefined })).to.throw(/roto\/web\/index.ts no exporta un webPlugin/);
  });

  it('refuses two plugins with the same id', () => {
    const modules = { 'x/web/index.ts': { id: 'polizas' }, 'y/web/index.ts': { id: 'polizas' } };
    expect(() => collectWebPlugins(modules)).to.throw(/"polizas" está declarado en x\/web\/index.ts y en y\/web\/index.ts/);
  });

  it('refuses two routes on the same path, naming both plugins', () => {
    const modules: Record<string, WebPlugin> = {
      'x/web/index.ts': { id: 'polizas', routes: [{ path: '/recibos', load: page }] },
      'y/web/index.ts': { id: 'cobranza', routes: [{ path: '/recibos', load: page }] },
    };
    expect(() => collectWebPlugins(modules)).to.throw('La ruta /recibos está declarada por "polizas" y por "cobranza"');
  });
});
