import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [-- filtro]`: runs every test/perf/*.bench.ts (or those whose name contains the
 * filter), each in its own process so one benchmark's database or memory never colours another's.
 * Benchmarks print figures; they have no pass/fail, so this exits non-zero only if one crashes.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
if (benches.length === 0) console.log(`Sin benchmarks en ${here}${filter ? ` que contengan '${filter}'` : ''}.`);

let crashed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    crashed++;
    console.log(`${file} terminó con código ${result.status ?? result.signal}`);
  }
}
process.exitCode = crashed ? 1 : 0;
