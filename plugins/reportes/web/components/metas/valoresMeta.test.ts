import { expect } from 'chai';
import { hoyEnMexico } from '../../../../../core/shared/fechas.ts';
import { validate } from '../../../../../core/shared/validation.ts';
import { formatearPrimas, metaDelPanel, normalizarPrimas, schemaDelPanel, valoresDeMeta, type MetaValidada } from './valoresMeta.ts';
import { aniosDelPanel } from './opciones.ts';

describe('metas: valores del panel', () => {
  it('keeps digits, separators and two decimals while typing primas', () => {
    expect(normalizarPrimas('12,345.678')).to.equal('12,345.67');
    expect(normalizarPrimas('1.2.3')).to.equal('1.23');
    expect(normalizarPrimas('-$ 99a9')).to.equal('999');
    expect(normalizarPrimas('')).to.equal('');
  });

  it('shows primas with thousands separators and two fixed decimals', () => {
    expect(formatearPrimas('1234567.5')).to.equal('1,234,567.50');
    expect(formatearPrimas('1,2,3')).to.equal('123.00');
    expect(formatearPrimas('')).to.equal('');
    expect(formatearPrimas('.')).to.equal('.');
  });

  it('checks the panel with the server rules, separators allowed in primas', () => {
    const vacio = validate(schemaDelPanel, valoresDeMeta(null, 2026));
    expect(vacio.ok).to.equal(false);
    if (!vacio.ok) expect(vacio.errors).to.deep.equal({ modelo: 'El ramo es obligatorio', mes: 'La meta es obligatoria' });
    const lleno = validate<MetaValidada>(schemaDelPanel, { aseguradoraId: '', modelo: '1', anio: '2026', mes: '0', polizas: '', primas: '120,000.50' });
    expect(lleno.ok).to.equal(true);
    if (lleno.ok) {
      expect(metaDelPanel(lleno.value)).to.deep.equal({ aseguradoraId: null, anio: 2026, mes: 0, tipo: 'anual', modelo: 1, polizas: 0, primas: 120000.5 });
    }
    const grande = validate(schemaDelPanel, { modelo: '0', anio: '2026', mes: '3', primas: '1,000,000,000,000.00' });
    expect(grande.ok).to.equal(false);
    if (!grande.ok) expect(grande.errors.primas).to.match(/^Las primas debe ser menor o igual a/);
  });

  it('gives a saved goal back as the panel shows it', () => {
    const meta = { id: 4, aseguradoraId: 24, anio: 2026, mes: 11, tipo: 'mensual' as const, modelo: 5, polizas: 12, primas: 4500.5 };
    expect(valoresDeMeta(meta, 2026)).to.deep.equal({ aseguradoraId: '24', modelo: '5', anio: '2026', mes: '11', polizas: '12', primas: '4,500.50' });
  });

  it('offers the previous, current and next year, and a saved goal’s own', () => {
    expect(aniosDelPanel('2026-11-22', null).map((o) => o.value)).to.deep.equal(['2025', '2026', '2027']);
    expect(aniosDelPanel('2026-11-22', 2023).map((o) => o.value)).to.deep.equal(['2023', '2025', '2026', '2027']);
    expect(hoyEnMexico(new Date('2026-12-01T03:00:00Z'))).to.equal('2026-11-30');
  });
});
