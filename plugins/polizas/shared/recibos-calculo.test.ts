import { expect } from 'chai';
import { FORMAS_PAGO, RAMO } from '../../catalogos/shared/catalogos.ts';
import { CalculoRecibosError, calcularRecibos, type DatosCalculoRecibos, type ReciboCalculado, type Vencimientos } from './recibos-calculo.ts';

const SIN_DESFASE: Vencimientos = { primero: 0, subsecuente: 0 };

/** An Auto policy from 15 January 2024 for one year: 12,000 net, 600 derecho. */
function datos(cambios: Partial<DatosCalculoRecibos> = {}): DatosCalculoRecibos {
  return {
    formaPago: 'contado',
    modelo: RAMO.AUTO,
    fechaVigenciaDe: '2024-01-15',
    fechaVigenciaA: '2025-01-15',
    primaNeta: 12000,
    derecho: 600,
    recargo: 0,
    iva: 0,
    prorratearDerecho: false,
    prorratearRecargo: false,
    ...cambios,
  };
}

const calcular = (cambios: Partial<DatosCalculoRecibos>, vencimientos = SIN_DESFASE) => calcularRecibos(datos(cambios), vencimientos);
const campo = <K extends keyof ReciboCalculado>(recibos: ReciboCalculado[], k: K) => recibos.map((r) => r[k]);
const inicios = (recibos: ReciboCalculado[]) => campo(recibos, 'fecVigDe');
const fallo = (cambios: Partial<DatosCalculoRecibos>) => () => calcular(cambios);

