import { expect } from 'chai';
import { RAMO } from '../../catalogos/shared/catalogos.ts';
import {
  CalculoRecibosError,
  aplicarASubsecuentes,
  calcularRecibos,
  comisionDe,
  ivaDePoliza,
  porcentajeDeComision,
  recalcularSubsecuentes,
  totalDePoliza,
  type PrimasPoliza,
  type ReciboCalculado,
} from './recibos-calculo.ts';

const AUTO: PrimasPoliza = { modelo: RAMO.AUTO, primaNeta: 12000, derecho: 600, recargo: 0 };

function recibosDe(poliza: PrimasPoliza, formaPago: string): ReciboCalculado[] {
  return calcularRecibos(
    { ...poliza, iva: poliza.iva ?? 0, formaPago, fechaVigenciaDe: '2024-01-15', fechaVigenciaA: '2025-01-15', prorratearDerecho: false, prorratearRecargo: false },
    { primero: 0, subsecuente: 0 },
  );
}

/** Adds a column of pesos through cents. */
const suma = (recibos: ReciboCalculado[], k: 'prima' | 'derecho' | 'recargo' | 'iva' | 'total') => recibos.reduce((a, r) => a + Math.round(r[k] * 100), 0) / 100;
const montos = (r: ReciboCalculado) => [r.prima, r.derecho, r.recargo, r.iva, r.total];

describe('policy premium helpers', () => {
  it('ivaDePoliza: 16% of neta + derecho + financiamiento, to the cent; Vida takes what was entered', () => {
    expect(ivaDePoliza(AUTO)).to.equal(2016);
    expect(ivaDePoliza({ ...AUTO, primaNeta: 0.04, derecho: 0 })).to.equal(0.01);
    expect(ivaDePoliza({ ...AUTO, primaNeta: 0.03, derecho: 0 })).to.equal(0);
    expect(ivaDePoliza({ ...AUTO, primaNeta: 1000, derecho: 0, recargo: -2000 })).to.equal(-160);
    expect(ivaDePoliza({ ...AUTO, modelo: RAMO.SALUD, iva: 5 })).to.equal(2016);
    expect(ivaDePoliza({ ...AUTO, modelo: RAMO.VIDA, iva: 123.45 })).to.equal(123.45);
    expect(ivaDePoliza({ ...AUTO, modelo: RAMO.VIDA })).to.equal(0);
  });

  it('totalDePoliza = neta + derecho + financiamiento + IVA', () => {
    expect(totalDePoliza({ modelo: RAMO.AUTO, primaNeta: 1000, derecho: 100, recargo: -50 })).to.equal(1218);
    expect(totalDePoliza({ modelo: RAMO.VIDA, primaNeta: 1000, derecho: 0, recargo: 0, iva: 10 })).to.equal(1010);
    expect(totalDePoliza({ modelo: RAMO.DIVERSOS, primaNeta: 0.1, derecho: 0.2, recargo: 0 })).to.equal(0.35);
  });

  it('comisionDe: percentage × prima neta / 100, 2 decimals', () => {
    expect(comisionDe(10, 12345.67)).to.equal(1234.57);
    expect(comisionDe(12.5, 1000)).to.equal(125);
    expect(comisionDe(33.33, 999.99)).to.equal(333.3);
    expect(comisionDe(0, 1000)).to.equal(0);
    expect(comisionDe(100, 0.01)).to.equal(0.01);
  });

  it('porcentajeDeComision: the percentage a typed amount represents, 2 decimals, 0 without prima', () => {
    expect(porcentajeDeComision(333.33, 1000)).to.equal(33.33);
    expect(porcentajeDeComision(125, 1000)).to.equal(12.5);
    expect(porcentajeDeComision(1234.57, 12345.67)).to.equal(10);
    expect(porcentajeDeComision(1, 0)).to.equal(0);
  });
});

