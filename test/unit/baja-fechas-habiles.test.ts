import { expect } from 'chai';
import fc from 'fast-check';
import { esDiaHabil, feriadosFederales, sumarDiasHabiles } from '../../core/shared/fechas-habiles.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const siguiente = (fecha: string) => iso(new Date(Date.parse(`${fecha}T00:00:00Z`) + 86_400_000));
const fechas = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map(iso);

describe('business days in Mexico (LFT art. 74)', () => {
  it('lists the federal rest days of a year, moving Mondays included, and 1 October only when the executive changes', () => {
    expect(feriadosFederales(2026)).to.deep.equal(['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25']);
    expect(feriadosFederales(2024)).to.include('2024-10-01');
    expect(feriadosFederales(2030)).to.include('2030-10-01');
    expect(feriadosFederales(2027)).not.to.include('2027-10-01');
  });

  it('counts over a weekend and a holiday', () => {
    // Friday 13 November 2026; Monday 16 is the Revolution's rest day.
    expect(sumarDiasHabiles('2026-11-13', 3)).to.equal('2026-11-19');
    // Christmas on a Friday, then the weekend.
    expect(sumarDiasHabiles('2026-12-24', 3)).to.equal('2026-12-30');
    // From a Saturday: Monday, Tuesday, Wednesday.
    expect(sumarDiasHabiles('2026-11-28', 3)).to.equal('2026-12-02');
  });

  it('lands on a business day after exactly n business days, never on a weekend or a holiday', () => {
    fc.assert(
      fc.property(fechas, fc.integer({ min: 1, max: 15 }), (inicio, n) => {
        const fin = sumarDiasHabiles(inicio, n);
        expect(fin > inicio).to.equal(true);
        expect(esDiaHabil(fin)).to.equal(true);
        const semana = new Date(`${fin}T00:00:00Z`).getUTCDay();
        expect([0, 6]).not.to.include(semana);
        expect(feriadosFederales(Number(fin.slice(0, 4)))).not.to.include(fin);
        let habiles = 0;
        for (let dia = siguiente(inicio); dia <= fin; dia = siguiente(dia)) if (esDiaHabil(dia)) habiles++;
        expect(habiles).to.equal(n);
      }),
    );
  });

  it('is monotonic: a later start never gives an earlier date', () => {
    fc.assert(fc.property(fechas, fechas, (a, b) => (a <= b ? sumarDiasHabiles(a, 3) <= sumarDiasHabiles(b, 3) : true)));
  });
});
