import { expect } from 'chai';
import { colorDeVencimiento, diasParaVencer, type ColorVencimiento } from './colores.ts';

const HOY = '2026-03-10';

/** The receipt due `dias` days after HOY (before it when negative). */
function venceEn(dias: number): string {
  return new Date(Date.UTC(2026, 2, 10 + dias)).toISOString().slice(0, 10);
}

const pendiente = (dias: number) => colorDeVencimiento({ status: 'pendiente', fecVence: venceEn(dias) }, HOY);

describe('polizas: color de vencimiento de un recibo', () => {
  it('counts calendar days to the due date, across months and years', () => {
    expect(diasParaVencer('2026-03-10', HOY)).to.equal(0);
    expect(diasParaVencer('2026-04-01', HOY)).to.equal(22);
    expect(diasParaVencer('2025-12-31', HOY)).to.equal(-69);
    // 2028 is a leap year: 29 February counts.
    expect(diasParaVencer('2028-03-01', '2028-02-28')).to.equal(2);
  });

  it('paints each bucket of the palette, both ends included', () => {
    const casos: [number, ColorVencimiento][] = [
      [-61, 'blanco'],
      [-60, 'rojo'],
      [-1, 'rojo'],
      [0, 'rojo'],
      [1, 'naranja'],
      [7, 'naranja'],
      [8, 'amarillo'],
      [14, 'amarillo'],
      [15, 'verde'],
      [21, 'verde'],
      [22, 'azul'],
      [60, 'azul'],
      [61, 'blanco'],
    ];
    for (const [dias, color] of casos) expect(pendiente(dias), `${dias} días`).to.equal(color);
  });

  it('paints an overdue receipt like a pending one', () => {
    expect(colorDeVencimiento({ status: 'vencido', fecVence: venceEn(-5) }, HOY)).to.equal('rojo');
  });

  it('leaves paid and cancelled receipts and those of a closed policy white', () => {
    expect(colorDeVencimiento({ status: 'pagado', fecVence: venceEn(3) }, HOY)).to.equal('blanco');
    expect(colorDeVencimiento({ status: 'cancelado', fecVence: venceEn(3) }, HOY)).to.equal('blanco');
    expect(colorDeVencimiento({ status: 'pendiente', fecVence: venceEn(3) }, HOY, 'terminada')).to.equal('blanco');
    expect(colorDeVencimiento({ status: 'pendiente', fecVence: venceEn(3) }, HOY, 'cancelada')).to.equal('blanco');
    expect(colorDeVencimiento({ status: 'pendiente', fecVence: venceEn(3) }, HOY, 'vigente')).to.equal('naranja');
  });
});
