import { expect } from 'chai';
import fc from 'fast-check';
import { diasEntre, sumarDias, sumarMeses } from './fechas.ts';

/** The calendar helpers against plain Date arithmetic (the oracle), over years 1900–2199. */
const DIA = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const fechas = fc.integer({ min: Date.UTC(1900, 0, 1) / DIA, max: Date.UTC(2199, 11, 31) / DIA }).map((d) => iso(d * DIA));

describe('polizas: calendar helpers on wire dates', () => {
  it('adds days as Date does and counts them back', () => {
    fc.assert(
      fc.property(fechas, fc.integer({ min: -4000, max: 4000 }), (f, n) => {
        expect(sumarDias(f, n)).to.equal(iso(Date.parse(`${f}T00:00:00Z`) + n * DIA));
        expect(diasEntre(f, sumarDias(f, n))).to.equal(n);
      }),
    );
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    fc.assert(
      fc.property(fechas, fc.integer({ min: 0, max: 240 }), (f, n) => {
        const [y, m, d] = f.split('-').map(Number);
        const ultimo = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
        expect(sumarMeses(f, n)).to.equal(iso(Date.UTC(y, m - 1 + n, Math.min(d, ultimo))));
      }),
    );
  });
});
