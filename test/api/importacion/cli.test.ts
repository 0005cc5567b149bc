import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { correoUnico } from '../../helpers/accounts.ts';
import { carpetaConCaratulas, correr, entorno, noPolizaDe, numerosDePolizas } from './cli-proceso.ts';
import { filaValida, libro } from './excel-datos.ts';

interface PolizaJson {
  resultado: string;
  noPoliza: string | null;
  fila: number | null;
  mensaje: string;
}
interface InformeJson {
  modo: string;
  simulacion: boolean;
  archivos: { archivo: string; polizas: PolizaJson[] }[];
  totales: Record<string, number>;
}

/** Each file's outcome by its name. */
const porArchivo = (informe: InformeJson) => Object.fromEntries(informe.archivos.map((a) => [path.basename(a.archivo), a.polizas.map((p) => p.resultado).join(',')]));

describe('cartera importar, directly on the database (issue 13, CLI)', function () {
  this.timeout(900_000);
  const env = entorno();
  const correo = correoUnico('importar');
  // One file in a sub-folder (folders are walked), one with no text layer (fails on its own).
  const carpeta = carpetaConCaratulas(['gnp-auto', 'sub/qualitas-auto', 'axa-auto', 'escaneada']);
  const buenas = ['gnp-auto', 'sub/qualitas-auto', 'axa-auto'].map((n) => path.join(carpeta, `${n}.pdf`));
  const numeros = ['gnp-auto', 'qualitas-auto', 'axa-auto'].map(noPolizaDe).sort();

  before(async () => {
    const r = await correr(['agente:crear', '--correo', correo, '--nombre', 'Olga', '--ap-paterno', 'Soto', '--password', 'Secreto123'], env);
    expect(r.codigo, r.stderr).to.equal(0);
  });

  it('answers wrong usage with exit code 2 and a Spanish message on stderr, writing nothing', async () => {
    const vacia = mkdtempSync(path.join(os.tmpdir(), 'cartera-vacia-'));
    writeFileSync(path.join(vacia, 'notas.txt'), 'sin PDF');
    const casos: [string[], string][] = [
      [['importar', 'pdf', carpeta], 'Indica el correo del agente con --agente <correo>'],
      [['importar', 'pdf', carpeta, '--agente', correo, '--sin-esto'], 'Opción desconocida: --sin-esto'],
      [['importar', 'pdf', vacia, '--agente', correo], 'No se encontraron archivos PDF en las rutas indicadas'],
      [['importar', 'pdf', '/no/existe.pdf', '--agente', correo], 'No existe el archivo o la carpeta /no/existe.pdf'],
      [['importar', 'excel', path.join(vacia, 'notas.txt'), '--agente', correo], `${path.join(vacia, 'notas.txt')} no es un archivo .xlsx`],
      [['importar', 'excel', 'a.xlsx', '--agente', correo, '--formato-fecha', 'dd.MM.yyyy'], 'El formato de fecha dd.MM.yyyy no es válido; usa uno de: dd/MM/yyyy'],
      [['importar', 'pdf', carpeta, '--agente', 'nadie@ninguna.mx'], 'No existe un usuario activo con el correo nadie@ninguna.mx'],
    ];
    // All at once but the last, which opens the database to look the agent up.
    const corridas = [...(await Promise.all(casos.slice(0, -1).map(([args]) => correr(args, env)))), await correr(casos[casos.length - 1][0], env)];
    for (const [i, [args, mensaje]] of casos.entries()) {
      const r = corridas[i];
      expect(r.codigo, `${args.join(' ')}\n${r.stderr}`).to.equal(2);
      expect(r.stderr).to.contain(`Error: ${mensaje}`);
      expect(r.stderr).not.to.match(/\n\s+at /);
      expect(r.stdout).to.equal('');
    }
    expect(await numerosDePolizas(env, correo)).to.deep.equal([]);
  });

  it('--dry-run shows what would happen and writes nothing', async () => {
    const r = await correr(['importar', 'pdf', carpeta, '--agente', correo, '--crear-claves', '--dry-run', '--json'], env);
    expect(r.codigo, r.stderr).to.equal(1);
    const informe: InformeJson = JSON.parse(r.stdout);
    expect(informe).to.include({ modo: 'directo', simulacion: true });
    expect(porArchivo(informe)).to.deep.equal({ 'axa-auto.pdf': 'creada', 'escaneada.pdf': 'fallida', 'gnp-auto.pdf': 'creada', 'qualitas-auto.pdf': 'creada' });
    expect(await numerosDePolizas(env, correo)).to.deep.equal([]);
  });

  it('imports a folder and its sub-folders with a summary per file; the unreadable one fails alone, with exit code 1', async () => {
    const r = await correr(['importar', 'pdf', carpeta, '--agente', correo, '--crear-claves'], env);
    expect(r.codigo, r.stderr).to.equal(1);
    expect(r.stdout).to.contain('Importación terminada (directamente en la base de datos)');
    expect(r.stdout).to.match(/Archivo\s+Creadas\s+Actualizadas\s+Omitidas\s+Fallidas/);
    expect(r.stdout).to.match(/gnp-auto\.pdf\s+1\s+0\s+0\s+0/);
    expect(r.stdout).to.match(/Total\s+3\s+0\s+0\s+1/);
    expect(r.stdout).to.contain('escaneada.pdf: El PDF no tiene texto legible: parece un escaneo o una foto de la carátula');
    // Not a terminal: one plain progress line per file on stderr.
    expect(r.stderr).to.match(/\[\d\/4\] .*gnp-auto\.pdf: creada la póliza 1100254789 de GNP/);
    expect(await numerosDePolizas(env, correo)).to.deep.equal(numeros);
  });

  it('is safe to re-run: every policy is skipped, none duplicated, and --json is all stdout holds', async () => {
    const r = await correr(['importar', 'pdf', ...buenas, '--agente', correo, '--json'], env);
    expect(r.codigo, r.stderr).to.equal(0);
    const informe: InformeJson = JSON.parse(r.stdout);
    expect(informe.totales).to.deep.equal({ creada: 0, actualizada: 0, omitida: 3, fallida: 0 });
    expect(informe.archivos.flatMap((a) => a.polizas.map((p) => p.mensaje))).to.satisfy((m: string[]) => m.every((t) => t.includes('con --actualizar se actualiza')));
    expect(await numerosDePolizas(env, correo)).to.deep.equal(numeros);
  });

  it('updates the policies already imported with --actualizar', async () => {
    const r = await correr(['importar', 'pdf', buenas[0], '--agente', correo, '--actualizar', '--json'], env);
    expect(r.codigo, r.stderr).to.equal(0);
    const informe: InformeJson = JSON.parse(r.stdout);
    expect(informe.archivos[0].polizas).to.deep.equal([{ resultado: 'actualizada', noPoliza: noPolizaDe('gnp-auto'), aseguradora: 'GNP', fila: null, mensaje: '' }]);
    expect(await numerosDePolizas(env, correo)).to.deep.equal(numeros);
  });

  it('imports an Excel file: its valid rows in one transaction, a row with errors reported with its reason', async () => {
    // The GNP key the cover pages created; the second row's date is not in the chosen format.
    const valida = filaValida('0123456');
    const mala = filaValida('0123456', { fechaVigenciaDe: '2026-01-15' });
    const archivo = path.join(mkdtempSync(path.join(os.tmpdir(), 'cartera-excel-')), 'cartera.xlsx');
    writeFileSync(archivo, await libro([valida, mala]));
    const r = await correr(['importar', 'excel', archivo, '--agente', correo, '--formato-fecha', 'dd/MM/yyyy', '--json'], env);
    expect(r.codigo, r.stderr).to.equal(1);
    const [{ polizas }] = (JSON.parse(r.stdout) as InformeJson).archivos;
    expect(polizas.map((p) => [p.fila, p.resultado, p.noPoliza])).to.deep.equal([
      [2, 'creada', valida.noPoliza],
      [3, 'fallida', mala.noPoliza],
    ]);
    expect(polizas[1].mensaje).to.contain('Inicio de vigencia: La fecha no tiene el formato dd/MM/yyyy');
    expect(await numerosDePolizas(env, correo)).to.deep.equal([...numeros, String(valida.noPoliza)].sort());
  });
});
