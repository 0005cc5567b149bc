import { expect } from 'chai';
import { calcularRecibos } from '../../../shared/recibos-calculo.ts';
import type { BorradorPoliza } from './borrador.ts';
import { borradorSlice, capturaActions as a } from './borradorSlice.ts';
import { leerMonto } from './montos.ts';
import { datosDeCalculo, montosEnCero, reciboBloqueado, recibosDeCalculo } from './recibosBorrador.ts';

const reducir = (b: BorradorPoliza, ...acciones: Parameters<typeof borradorSlice.reducer>[1][]) => acciones.reduce(borradorSlice.reducer, b);
const centavos = (b: BorradorPoliza, campo: 'prima' | 'derecho' | 'recargo' | 'iva' | 'total') => b.recibos.reduce((s, r) => s + Math.round(r[campo] * 100), 0);

/** A new monthly Auto policy of 12,000 net + 600 derecho, its 12 receipts calculated as the server would. */
function mensual(): BorradorPoliza {
  let b = reducir(
    borradorSlice.reducer(undefined, a.iniciado('2026-01-15')),
    a.generalesCambiados({ formaPago: 'mensual' }),
    a.montoCambiado({ campo: 'prima', valor: 12000 }),
    a.montoCambiado({ campo: 'derecho', valor: 600 }),
  );
  b = reducir(b, a.recibosCargados(recibosDeCalculo(calcularRecibos(datosDeCalculo(b), { primero: 30, subsecuente: 30 }))));
  return b;
}

describe('captura de póliza: los recibos del borrador', () => {
  it('loads 12 monthly receipts that add up to the policy', () => {
    const b = mensual();
    expect(b.recibos).to.have.length(12);
    expect(b.recibos[0]).to.include({ id: null, serie: 1, fecVigDe: '2026-01-15', fecVence: '2026-02-14', status: 'pendiente' });
    expect([centavos(b, 'prima'), centavos(b, 'derecho'), centavos(b, 'total')]).to.deep.equal([1_200_000, 60_000, Math.round(b.primas.total * 100)]);
  });

  it('spreads the rest over the subsequent receipts when the first changes, which stay locked', () => {
    const b = reducir(mensual(), a.montoDeReciboCambiado({ indice: 0, campo: 'prima', valor: 2100 }));
    expect(b.recibos[0]).to.include({ prima: 2100, derecho: 600, iva: 432, total: 3132 });
    expect(b.recibos.slice(1).map((r) => r.prima)).to.deep.equal(Array(11).fill(900));
    expect([centavos(b, 'prima'), centavos(b, 'iva'), centavos(b, 'total')]).to.deep.equal([1_200_000, 201_600, 1_461_600]);
    expect([reciboBloqueado(b, 0), reciboBloqueado(b, 1)]).to.deep.equal([false, true]);
  });

  it('keeps what was typed and says why when the first receipt exceeds the policy', () => {
    const b = reducir(mensual(), a.montoDeReciboCambiado({ indice: 0, campo: 'prima', valor: 13000 }));
    expect(b.recibos[0].prima).to.equal(13000);
    expect(b.errorRecibos).to.equal('La prima neta del primer recibo no puede ser mayor que la prima neta de la póliza');
    expect(reducir(b, a.montoDeReciboCambiado({ indice: 0, campo: 'prima', valor: 1000 })).errorRecibos).to.equal(null);
  });

  it('edits each receipt by hand after “Editar recibos”, with IVA at 16% unless typed', () => {
    let b = reducir(mensual(), a.edicionManual(), a.montoDeReciboCambiado({ indice: 2, campo: 'prima', valor: 500 }));
    expect(b.recibos[2]).to.include({ prima: 500, iva: 80, total: 580 });
    expect(b.recibos[3].prima).to.equal(1000);
    b = reducir(b, a.montoDeReciboCambiado({ indice: 2, campo: 'iva', valor: 70 }));
    expect(b.recibos[2]).to.include({ iva: 70, total: 570 });
    expect(reciboBloqueado(b, 5)).to.equal(false);
  });

  it('applies a receipt’s amounts to every later receipt', () => {
    const b = reducir(mensual(), a.edicionManual(), a.montoDeReciboCambiado({ indice: 1, campo: 'prima', valor: 700 }), a.aplicadoASubsecuentes(2));
    expect(b.recibos.map((r) => r.prima)).to.deep.equal([1000, 700, ...Array(10).fill(700)]);
    expect(b.recibos[0].derecho).to.equal(600);
  });

  it('marks a receipt paid today with its folio to fill, and pending again when unticked', () => {
    let b = reducir(mensual(), a.reciboPagado({ indice: 0, pagado: true, hoy: '2026-01-20' }));
    expect(b.recibos[0]).to.include({ status: 'pagado', fecPago: '2026-01-20', folioPago: '' });
    b = reducir(b, a.reciboCambiado({ indice: 0, cambios: { folioPago: 'F-1' } }), a.reciboPagado({ indice: 0, pagado: false, hoy: '2026-01-20' }));
    expect(b.recibos[0]).to.include({ status: 'pendiente', fecPago: null, folioPago: null });
  });

  it('refuses to save while the first or a subsequent receipt comes to 0', () => {
    const b = mensual();
    expect(montosEnCero(b.recibos)).to.equal(false);
    expect(montosEnCero([])).to.equal(true);
    const segundoEnCero = reducir(b, a.edicionManual(), a.montoDeReciboCambiado({ indice: 1, campo: 'prima', valor: 0 }));
    expect(montosEnCero(segundoEnCero.recibos)).to.equal(true);
  });

  it('calculates the receipts again after the premiums or prorating of a new policy change', () => {
    expect(reducir(mensual(), a.montoCambiado({ campo: 'prima', valor: 12000 })).recibos).to.have.length(12);
    expect(reducir(mensual(), a.montoCambiado({ campo: 'prima', valor: 13000 })).recibos).to.have.length(0);
    expect(reducir(mensual(), a.prorrateoCambiado({ campo: 'prorratearDerecho', valor: true })).recibos).to.have.length(0);
  });

  it('reads money as typed, commas dropped and empty text as 0; text that is no number gives null', () => {
    expect([leerMonto('1,234.50'), leerMonto(''), leerMonto('1.005'), leerMonto('-5000'), leerMonto('.5')]).to.deep.equal([1234.5, 0, 1.005, -5000, 0.5]);
    expect([leerMonto('abc'), leerMonto('-'), leerMonto('1e5'), leerMonto('12.3.4'), leerMonto('9'.repeat(16))]).to.deep.equal([null, null, null, null, null]);
  });
});
