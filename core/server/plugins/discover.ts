import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readManifest, type PluginManifest } from './manifest.ts';
import { orderPlugins } from './order.ts';

/** Every enabled plugin under pluginsDir (each folder with a plugin.json), in dependency order. */
export function discoverPlugins(pluginsDir: string): PluginManifest[] {
  if (!existsSync(pluginsDir)) return [];
  const manifests = readdirSync(pluginsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(pluginsDir, d.name, 'plugin.json')))
    .map((d) => readManifest(path.join(pluginsDir, d.name)));
  return orderPlugins(manifests);
}
