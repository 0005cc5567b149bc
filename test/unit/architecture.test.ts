import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/server/paths.ts';

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sources(dir: string): string[] {
  const abs = path.join(PROJECT_ROOT, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const rel = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path.join(PROJECT_ROOT, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [rel] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1])
    .filter((t) => t.startsWith('.'))
    .map((t) => path.normalize(path.join(path.dirname(file), t)));
}

/** A plugin's public surface: its shared/ folder, plugin.json and server/index.ts. */
function isPublic(target: string[]): boolean {
  return target[2] === 'shared' || target[2] === 'plugin.json' || (target[2] === 'server' && (target.length === 3 || /^index(\.ts)?$/.test(target[3] ?? '')));
}

describe('architecture boundaries', () => {
  it('lets a plugin reach another plugin only through its shared/ folder or server/index.ts', () => {
    const leaks: string[] = [];
    for (const file of sources('plugins')) {
      const own = file.split(path.sep)[1];
      for (const target of relativeImports(file)) {
        const parts = target.split(path.sep);
        if (parts[0] === 'plugins' && parts[1] !== own && !isPublic(parts)) leaks.push(`${file} → ${target}`);
      }
    }
    expect(leaks).to.deep.equal([]);
  });

  it('keeps web code away from server code', () => {
    const leaks: string[] = [];
    const webFiles = [...sources('web'), ...sources('widgets'), ...sources('plugins').filter((f) => f.split(path.sep)[2] === 'web')];
    for (const file of webFiles) {
      for (const target of relativeImports(file)) {
        const parts = target.split(path.sep);
        if (parts.includes('server') || parts[0] === 'cli' || parts[0] === 'migrations') leaks.push(`${file} → ${target}`);
      }
    }
    expect(leaks).to.deep.equal([]);
  });

  it('keeps core/shared isomorphic: no server, web or Node-only imports', () => {
    const leaks: string[] = [];
    for (const file of sources('core/shared')) {
      const text = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const t = m[1];
        if (t.startsWith('node:') || t.includes('/server/') || t.includes('/web/')) leaks.push(`${file} → ${t}`);
      }
    }
    expect(leaks).to.deep.equal([]);
  });
});
