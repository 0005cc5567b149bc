import { readFileSync } from 'node:fs';
import path from 'node:path';

/** plugin.json: what the loader needs to know about a plugin without importing its code. */
export interface PluginManifest {
  id: string;
  dependsOn: string[];
  enabled: boolean;
  /** Absolute folder of the plugin. */
  dir: string;
}

const ID = /^[a-z][a-z0-9-]*$/;

export function readManifest(dir: string): PluginManifest {
  const file = path.join(dir, 'plugin.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`No se pudo leer ${file}: ${(err as Error).message}`);
  }
  const m = raw as Partial<PluginManifest>;
  if (typeof m.id !== 'string' || !ID.test(m.id)) throw new Error(`${file}: "id" debe ser un identificador en minúsculas (a-z, 0-9, -)`);
  if (m.id !== path.basename(dir)) throw new Error(`${file}: el id "${m.id}" debe coincidir con el nombre de la carpeta "${path.basename(dir)}"`);
  const dependsOn = m.dependsOn ?? [];
  if (!Array.isArray(dependsOn) || dependsOn.some((d) => typeof d !== 'string')) throw new Error(`${file}: "dependsOn" debe ser una lista de ids`);
  if (m.enabled !== undefined && typeof m.enabled !== 'boolean') throw new Error(`${file}: "enabled" debe ser true o false`);
  return { id: m.id, dependsOn, enabled: m.enabled ?? true, dir };
}