describe('receipt calculation (calcularRecibos)', () => {
  describe('payment forms', () => {
    it('contado: one receipt with the whole policy, IVA 16%, due the offset after the start', () => {
      expect(calcular({}, { primero: 30, subsecuente: 15 })).to.deep.equal([
        {
          serie: 1,
          totalSerie: 1,
          prima: 12000,
          derecho: 600,
          recargo: 0,
          iva: 2016,
          total: 14616,
          fecVigDe: '2024-01-15',
          fecVigA: '2025-01-15',
          fecVence: '2024-02-14',
          fecPago: null,
          folioPago: null,
          status: 'pendiente',
        },
      ]);
    });

    it('gives as many receipts as the payment form says, numbered 1..n of n', () => {
      for (const forma of FORMAS_PAGO) {
        const recibos = calcular({ formaPago: forma.key });
        expect(recibos, forma.key).to.have.length(forma.pagos);
        expect(campo(recibos, 'serie')).to.deep.equal(Array.from({ length: forma.pagos }, (_, k) => k + 1));
        expect(recibos.every((r) => r.totalSerie === forma.pagos && r.status === 'pendiente' && r.fecPago === null && r.folioPago === null)).to.equal(true);
      }
    });

    it('semestral: halves from the start, derecho wholly on the first receipt', () => {
      const recibos = calcular({ formaPago: 'semestral' }, { primero: 30, subsecuente: 15 });
      expect(recibos.map(({ prima, derecho, iva, total, fecVigDe, fecVigA, fecVence }) => ({ prima, derecho, iva, total, fecVigDe, fecVigA, fecVence }))).to.deep.equal([
        { prima: 6000, derecho: 600, iva: 1056, total: 7656, fecVigDe: '2024-01-15', fecVigA: '2024-07-15', fecVence: '2024-02-14' },
        { prima: 6000, derecho: 0, iva: 960, total: 6960, fecVigDe: '2024-07-15', fecVigA: '2025-01-15', fecVence: '2024-07-30' },
      ]);
    });

    it('trimestral with derecho prorated: four equal receipts starting every three months', () => {
      const recibos = calcular({ formaPago: 'trimestral', prorratearDerecho: true });
      expect(inicios(recibos)).to.deep.equal(['2024-01-15', '2024-04-15', '2024-07-15', '2024-10-15']);
      expect(recibos.map(({ prima, derecho, iva, total }) => [prima, derecho, iva, total])).to.deep.equal(Array(4).fill([3000, 150, 504, 3654]));
    });

    it('mensual: receipts from the 15th of each month, the last ending at the end of the term', () => {
      const recibos = calcular({ formaPago: 'mensual', prorratearDerecho: true });
      expect(inicios(recibos)).to.deep.equal(Array.from({ length: 12 }, (_, k) => `2024-${String(k + 1).padStart(2, '0')}-15`));
      expect(campo(recibos, 'fecVigA').slice(-2)).to.deep.equal(['2024-12-15', '2025-01-15']);
      expect(recibos.every((r) => r.prima === 1000 && r.derecho === 50 && r.iva === 168 && r.total === 1218)).to.equal(true);
    });

    it('uses pagos when formaPago is absent and refuses a pagos that contradicts it', () => {
      expect(calcular({ formaPago: null, pagos: 4 })).to.have.length(4);
      expect(calcular({ formaPago: 'semestral', pagos: 2 })).to.have.length(2);
      expect(fallo({ formaPago: 'mensual', pagos: 4 })).to.throw(CalculoRecibosError, 'El número de pagos (4) no corresponde a la forma de pago mensual (12)');
      expect(fallo({ formaPago: null, pagos: null })).to.throw(CalculoRecibosError, 'La forma de pago es obligatoria');
    });
  });

  describe('amounts', () => {
    it('puts the rounding remainder on the first receipt', () => {
      const recibos = calcular({ formaPago: 'mensual', primaNeta: 1000, derecho: 100.01, prorratearDerecho: true });
      expect(campo(recibos, 'prima')).to.deep.equal([83.37, ...Array(11).fill(83.33)]);
      expect(campo(recibos, 'derecho')).to.deep.equal([8.38, ...Array(11).fill(8.33)]);
    });

    it('charges derecho and financiamiento wholly to the first receipt unless prorated', () => {
      const recibos = calcular({ formaPago: 'trimestral', recargo: 400 });
      expect(campo(recibos, 'derecho')).to.deep.equal([600, 0, 0, 0]);
      expect(campo(recibos, 'recargo')).to.deep.equal([400, 0, 0, 0]);
      const prorrateado = calcular({ formaPago: 'trimestral', recargo: 400, prorratearRecargo: true });
      expect(campo(prorrateado, 'recargo')).to.deep.equal([100, 100, 100, 100]);
      expect(campo(prorrateado, 'derecho')).to.deep.equal([600, 0, 0, 0]);
    });

    it('accepts a negative financiamiento, prorated or not, inside the IVA base', () => {
      const prorrateado = calcular({ formaPago: 'trimestral', recargo: -120.05, prorratearRecargo: true });
      expect(campo(prorrateado, 'recargo')).to.deep.equal([-30.02, -30.01, -30.01, -30.01]);
      expect(prorrateado[1].iva).to.equal(475.2); // 16% of 3000 - 30.01 = 475.1984
      const entero = calcular({ formaPago: 'trimestral', recargo: -120.05 });
      expect(campo(entero, 'recargo')).to.deep.equal([-120.05, 0, 0, 0]);
      for (const recibos of [prorrateado, entero]) {
        expect(suma(campo(recibos, 'iva'))).to.equal(1996.79); // 16% of 12,479.95
        expect(suma(campo(recibos, 'total'))).to.equal(14476.74);
      }
    });

    it("Vida: spreads the IVA the user entered in proportion to each receipt's base", () => {
      const vida = calcular({ modelo: RAMO.VIDA, formaPago: 'mensual', primaNeta: 1200, derecho: 0, iva: 100 });
      expect(campo(vida, 'iva')).to.deep.equal([8.37, ...Array(11).fill(8.33)]);
      expect(vida[1].total).to.equal(108.33);
      const conDerecho = calcular({ modelo: RAMO.VIDA, formaPago: 'semestral', primaNeta: 1000, derecho: 200, iva: 60 });
      expect(campo(conDerecho, 'iva')).to.deep.equal([35, 25]);
      expect(suma(campo(calcular({ modelo: RAMO.VIDA, iva: 0 }), 'iva'))).to.equal(0);
    });

    it('ignores the entered IVA on every other line (16%)', () => {
      for (const modelo of [RAMO.AUTO, RAMO.SALUD, RAMO.DIVERSOS]) {
        expect(calcular({ modelo, iva: 1 })[0].iva, String(modelo)).to.equal(2016);
      }
    });
  });

  describe('first and subsequent receipt amounts', () => {
    it('primaPrimerRecibo: the rest spread equally over the subsequent receipts, remainder on the second', () => {
      const recibos = calcular({ formaPago: 'mensual', primaNeta: 1000, derecho: 0, primaPrimerRecibo: 100 });
      expect(campo(recibos, 'prima')).to.deep.equal([100, 81.9, ...Array(10).fill(81.81)]);
      expect(campo(recibos, 'iva')).to.deep.equal([16, 13.1, ...Array(10).fill(13.09)]);
      expect(suma(campo(recibos, 'iva'))).to.equal(160);
    });

    it('primaSubsecuenteRecibo: every later receipt has it, the first takes the rest', () => {
      expect(campo(calcular({ formaPago: 'trimestral', primaNeta: 1000, primaSubsecuenteRecibo: 200 }), 'prima')).to.deep.equal([400, 200, 200, 200]);
      expect(fallo({ formaPago: 'trimestral', primaNeta: 1000, primaSubsecuenteRecibo: 400 })).to.throw(
        CalculoRecibosError,
        'La prima de los recibos subsecuentes (3 × $400.00) no puede ser mayor que la prima neta ($1,000.00)',
      );
    });

    it('accepts both amounts only when they add up to the prima neta', () => {
      const ambos = { formaPago: 'trimestral', primaNeta: 1000, primaSubsecuenteRecibo: 200 };
      expect(campo(calcular({ ...ambos, primaPrimerRecibo: 400 }), 'prima')).to.deep.equal([400, 200, 200, 200]);
      expect(fallo({ ...ambos, primaPrimerRecibo: 500 })).to.throw(
        CalculoRecibosError,
        'La prima del primer recibo más la de los 3 recibos subsecuentes debe ser igual a la prima neta ($1,000.00)',
      );
    });

    it('refuses a first receipt larger than the prima neta, naming the field', () => {
      expect(fallo({ formaPago: 'semestral', primaNeta: 1000, primaPrimerRecibo: 1000.01 }))
        .to.throw(CalculoRecibosError, 'La prima del primer recibo no puede ser mayor que la prima neta ($1,000.00)')
        .with.property('campo', 'primaPrimerRecibo');
    });

    it('ignores them for contado and takes 0 as not given', () => {
      expect(campo(calcular({ primaNeta: 1000, primaPrimerRecibo: 300, primaSubsecuenteRecibo: 50 }), 'prima')).to.deep.equal([1000]);
      expect(campo(calcular({ formaPago: 'semestral', primaNeta: 1000, primaPrimerRecibo: 0, primaSubsecuenteRecibo: 0 }), 'prima')).to.deep.equal([500, 500]);
    });

    it('checks primaTotal against prima neta + derecho + financiamiento + IVA', () => {
      expect(calcular({ primaTotal: 14616 })).to.have.length(1);
      expect(fallo({ primaTotal: 14000 })).to.throw(CalculoRecibosError, 'La prima total debe ser igual a prima neta + derecho + financiamiento + IVA ($14,616.00)');
    });
  });

  describe('periods', () => {
    it('a monthly policy from 31 January keeps the month end: 29 February, then 31 March again', () => {
      const recibos = calcular({ formaPago: 'mensual', fechaVigenciaDe: '2024-01-31', fechaVigenciaA: '2025-01-31' });
      expect(inicios(recibos)).to.deep.equal([
        '2024-01-31',
        '2024-02-29',
        '2024-03-31',
        '2024-04-30',
        '2024-05-31',
        '2024-06-30',
        '2024-07-31',
        '2024-08-31',
        '2024-09-30',
        '2024-10-31',
        '2024-11-30',
        '2024-12-31',
      ]);
      expect(inicios(calcular({ formaPago: 'mensual', fechaVigenciaDe: '2023-01-31', fechaVigenciaA: '2024-01-31' }))[1]).to.equal('2023-02-28');
    });

    it('a policy from 29 February (leap year) to 28 February is one year of months', () => {
      const mensual = calcular({ formaPago: 'mensual', fechaVigenciaDe: '2024-02-29', fechaVigenciaA: '2025-02-28' });
      expect(inicios(mensual).slice(0, 3)).to.deep.equal(['2024-02-29', '2024-03-29', '2024-04-29']);
      expect(mensual[11]).to.deep.include({ fecVigDe: '2025-01-29', fecVigA: '2025-02-28' });
      expect(inicios(calcular({ formaPago: 'trimestral', fechaVigenciaDe: '2024-02-29', fechaVigenciaA: '2025-02-28' }))).to.deep.equal([
        '2024-02-29',
        '2024-05-29',
        '2024-08-29',
        '2024-11-29',
      ]);
    });

    it('splits a term of whole months by months when they divide evenly', () => {
      const semestral = calcular({ formaPago: 'semestral', fechaVigenciaDe: '2024-01-10', fechaVigenciaA: '2024-07-10' });
      expect(semestral.map((r) => [r.fecVigDe, r.fecVigA])).to.deep.equal([
        ['2024-01-10', '2024-04-10'],
        ['2024-04-10', '2024-07-10'],
      ]);
      const dosAnios = calcular({ formaPago: 'mensual', fechaVigenciaDe: '2024-01-01', fechaVigenciaA: '2026-01-01' });
      expect(inicios(dosAnios).slice(0, 4)).to.deep.equal(['2024-01-01', '2024-03-01', '2024-05-01', '2024-07-01']);
      expect(dosAnios[11].fecVigA).to.equal('2026-01-01');
    });

    it('splits any other term by days', () => {
      // Six months (182 days) in four receipts: starts at days 0, 45, 91 and 136.
      const recibos = calcular({ formaPago: 'trimestral', fechaVigenciaDe: '2024-01-01', fechaVigenciaA: '2024-07-01' });
      expect(recibos.map((r) => [r.fecVigDe, r.fecVigA])).to.deep.equal([
        ['2024-01-01', '2024-02-15'],
        ['2024-02-15', '2024-04-01'],
        ['2024-04-01', '2024-05-16'],
        ['2024-05-16', '2024-07-01'],
      ]);
      expect(inicios(calcular({ formaPago: 'semestral', fechaVigenciaDe: '2024-01-01', fechaVigenciaA: '2024-03-15' }))).to.deep.equal(['2024-01-01', '2024-02-07']);
    });

    it('needs at least one day per receipt', () => {
      expect(calcular({ formaPago: 'mensual', fechaVigenciaDe: '2024-01-01', fechaVigenciaA: '2024-01-13' })).to.have.length(12);
      expect(fallo({ formaPago: 'mensual', fechaVigenciaDe: '2024-01-01', fechaVigenciaA: '2024-01-12' })).to.throw(
        CalculoRecibosError,
        'La vigencia debe durar al menos 12 días para dividirse en 12 recibos',
      );
    });

    it('dates each due date from its receipt start: positive and negative offsets', () => {
      expect(campo(calcular({ formaPago: 'trimestral' }, { primero: 10, subsecuente: -20 }), 'fecVence')).to.deep.equal(['2024-01-25', '2024-03-26', '2024-06-25', '2024-09-25']);
      expect(calcular({ fechaVigenciaDe: '2024-01-05', fechaVigenciaA: '2025-01-05' }, { primero: -10, subsecuente: 0 })[0].fecVence).to.equal('2023-12-26');
    });
  });
});

/** Adds pesos through cents, as the tests' independent check. */
function suma(montos: number[]): number {
  return montos.reduce((a, m) => a + Math.round(m * 100), 0) / 100;
}
