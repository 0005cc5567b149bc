import { expect } from 'chai';
import fc from 'fast-check';
import { FORMAS_PAGO } from '../../catalogos/shared/catalogos.ts';
import { validarCotizacion, edadEn, vencimientoPredeterminado } from './cotizacion-form.ts';
import { calcularPlanPago, parcialidadesDe, totalEnCentavos } from './planes-pago.ts';

/** Payment plans of a proposal (spec 03 §3–§5, §9): as the form and the server compute them. */
describe('cotizaciones: planes de pago', () => {
  /** Amounts in pesos with at most two decimals, within what a premium reaches. */
  const pesos = fc.integer({ min: 0, max: 9_999_999_999 }).map((c) => c / 100);
  const formaConRecibos = fc.constantFrom('semestral', 'trimestral', 'mensual' as const);

  it('counts the instalments of each payment form: contado 1, semestral 2, trimestral 4, mensual 12', () => {
    expect(FORMAS_PAGO.map((f) => [f.key, parcialidadesDe(f.key)])).to.deep.equal([
      ['contado', 1],
      ['semestral', 2],
      ['trimestral', 4],
      ['mensual', 12],
    ]);
  });

  it('totals an instalment plan as (parcialidades − 1) × subsequent + first, exactly in cents', () => {
    fc.assert(
      fc.property(formaConRecibos, pesos, pesos, (formaPago, primer, sub) => {
        const plan = calcularPlanPago({ formaPago, primaPrimerRecibo: primer, primaReciboSub: sub });
        const n = parcialidadesDe(formaPago);
        expect(plan.parcialidades).to.equal(n);
        expect(Math.round(plan.total * 100)).to.equal((n - 1) * Math.round(sub * 100) + Math.round(primer * 100));
        expect(plan.total).to.equal(Math.round(plan.total * 100) / 100);
        expect([plan.primaPrimerRecibo, plan.primaReciboSub]).to.deep.equal([primer, sub]);
      }),
    );
  });

  it('gives contado its single payment and no first or subsequent receipts, whatever else is sent', () => {
    fc.assert(
      fc.property(pesos, fc.option(pesos), fc.option(pesos), (total, primer, sub) => {
        const plan = calcularPlanPago({ formaPago: 'contado', total, primaPrimerRecibo: primer, primaReciboSub: sub });
        expect(plan).to.deep.equal({ formaPago: 'contado', total, primaPrimerRecibo: null, primaReciboSub: null, parcialidades: 1 });
      }),
    );
  });

  it('never loses a cent to floats: 0.1 + 0.2 style amounts add up as written', () => {
    expect(calcularPlanPago({ formaPago: 'mensual', primaPrimerRecibo: 0.1, primaReciboSub: 0.2 }).total).to.equal(2.3);
    expect(totalEnCentavos(1, 3, 12)).to.equal(34);
  });

  it('computes ages in whole years and the default expiry, today plus 7 days', () => {
    expect(edadEn('1990-06-15', '2026-06-14')).to.equal(35);
    expect(edadEn('1990-06-15', '2026-06-15')).to.equal(36);
    expect(edadEn('2000-02-29', '2026-02-28')).to.equal(25);
    expect(vencimientoPredeterminado('2026-12-28')).to.equal('2027-01-04');
  });

  it('validates a quotation the same way for the form, with the ramo’s hidden fields cleared', () => {
    const item = { aseguradoraId: 1, templateId: null, plan: 'Plus', moneda: 'mxn', sumaAsegurada: '$1', deducible: '$2', coaseguro: '10%', copago: '$3', planesPago: [] };
    const r = validarCotizacion(
      {
        ramo: 5,
        clienteId: 1,
        correo: 'A@B.MX',
        status: 'captura',
        fecVencimiento: '2026-01-10',
        asegurados: [{ nombre: 'Ana', parentesco: 'titular', genero: 'mujer' }],
        items: [item],
      },
      '2026-01-10',
    );
    expect(r.ok && r.value.items[0]).to.deep.include({ moneda: 'MXN', deducible: null, coaseguro: null, copago: null });
    expect(r.ok && r.value.correo).to.equal('a@b.mx');
    const tarde = validarCotizacion({ ramo: 5, clienteId: 1, correo: 'a@b.mx', status: 'captura', fecVencimiento: '2026-01-09', items: [item] }, '2026-01-10');
    expect(!tarde.ok && tarde.errors.fecVencimiento).to.equal('La fecha de vencimiento no puede ser anterior a hoy');
  });
});
