import { expect } from 'chai';
import type { ClaveAgente } from '../../../shared/claves.ts';
import type { BorradorPoliza } from './borrador.ts';
import { borradorSlice, capturaActions as a } from './borradorSlice.ts';
import { primasCompletas, validarPrimas } from './envioBorrador.ts';

const reducir = (b: BorradorPoliza, ...acciones: Parameters<typeof borradorSlice.reducer>[1][]) => acciones.reduce(borradorSlice.reducer, b);
const nuevo = () => borradorSlice.reducer(undefined, a.iniciado('2026-01-15'));
const errores = (b: BorradorPoliza) => {
  const r = validarPrimas(b);
  return r.ok ? {} : r.errors;
};

function clave(id: number, aseguradoraId: number, d: Partial<ClaveAgente> = {}): ClaveAgente {
  return {
    id,
    clave: `K${id}`,
    aseguradora: { id: aseguradoraId, aseguradora: `Aseguradora ${aseguradoraId}`, abreviacion: `A${aseguradoraId}`, estandar: true, status: 'activo', pdf: false, rpa: false },
    vida: true,
    autos: true,
    salud: true,
    diversos: true,
    comisionVida: 5,
    comisionAutos: 10,
    comisionSalud: 8,
    comisionDiversos: 12,
    portalClave: null,
    portalPasswordGuardado: false,
    sincronizacion: false,
    proximaSincronizacion: null,
    ...d,
  } as ClaveAgente;
}

