import type { PluginManifest } from './manifest.ts';

/**
 * Orders plugins so each comes after the plugins it depends on (ties keep alphabetical order, so
 * the order is the same on every machine). Fails loudly on a missing or disabled dependency and on
 * a cycle, naming the plugins involved.
 */
export function orderPlugins(all: PluginManifest[]): PluginManifest[] {
  const byId = new Map<string, PluginManifest>();
  for (const p of all) {
    if (byId.has(p.id)) throw new Error(`Hay dos plugins con el id "${p.id}"`);
    byId.set(p.id, p);
  }
  const enabled = all.filter((p) => p.enabled).sort((a, b) => a.id.localeCompare(b.id));
  for (const p of enabled) {
    for (const dep of p.dependsOn) {
      const target = byId.get(dep);
      if (!target) throw new Error(`El plugin "${p.id}" depende de "${dep}", que no existe`);
      if (!target.enabled) throw new Error(`El plugin "${p.id}" depende de "${dep}", que está deshabilitado`);
    }
  }
  const ordered: PluginManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: PluginManifest, trail: string[]) => {
    const s = state.get(p.id);
    if (s === 'done') return;
    if (s === 'visiting') {
      const cycle = [...trail.slice(trail.indexOf(p.id)), p.id];
      throw new Error(`Dependencia circular entre plugins: ${cycle.join(' → ')}`);
    }
    state.set(p.id, 'visiting');
    for (const dep of [...p.dependsOn].sort()) {
      const requerido = byId.get(dep);
      if (requerido) visit(requerido, [...trail, p.id]);
    }
    state.set(p.id, 'done');
    ordered.push(p);
  };
  for (const p of enabled) visit(p, []);
  return ordered;
}
