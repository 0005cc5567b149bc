import { NAV_GROUPS, type NavEntry, type WebPlugin, type WebRoute } from './contract.ts';

/** A route with the id of the plugin that contributed it, for error messages and keys. */
export interface CollectedRoute extends WebRoute {
  pluginId: string;
}

export interface CollectedWebPlugins {
  plugins: WebPlugin[];
  /** Sorted by path so the route table is the same on every build. */
  routes: CollectedRoute[];
  /** Sorted by group (in NAV_GROUPS order), then order, then label. */
  navigation: NavEntry[];
}

/**
 * Merges the web plugins found by the registry's glob (module path → exported `webPlugin`).
 * Pure, so it can be tested without Vite. Fails loudly on what would otherwise break silently at
 * run time: a module without a `webPlugin` export, two plugins with one id, two routes on one path.
 *
 * `base` (the shell) contributes defaults that any plugin may replace: a plugin route on one of its
 * paths takes the path, and a plugin navigation entry on one of its paths replaces the shell's entry.
 */
export function collectWebPlugins(modules: Record<string, WebPlugin | undefined>, base?: WebPlugin): CollectedWebPlugins {
  const plugins: WebPlugin[] = [];
  const routes: CollectedRoute[] = [];
  const navigation: NavEntry[] = [];
  const ownerOfId = new Map<string, string>();
  const ownerOfPath = new Map<string, string>();

  for (const file of Object.keys(modules).sort()) {
    const plugin = modules[file];
    if (!plugin || typeof plugin.id !== 'string' || plugin.id === '') {
      throw new Error(`${file} no exporta un webPlugin con id`);
    }
    const previous = ownerOfId.get(plugin.id);
    if (previous) throw new Error(`El plugin web "${plugin.id}" está declarado en ${previous} y en ${file}`);
    ownerOfId.set(plugin.id, file);
    plugins.push(plugin);

    for (const route of plugin.routes ?? []) {
      const owner = ownerOfPath.get(route.path);
      if (owner) throw new Error(`La ruta ${route.path} está declarada por "${owner}" y por "${plugin.id}"`);
      ownerOfPath.set(route.path, plugin.id);
      routes.push({ ...route, pluginId: plugin.id });
    }
    navigation.push(...(plugin.navigation ?? []));
  }

  if (base) {
    const previous = ownerOfId.get(base.id);
    if (previous) throw new Error(`El plugin web "${base.id}" está declarado en ${previous} y en el shell`);
    plugins.unshift(base);
    for (const route of base.routes ?? []) {
      if (!ownerOfPath.has(route.path)) routes.push({ ...route, pluginId: base.id });
    }
    const navPaths = new Set(navigation.map((entry) => entry.path));
    navigation.push(...(base.navigation ?? []).filter((entry) => !navPaths.has(entry.path)));
  }

  routes.sort((a, b) => compareText(a.path, b.path));
  navigation.sort((a, b) => NAV_GROUPS.indexOf(a.group) - NAV_GROUPS.indexOf(b.group) || a.order - b.order || compareText(a.label, b.label));
  return { plugins, routes, navigation };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
