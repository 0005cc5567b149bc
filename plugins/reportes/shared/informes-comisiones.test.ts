import { expect } from 'chai';
import { diferencia, mesesDelPeriodo, moverMes, periodoPredeterminado, serieCompleta, totales, ultimoDia } from './informes-comisiones.ts';

describe('informes: comisiones (spec 02 §9)', () => {
  it('defaults to the start of the month 11 months ago through this month, across a year boundary', () => {
    expect(periodoPredeterminado('2026-03-10')).to.deep.equal({ inicio: '2025-04', fin: '2026-03' });
    expect(moverMes('2026-01', -1)).to.equal('2025-12');
    expect(moverMes('2025-12', 13)).to.equal('2027-01');
    expect(ultimoDia('2024-02')).to.equal('2024-02-29');
    expect(mesesDelPeriodo('2025-11', '2026-02')).to.deep.equal(['202511', '202512', '202601', '202602']);
  });

  it('fills months without payments and computes the average and the difference in centavos', () => {
    const serie = serieCompleta(['202512', '202601'], [{ fecha: '202601', prima: 100_000, comision: 10_000 }]);
    expect(serie).to.deep.equal([
      { fecha: '202512', prima: 0, comision: 0 },
      { fecha: '202601', prima: 100_000, comision: 10_000 },
    ]);
    expect(totales(serie)).to.deep.equal({ prima: 100_000, comision: 10_000, promedio: 10 });
    expect(totales([]).promedio).to.equal(0);
    expect(diferencia(15_000, 10_000)).to.equal(50);
    expect(diferencia(15_000, 0)).to.equal(0);
  });
});
