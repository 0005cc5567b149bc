import { NAV_GROUPS, type NavEntry, type NavGroup } from '../plugins/contract.ts';

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  modulos: 'Módulos',
  catalogos: 'Catálogos',
  reportes: 'Reportes',
  administracion: 'Administración',
};

/** True when `pathname` is the entry's page or one below it (`/polizas/12` is under `/polizas`). */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/** The entry the current page belongs to: the longest path the page is under. */
export function currentEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  let best: NavEntry | undefined;
  for (const entry of entries) {
    if (isUnder(pathname, entry.path) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/** The entries grouped in the navigation's order, empty groups left out. */
export function groupEntries(entries: readonly NavEntry[]): { group: NavGroup; label: string; entries: NavEntry[] }[] {
  return NAV_GROUPS.map((group) => ({ group, label: NAV_GROUP_LABELS[group], entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length > 0);
}
