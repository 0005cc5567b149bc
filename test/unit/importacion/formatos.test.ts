import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { FORMATOS } from '../../../plugins/importacion/server/formatos/lista.ts';
import { ABREVIACIONES_CON_FORMATO, analizarCaratula, formatosQueReconocen } from '../../../plugins/importacion/server/formatos/registro.ts';
import { leerPdf } from '../../../plugins/importacion/server/pdf/leer-pdf.ts';
import { CONFIANZA_MINIMA } from '../../../plugins/importacion/shared/caratula.ts';
import type { Esperado } from '../../fixtures/caratulas/datos.ts';
import { FIXTURES } from '../../fixtures/caratulas/todas.ts';

/** Issue 13: every insurer format reads its fixture cover page back to the exact expected draft. */
const carpeta = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/caratulas');
const pdf = (nombre: string) => leerPdf(readFileSync(path.join(carpeta, nombre)));

/** The draft's values, and every confidence by its path ('contratante.rfc', 'asegurados.0.nombres'). */
function separar(valor: unknown, ruta: string, confianzas: Map<string, number>): unknown {
  if (Array.isArray(valor)) return valor.map((v, i) => separar(v, `${ruta}${i}.`, confianzas));
  if (valor && typeof valor === 'object') {
    if ('valor' in valor && 'confianza' in valor) {
      confianzas.set(ruta.slice(0, -1), valor.confianza as number);
      return valor.valor;
    }
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, separar(v, `${ruta}${k}.`, confianzas)]));
  }
  return valor;
}