describe('smart recalculation (recalcularSubsecuentes)', () => {
  it('keeps the edited first receipt and spreads the rest equally with IVA 16%, summing to the policy', () => {
    const recibos = recibosDe(AUTO, 'mensual').map((r) => ({ ...r, id: r.serie * 10 }));
    const nuevos = recalcularSubsecuentes(recibos, { prima: 2000, derecho: 600, recargo: 0 }, AUTO);
    expect(montos(nuevos[0])).to.deep.equal([2000, 600, 0, 416, 3016]);
    expect(montos(nuevos[1])).to.deep.equal([909.1, 0, 0, 145.5, 1054.6]);
    expect(nuevos.slice(2).every((r) => r.prima === 909.09 && r.iva === 145.45 && r.total === 1054.54)).to.equal(true);
    expect([suma(nuevos, 'prima'), suma(nuevos, 'derecho'), suma(nuevos, 'iva'), suma(nuevos, 'total')]).to.deep.equal([12000, 600, 2016, 14616]);
    expect(nuevos.map((r) => [r.id, r.fecVigDe])).to.deep.equal(recibos.map((r) => [r.id, r.fecVigDe]));
  });

  it('spreads derecho and financiamiento left after the first receipt, negative financiamiento included', () => {
    const poliza = { ...AUTO, recargo: -300 };
    const nuevos = recalcularSubsecuentes(recibosDe(poliza, 'trimestral'), { prima: 3000, derecho: 0, recargo: 0 }, poliza);
    expect(nuevos.map((r) => [r.prima, r.derecho, r.recargo])).to.deep.equal([
      [3000, 0, 0],
      [3000, 200, -100],
      [3000, 200, -100],
      [3000, 200, -100],
    ]);
    expect(suma(nuevos, 'total')).to.equal(totalDePoliza(poliza));
  });

  it('keeps an IVA the user typed on the first receipt', () => {
    const nuevos = recalcularSubsecuentes(recibosDe(AUTO, 'mensual'), { prima: 2000, derecho: 600, recargo: 0, iva: 400 }, AUTO);
    expect([nuevos[0].iva, nuevos[1].iva, nuevos[2].iva]).to.deep.equal([400, 161.5, 145.45]);
    expect(suma(nuevos, 'iva')).to.equal(2016);
  });

  it("Vida: each receipt takes its base's share of the entered IVA", () => {
    const vida: PrimasPoliza = { modelo: RAMO.VIDA, primaNeta: 1200, derecho: 0, recargo: 0, iva: 120 };
    const nuevos = recalcularSubsecuentes(recibosDe(vida, 'trimestral'), { prima: 600, derecho: 0, recargo: 0 }, vida);
    expect(nuevos.map((r) => [r.prima, r.iva])).to.deep.equal([
      [600, 60],
      [200, 20],
      [200, 20],
      [200, 20],
    ]);
  });

  it('with a single receipt, takes the typed amounts', () => {
    expect(montos(recalcularSubsecuentes(recibosDe(AUTO, 'contado'), { prima: 11000, derecho: 600, recargo: 0 }, AUTO)[0])).to.deep.equal([11000, 600, 0, 1856, 13456]);
  });

  it('refuses a first receipt that is negative or exceeds the policy, naming the field', () => {
    const recibos = recibosDe(AUTO, 'mensual');
    const casos: [Parameters<typeof recalcularSubsecuentes>[1], string, string][] = [
      [{ prima: -1, derecho: 0, recargo: 0 }, 'prima', 'La prima neta del primer recibo no puede ser negativa'],
      [{ prima: 1, derecho: -1, recargo: 0 }, 'derecho', 'El derecho del primer recibo no puede ser negativo'],
      [{ prima: 1, derecho: 0, recargo: 0, iva: -1 }, 'iva', 'El IVA del primer recibo no puede ser negativo'],
      [{ prima: 12000.01, derecho: 0, recargo: 0 }, 'prima', 'La prima neta del primer recibo no puede ser mayor que la prima neta de la póliza'],
      [{ prima: 1, derecho: 600.01, recargo: 0 }, 'derecho', 'El derecho del primer recibo no puede ser mayor que el derecho de la póliza'],
    ];
    for (const [primero, campo, mensaje] of casos) {
      expect(() => recalcularSubsecuentes(recibos, primero, AUTO), mensaje)
        .to.throw(CalculoRecibosError, mensaje)
        .with.property('campo', campo);
    }
  });
});

describe("'Aplicar a todos los recibos subsecuentes' (aplicarASubsecuentes)", () => {
  it("copies one receipt's amounts to every later receipt and leaves the rest alone", () => {
    const recibos = recibosDe(AUTO, 'trimestral');
    recibos[1] = { ...recibos[1], prima: 1, derecho: 2, recargo: 3, iva: 4, total: 10 };
    const nuevos = aplicarASubsecuentes(recibos, 2);
    expect(nuevos.map(montos)).to.deep.equal([montos(recibos[0]), [1, 2, 3, 4, 10], [1, 2, 3, 4, 10], [1, 2, 3, 4, 10]]);
    expect(nuevos.map((r) => r.fecVigDe)).to.deep.equal(recibos.map((r) => r.fecVigDe));
  });

  it('changes nothing for the last receipt or an unknown serie', () => {
    const recibos = recibosDe(AUTO, 'trimestral');
    expect(aplicarASubsecuentes(recibos, 4)).to.deep.equal(recibos);
    expect(aplicarASubsecuentes(recibos, 9)).to.deep.equal(recibos);
  });
});