describe('captura de póliza: el borrador', () => {
  it('starts a new policy today to a year later, CXC, the peso, on the first of four Auto steps', () => {
    const b = nuevo();
    expect(b.clave).to.equal('nuevo');
    expect(b.generales).to.include({ fechaVigenciaDe: '2026-01-15', fechaVigenciaA: '2027-01-15', conducto: 'CXC', moneda: 1, formaPago: '' });
    expect(b.stepper).to.deep.include({ activeStep: 0, lastStep: 0 });
    expect(b.stepper.steps.map((p) => p.titulo)).to.deep.equal(['Datos Generales', 'Vehículo', 'Primas', 'Recibos']);
    expect([b.ramoBlocked, b.smartReciboCalculate, b.clienteEsAsegurado]).to.deep.equal([false, true, false]);
  });

  it('holds nothing until the wizard opens, and again after a save', () => {
    expect(borradorSlice.reducer(undefined, { type: 'otra' }).clave).to.equal(null);
    expect(reducir(nuevo(), a.reiniciado()).clave).to.equal(null);
  });

  it('changes the line and its step until the line is locked', () => {
    const titulos = (b: BorradorPoliza) => b.stepper.steps[1].titulo;
    expect(titulos(reducir(nuevo(), a.tipoElegido({ tipo: 'vida', claves: [] })))).to.equal('Asegurado');
    expect(titulos(reducir(nuevo(), a.tipoElegido({ tipo: 'salud', claves: [] })))).to.equal('Asegurados');
    expect(titulos(reducir(nuevo(), a.tipoElegido({ tipo: 'diversos', claves: [] })))).to.equal('Diversos');
    const bloqueado = reducir(nuevo(), a.pasoCompletado(0), a.tipoElegido({ tipo: 'vida', claves: [] }));
    expect([bloqueado.newType, bloqueado.ramoBlocked]).to.deep.equal(['autos', true]);
  });

  it('recalculates the commission from the key when the line changes, and drops a key without that line', () => {
    const k = clave(7, 1);
    let b = reducir(nuevo(), a.montoCambiado({ campo: 'prima', valor: 1000 }), a.aseguradoraElegida({ aseguradoraId: 1, claves: [k] }));
    expect(b.primas).to.include({ porcentajeComision: 10, comision: 100 });
    b = reducir(b, a.tipoElegido({ tipo: 'diversos', claves: [k] }));
    expect(b.primas).to.include({ porcentajeComision: 12, comision: 120 });
    b = reducir(b, a.tipoElegido({ tipo: 'vida', claves: [{ ...k, vida: false }] }));
    expect(b.generales.claveAgente).to.equal(null);
  });

  it('chooses the only key of an insurer, and none when it has several', () => {
    expect(reducir(nuevo(), a.aseguradoraElegida({ aseguradoraId: 1, claves: [clave(7, 1)] })).generales.claveAgente).to.equal(7);
    expect(reducir(nuevo(), a.aseguradoraElegida({ aseguradoraId: 1, claves: [clave(7, 1), clave(8, 1)] })).generales.claveAgente).to.equal(null);
  });

  it('upper-cases the policy number and moves the end date with the start of an unsaved policy', () => {
    const b = reducir(nuevo(), a.generalesCambiados({ noPoliza: 'ab-12', fechaVigenciaDe: '2026-03-31' }));
    expect(b.generales).to.include({ noPoliza: 'AB-12', fechaVigenciaA: '2027-03-31' });
    const guardada = { ...nuevo(), generales: { ...nuevo().generales, polizaId: 5 } };
    expect(reducir(guardada, a.generalesCambiados({ fechaVigenciaDe: '2026-03-31' })).generales.fechaVigenciaA).to.equal('2027-01-15');
  });

  it('clears the receipts when the payment form changes, and a new policy’s when its term changes', () => {
    const conRecibos = (b: BorradorPoliza) => ({ ...b, recibos: [{ serie: 1 } as BorradorPoliza['recibos'][number]] });
    expect(reducir(conRecibos(nuevo()), a.generalesCambiados({ formaPago: 'mensual' })).recibos).to.have.length(0);
    expect(reducir(conRecibos(nuevo()), a.generalesCambiados({ fechaVigenciaA: '2026-12-31' })).recibos).to.have.length(0);
    expect(reducir(conRecibos(nuevo()), a.generalesCambiados({ concepto: 'Auto' })).recibos).to.have.length(1);
    const existente = { ...conRecibos(nuevo()), smartReciboCalculate: false };
    expect(reducir(existente, a.generalesCambiados({ fechaVigenciaA: '2026-12-31' })).recibos).to.have.length(1);
  });

  it('computes IVA at 16% and the total, except Vida whose IVA is typed', () => {
    const b = reducir(
      nuevo(),
      a.montoCambiado({ campo: 'prima', valor: 10000 }),
      a.montoCambiado({ campo: 'derecho', valor: 500 }),
      a.montoCambiado({ campo: 'recargo', valor: -100 }),
    );
    expect(b.primas).to.include({ iva: 1664, total: 12064 });
    const vida = reducir(nuevo(), a.tipoElegido({ tipo: 'vida', claves: [] }), a.montoCambiado({ campo: 'prima', valor: 1000 }), a.montoCambiado({ campo: 'iva', valor: 7 }));
    expect(vida.primas).to.include({ iva: 7, total: 1007 });
  });

  it('keeps what is typed in the premiums as typed, and the shared schema refuses it with the field’s message', () => {
    let b = reducir(nuevo(), a.montoCambiado({ campo: 'prima', valor: 1000 }), a.porcentajeCambiado(150));
    expect(b.primas).to.include({ porcentajeComision: 150, comision: 1500 });
    expect(validarPrimas(b)).to.deep.include({ ok: false });
    expect(errores(b)).to.include({ porcentajeComision: 'El porcentaje de comisión debe ser menor o igual a 100', comision: 'La comisión no puede ser mayor a la prima total' });
    b = reducir(b, a.comisionCambiada(125.5));
    expect(b.primas).to.include({ comision: 125.5, porcentajeComision: 12.55 });
    expect(validarPrimas(b).ok).to.equal(true);

    const negativa = reducir(nuevo(), a.montoCambiado({ campo: 'prima', valor: -5000 }));
    expect(negativa.primas.prima).to.equal(-5000);
    expect(errores(negativa).prima).to.equal('La prima neta no puede ser negativa');

    const texto = reducir(b, a.montoCambiado({ campo: 'prima', valor: 'abc' }));
    expect(texto.primas.prima, 'the amount stays as it was').to.equal(1000);
    expect(texto.entradas).to.deep.equal({ prima: 'abc' });
    expect(errores(texto).prima).to.equal('La prima neta debe ser un número');
    expect(primasCompletas(texto)).to.equal(false);
    expect(reducir(texto, a.montoCambiado({ campo: 'prima', valor: 2000 })).entradas, 'a number typed again clears it').to.deep.equal({});
  });

  it('locks the line, completes the step and raises lastStep on each submit; going back keeps it', () => {
    const b = reducir(nuevo(), a.pasoCompletado(0), a.pasoCompletado(1), a.pasoMostrado(0));
    expect(b.ramoBlocked).to.equal(true);
    expect(b.stepper).to.deep.include({ activeStep: 0, lastStep: 2 });
    expect(b.stepper.steps.map((p) => p.completado)).to.deep.equal([true, true, false, false]);
  });
});
