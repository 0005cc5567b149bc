import { expect } from 'chai';
import { cantidad, enPesos, porcentajeEntero } from './formato.ts';

describe('resumen: formato de cifras', () => {
  it('writes counts and pesos with thousands separators', () => {
    expect(cantidad(1234567)).to.equal('1,234,567');
    expect(enPesos(1234567.5)).to.equal('$1,234,567.50 MXN');
    expect(enPesos(0)).to.equal('$0.00 MXN');
  });

  it('gives the gauge percent from value and goal, a goal of zero counting as 1 and the result capped at 100', () => {
    expect(porcentajeEntero(250, 1000)).to.equal(25);
    expect(porcentajeEntero(0.29, 1)).to.equal(29);
    expect(porcentajeEntero(1, 3)).to.equal(33);
    expect(porcentajeEntero(5000, 1000)).to.equal(100);
    expect(porcentajeEntero(0.5, 0)).to.equal(50);
    expect(porcentajeEntero(10, -5)).to.equal(100);
    expect(porcentajeEntero(0, 0)).to.equal(0);
  });
});
