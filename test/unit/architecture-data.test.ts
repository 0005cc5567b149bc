import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { archivos, contraHistoria, describir, referenciasAjenas, tablasSinDueno, violacionesDeMigraciones, type Violacion } from '../helpers/arquitectura.ts';

/**
 * Issue 11: each plugin owns its data. Server code names only its owner's tables (others' through
 * the table objects they publish), a migration imports no plugin code and changes only its plugin's
 * tables, and every table has exactly one model. The same scanners run first on a fake tree
 * (test/fixtures/arquitectura), to show they catch what they claim, then on the project.
 */

/**
 * Migrations written before the rule that break it ((b) touching or (c) a trigger on a table of
 * another plugin). They ran on real databases and are never edited, so they are listed here. The list
 * only shrinks: a listed file that no longer breaks the rule fails the test, so it stays honest.
 */
const HISTORIA: readonly string[] = [
  // Unique (agente_id, id) on clientes, vendedores and aseguradoras_propias for its composite keys;
  // per-agent foreign keys added to crm's bitacoras and adjuntos.
  '20261122040100_polizas_polizas.ts',
  // Statement triggers on polizas and recibos for the summary's totals (now subscriptions, 20261124000400).
  '20261122050100_reportes_resumen.ts',
  // Statement triggers on clientes for the active-clients total.
  '20261122050200_reportes_resumen_compacto.ts',
  // Version triggers on clientes and aseguradoras_propias (now subscriptions, 20261124000300).
  '20261122050800_polizas_versiones.ts',
];

const FIXTURE = path.join(PROJECT_ROOT, 'test/fixtures/arquitectura');

/** What the fixture files mark with `// ✗ <table> (<rule>)`: exactly the lines a scanner must report. */
function marcadas(reglas: Violacion['regla'][]): string[] {
  return ['plugins', 'core', 'migrations']
    .flatMap((dir) => archivos(FIXTURE, dir))
    .flatMap((archivo) =>
      readFileSync(path.join(FIXTURE, archivo), 'utf8')
        .split('\n')
        .flatMap((linea, i) => {
          const marca = /\/\/ ✗ (.*)$/.exec(linea)?.[1] ?? '';
          return marca
            ? marca
                .split(/,\s*/)
                .filter((m) => reglas.some((r) => m.endsWith(`(${r})`)))
                .map((m) => `${archivo}:${i + 1} → ${m}`)
            : [];
        }),
    );
}

const ordenadas = (vs: Violacion[]) => vs.map(describir).sort();

describe('data boundaries: the scanners on the fixture tree', () => {
  it('reports each table of another owner that server code names in knex calls or SQL text, and nothing in the clean file', () => {
    const reportadas = referenciasAjenas(FIXTURE);
    expect(ordenadas(reportadas)).to.deep.equal(marcadas(['referencia']).sort());
    expect(reportadas.map((v) => v.archivo)).to.include.members(['plugins/b/server/consultas.ts', 'core/server/registro.ts']);
    expect(reportadas.filter((v) => v.archivo.endsWith('limpio.ts') || v.archivo.includes('/models/'))).to.deep.equal([]);
  });

  it('reports migrations that import plugin code, touch, trigger on, key to or read tables they may not', () => {
    const reportadas = violacionesDeMigraciones(FIXTURE);
    expect(ordenadas(reportadas)).to.deep.equal(marcadas(['importa', 'toca', 'disparador', 'llave', 'lee']).sort());
    const reglas = (archivo: string) => [...new Set(reportadas.filter((v) => v.archivo.endsWith(archivo)).map((v) => v.regla))].sort();
    expect(reglas('b_importa.ts')).to.deep.equal(['importa']);
    expect(reglas('b_disparador.ts')).to.deep.equal(['disparador', 'toca']);
    expect(reglas('a_equis.ts')).to.deep.equal([]);
    expect(reglas('b_ye.ts')).to.deep.equal([]);
    expect(reportadas.filter((v) => v.historia).map((v) => path.basename(v.archivo))).to.deep.equal(['20261122000000_b_historia.ts']);
  });

  it('excuses only listed history, and fails a listed file that no longer needs it', () => {
    const { nuevas, sobrantes } = contraHistoria(violacionesDeMigraciones(FIXTURE), ['20261122000000_b_historia.ts', '20261122000001_b_arreglada.ts']);
    expect(nuevas.some((v) => v.includes('b_historia.ts'))).to.equal(false);
    expect(nuevas.some((v) => v.includes('b_disparador.ts'))).to.equal(true);
    expect(sobrantes).to.deep.equal(['20261122000001_b_arreglada.ts']);
  });

  it('reports tables without exactly one model in the plugin that created them', () => {
    expect(tablasSinDueno(FIXTURE)).to.deep.equal([
      'doble: created by migrations/b, declared by plugins/a/server/models/doble.model.ts',
      'doble: declared by 2 models (plugins/a/server/models/doble.model.ts, plugins/b/server/models/doble.model.ts)',
      'fantasma: declared by plugins/c/server/models/fantasma.model.ts, created by no migration',
      'huerfana: created by migrations/b, declared by no model',
    ]);
  });
});

describe('data boundaries: the project', () => {
  it('server code names no table of another plugin (nor core a plugin table): use what the owner publishes', () => {
    expect(ordenadas(referenciasAjenas(PROJECT_ROOT))).to.deep.equal([]);
  });

  it("migrations import no plugin code and change only their own plugin's tables (history listed)", () => {
    expect(contraHistoria(violacionesDeMigraciones(PROJECT_ROOT), HISTORIA).nuevas.sort()).to.deep.equal([]);
  });

  it('the history list names only migrations that still need it', () => {
    expect(contraHistoria(violacionesDeMigraciones(PROJECT_ROOT), HISTORIA).sobrantes).to.deep.equal([]);
  });

  it('every table a migration creates has exactly one model, in the plugin that created it', () => {
    expect(tablasSinDueno(PROJECT_ROOT)).to.deep.equal([]);
  });
});
