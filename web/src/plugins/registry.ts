import type { PuntoDeExtension } from '../../../core/shared/extension.ts';
import { collectWebPlugins } from './collect.ts';
import type { WebPlugin } from './contract.ts';
import { collectDialogs } from './dialogs.ts';
import { shellPlugin } from '../shellPlugin.ts';

// Every plugins/<id>/web/index.ts is discovered at build time; there is no hand-kept list.
const discovered = import.meta.glob<WebPlugin>('../../../plugins/*/web/index.ts', {
  eager: true,
  import: 'webPlugin',
});

/** The shell's own pages and every plugin's, merged once at start-up; a plugin's route replaces the shell's on the same path. */
export const webPlugins = collectWebPlugins(discovered, shellPlugin);

/** True when some page is registered on exactly this path (menus hide links to pages not installed). */
export function hasRoute(path: string): boolean {
  return webPlugins.routes.some((route) => route.path === path);
}

/** Every plugin's top-bar panels. */
export const webPanels = webPlugins.plugins.flatMap((plugin) => plugin.panels ?? []);

/** The settings menu's entries every plugin contributes, in menu order. */
export const webAjustes = webPlugins.plugins.flatMap((plugin) => plugin.ajustes ?? []).sort((a, b) => a.order - b.order);

/** The entries every installed plugin contributes to an extension point. */
export function aportesA<T>(punto: PuntoDeExtension<T>): T[] {
  return webPlugins.plugins.flatMap((plugin) => (plugin.aportes ?? []).filter((a) => a.punto === punto.nombre).flatMap((a) => a.entradas as T[]));
}

/** The offers of the installed plugins, in their order: the product pages describe only these. */
export const webOfertas = {
  inicio: webPlugins.plugins.flatMap((p) => (p.oferta?.inicio ? [p.oferta.inicio] : [])).sort((a, b) => a.orden - b.orden),
  plan: webPlugins.plugins
    .flatMap((p) => (p.oferta?.plan ? [p.oferta.plan] : []))
    .sort((a, b) => a.orden - b.orden)
    .flatMap((p) => p.textos),
  carga: webPlugins.plugins.flatMap((p) => (p.oferta?.carga ? [p.oferta.carga] : [])).sort((a, b) => a.orden - b.orden),
};

/** Every plugin's contributed dialogs by id, opened with <PluginDialog>. */
export const webDialogs = collectDialogs(webPlugins.plugins);