describe('importacion: formatos de carátula', () => {
  for (const { esperado } of FIXTURES) {
    it(`${esperado.formato}.pdf se lee como el borrador esperado`, async () => {
      const { borrador, dudosos } = JSON.parse(readFileSync(path.join(carpeta, `${esperado.formato}.json`), 'utf8')) as { borrador: Esperado; dudosos: string[] };
      expect(borrador, 'el JSON guardado está al día con generar.ts').to.deep.equal(esperado);
      const resultado = analizarCaratula(await pdf(`${esperado.formato}.pdf`));
      if (!resultado.ok) expect.fail(`sin borrador: ${resultado.motivo}`);
      const confianzas = new Map<string, number>();
      expect(separar(resultado.borrador, '', confianzas)).to.deep.equal(borrador);
      for (const [ruta, confianza] of confianzas) {
        if (dudosos.includes(ruta)) expect(confianza, ruta).to.be.below(CONFIANZA_MINIMA);
        else expect(confianza, ruta).to.be.at.least(CONFIANZA_MINIMA).and.at.most(1);
      }
      for (const ruta of dudosos) expect(confianzas.has(ruta), `${ruta} existe`).to.equal(true);
    });
  }

  it('una aseguradora sin formato da desconocido', async () => {
    expect(analizarCaratula(await pdf('desconocida.pdf'))).to.deep.equal({ ok: false, motivo: 'desconocido' });
  });

  it('una página escaneada, sin capa de texto, da ilegible', async () => {
    const doc = await pdf('escaneada.pdf');
    expect(doc.paginas).to.equal(1);
    expect(analizarCaratula(doc)).to.deep.equal({ ok: false, motivo: 'ilegible' });
  });

  it('una carátula conocida con la póliza borrada no se adivina: desconocido', async () => {
    const doc = await pdf(`${FIXTURES[0].esperado.formato}.pdf`);
    const sinPoliza = { ...doc, items: doc.items.filter((i) => i.texto !== FIXTURES[0].esperado.noPoliza) };
    expect(analizarCaratula(sinPoliza)).to.deep.equal({ ok: false, motivo: 'desconocido' });
  });

  it('si los importes no suman, la prima y el total bajan de confianza', async () => {
    const { esperado } = FIXTURES[0];
    const doc = await pdf(`${esperado.formato}.pdf`);
    const total = (esperado.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const alterado = { ...doc, items: doc.items.map((i) => (i.texto === `$${total}` ? { ...i, texto: '$1.00' } : i)) };
    const r = analizarCaratula(alterado);
    if (!r.ok) expect.fail(r.motivo);
    expect(r.borrador.total).to.deep.equal({ valor: 100, confianza: 0.5 });
    expect(r.borrador.prima.confianza).to.be.below(CONFIANZA_MINIMA);
  });

  it('un valor lejos de su etiqueta se lee, con menos confianza', async () => {
    const { esperado } = FIXTURES[0];
    const doc = await pdf(`${esperado.formato}.pdf`);
    const lejos = { ...doc, items: doc.items.map((i) => (i.texto === esperado.paquete ? { ...i, x: i.x + 12 } : i)) };
    const r = analizarCaratula(lejos);
    if (!r.ok) expect.fail(r.motivo);
    expect(r.borrador.paquete).to.deep.equal({ valor: esperado.paquete, confianza: 0.7 });
    // Moved behind the next label on its line, the number is no longer the value of 'Póliza:'.
    const tapado = { ...doc, items: doc.items.map((i) => (i.texto === esperado.noPoliza ? { ...i, x: i.x + 12 } : i)) };
    expect(analizarCaratula(tapado)).to.deep.equal({ ok: false, motivo: 'desconocido' });
  });

  it('lo que contradice o acompaña a un valor lo marca como dudoso', async () => {
    const { esperado } = FIXTURES[0];
    const doc = await pdf(`${esperado.formato}.pdf`);
    const cambiar = (de: string, a: string) => ({ ...doc, items: doc.items.map((i) => (i.texto === de ? { ...i, texto: a } : i)) });
    const conEndoso = analizarCaratula(cambiar(esperado.noPoliza, `${esperado.noPoliza} END 02`));
    if (!conEndoso.ok) expect.fail(conEndoso.motivo);
    expect(conEndoso.borrador.noPoliza).to.deep.equal({ valor: esperado.noPoliza, confianza: 0.5 });
    const alReves = analizarCaratula(cambiar('15/ENE/2027', '15/ENE/2025'));
    if (!alReves.ok) expect.fail(alReves.motivo);
    expect([alReves.borrador.fechaVigenciaDe, alReves.borrador.fechaVigenciaA]).to.deep.equal([
      { valor: '2026-01-15', confianza: 0.5 },
      { valor: '2025-01-15', confianza: 0.5 },
    ]);
  });

  it('una página que dos formatos reconocerían no se lee con ninguno', async () => {
    const [gnp, axa] = await Promise.all([pdf('gnp-auto.pdf'), pdf('axa-auto.pdf')]);
    const mezcla = { paginas: 2, items: [...gnp.items, ...axa.items.map((i) => ({ ...i, pagina: 2 }))] };
    expect(formatosQueReconocen(mezcla).map((f) => f.id)).to.deep.equal(['gnp-auto', 'axa-auto']);
    expect(analizarCaratula(mezcla)).to.deep.equal({ ok: false, motivo: 'desconocido' });
  });

  describe('registro', () => {
    it('cada formato tiene su carátula, y solo ese formato la reconoce', async () => {
      expect(FIXTURES.map((f) => f.esperado.formato).sort()).to.deep.equal(FORMATOS.map((f) => f.id).sort());
      for (const { esperado } of FIXTURES) {
        const reconocen = formatosQueReconocen(await pdf(`${esperado.formato}.pdf`)).map((f) => f.id);
        expect(reconocen, esperado.formato).to.deep.equal([esperado.formato]);
      }
    });

    it('los ids son únicos y cada formato dice su aseguradora y ramo como el borrador', () => {
      expect(new Set(FORMATOS.map((f) => f.id)).size).to.equal(FORMATOS.length);
      for (const { esperado } of FIXTURES) {
        const formato = FORMATOS.find((f) => f.id === esperado.formato);
        expect([formato?.aseguradora, formato?.ramo]).to.deep.equal([esperado.aseguradora, esperado.ramo]);
      }
    });

    it('ABREVIACIONES_CON_FORMATO son abreviaciones del catálogo de aseguradoras', () => {
      const tsv = readFileSync(path.join(carpeta, '../../../plugins/catalogos/data/aseguradoras.tsv'), 'utf8');
      const abreviaciones = new Set(
        tsv
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.split('\t')[3]),
      );
      expect(ABREVIACIONES_CON_FORMATO.length).to.be.greaterThan(0);
      for (const a of ABREVIACIONES_CON_FORMATO) expect(abreviaciones.has(a), a).to.equal(true);
    });
  });

  describe('leerPdf', () => {
    const generar = (opciones: ConstructorParameters<typeof PDFDocument>[0]) =>
      new Promise<Buffer>((resolve) => {
        const doc = new PDFDocument(opciones);
        const partes: Buffer[] = [];
        doc.on('data', (b: Buffer) => partes.push(b));
        doc.on('end', () => resolve(Buffer.concat(partes)));
        doc.text('Póliza: 123', 40, 40);
        doc.end();
      });

    it('rechaza con un mensaje claro lo que no es PDF, un PDF truncado y uno cifrado', async () => {
      const mensaje = (datos: Uint8Array) =>
        leerPdf(datos).then(
          () => 'leído',
          (e: Error) => e.message,
        );
      expect(await mensaje(new Uint8Array())).to.equal('El archivo no es un PDF.');
      expect(await mensaje(Buffer.from('PK\u0003\u0004 esto es un zip'))).to.equal('El archivo no es un PDF.');
      const bueno = readFileSync(path.join(carpeta, `${FIXTURES[0].esperado.formato}.pdf`));
      expect(await mensaje(bueno.subarray(0, bueno.length / 3))).to.match(/^El PDF está dañado y no se puede leer/);
      expect(await mensaje(await generar({ userPassword: 'secreta' }))).to.equal('El PDF está protegido con contraseña; envía una copia sin protección.');
    });

    it('da el texto con página y posición', async () => {
      const doc = await leerPdf(await generar({}));
      expect(doc.paginas).to.equal(1);
      expect(doc.items).to.have.length(1);
      expect(doc.items[0]).to.include({ pagina: 1, texto: 'Póliza: 123' });
    });
  });
});
