import { expect } from 'chai';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Model } from 'objection';
import type { Database } from '../../../core/server/db/database.ts';
import { aColumna, type Tabla } from '../../../core/server/db/modelo.ts';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { archivosDeModelos } from '../../helpers/arquitectura.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';

/**
 * Every model against the migrated database (issue 11): its table exists, and each published table
 * object (tablaDe) lists exactly the table's columns. A migration that renames or drops a column the
 * model still names — or adds one the model lacks — fails here, not in a request.
 */

interface Declarado {
  archivo: string;
  tablas: Tabla<string>[];
  /** The tableName of each exported Objection model class. */
  clases: string[];
  modelos: (typeof Model)[];
}

const esTabla = (v: unknown): v is Tabla<string> =>
  typeof v === 'object' && v !== null && typeof (v as Tabla<string>).nombre === 'string' && Array.isArray((v as Tabla<string>).props);
const claseDe = (v: unknown): string | undefined =>
  typeof v === 'function' && Object.hasOwn(v, 'tableName') ? String((v as unknown as { tableName: unknown }).tableName) : undefined;

async function declarados(): Promise<Declarado[]> {
  return Promise.all(
    archivosDeModelos(PROJECT_ROOT).map(async (archivo) => {
      const exportado = Object.values(await import(pathToFileURL(path.join(PROJECT_ROOT, archivo)).href));
      const modelos = exportado.filter((v): v is typeof Model => typeof v === 'function' && Object.hasOwn(v, 'tableName'));
      return { archivo, tablas: exportado.filter(esTabla), clases: exportado.map(claseDe).filter((t): t is string => !!t), modelos };
    }),
  );
}

describe(`models match the migrated schema (${testDatabaseKind()})`, function () {
  this.timeout(60000);
  let db: Database;
  let modelos: Declarado[];
  /** table or view → its columns, as the database owner sees them (information_schema hides what a role may not read). */
  let columnas: Map<string, string[]>;

  before(async () => {
    db = await getTestDatabase();
    modelos = await declarados();
    const { rows } = await db.withOwner((k) => k.raw(`select table_name, column_name from information_schema.columns where table_schema = 'public' order by 1, 2`));
    columnas = new Map();
    for (const r of rows as { table_name: string; column_name: string }[]) columnas.set(r.table_name, [...(columnas.get(r.table_name) ?? []), r.column_name]);
  });

  it('finds the models and their table objects', () => {
    expect(modelos.length).to.be.greaterThan(0);
    expect(modelos.flatMap((m) => m.tablas).length).to.be.greaterThan(0);
  });

  it("every model class's table exists", () => {
    const faltan = modelos.flatMap((m) => m.clases.filter((t) => !columnas.has(t)).map((t) => `${m.archivo}: ${t}`));
    expect(faltan).to.deep.equal([]);
  });

  it("every table object names exactly its table's columns (snake_case of its props)", () => {
    const diferencias = modelos.flatMap(({ archivo, tablas }) =>
      tablas.flatMap((t) => {
        const enBase = columnas.get(t.nombre);
        if (!enBase) return [`${archivo}: ${t.nombre} does not exist`];
        const declaradas = t.props.map(aColumna);
        const sobran = declaradas.filter((c) => !enBase.includes(c));
        const faltan = enBase.filter((c) => !declaradas.includes(c));
        return sobran.length || faltan.length ? [`${archivo}: ${t.nombre}: not in the table [${sobran.join(', ')}], not in the model [${faltan.join(', ')}]`] : [];
      }),
    );
    expect(diferencias).to.deep.equal([]);
  });

  it('every relation mapping joins on columns that exist, to other plugins’ models as to its own', async () => {
    const relaciones = modelos.flatMap(({ archivo, modelos: clases }) => clases.flatMap((m) => Object.keys(m.relationMappings ?? {}).map((r) => ({ archivo, m, r }))));
    expect(relaciones.length).to.be.greaterThan(0);
    const fallas: string[] = [];
    // A join that names a missing column fails in the database, whatever rows there are.
    for (const { archivo, m, r } of relaciones) {
      await db.withOwner(async (k) => void (await m.query(k).withGraphJoined(r).limit(1))).catch((e: Error) => fallas.push(`${archivo}: ${r}: ${e.message}`));
    }
    expect(fallas).to.deep.equal([]);
  });
});
