import { expect } from 'chai';
import { rfcPersonaFisica } from '../../../../../core/shared/mx/rfc.ts';
import type { Cliente } from '../../../../clientes/shared/clientes.ts';
import { opcionesParentesco, primeraFalla } from './aseguradosBorrador.ts';
import type { BorradorPoliza } from './borrador.ts';
import { borradorSlice, capturaActions as a } from './borradorSlice.ts';

const reducir = (b: BorradorPoliza, ...acciones: Parameters<typeof borradorSlice.reducer>[1][]) => acciones.reduce(borradorSlice.reducer, b);
const de = (tipo: 'vida' | 'salud') => reducir(borradorSlice.reducer(undefined, a.iniciado('2026-01-15')), a.tipoElegido({ tipo, claves: [] }));
const opciones = (b: BorradorPoliza, i: number) => opcionesParentesco(b.newType, b.asegurados, i).map((p) => p.key);

const cliente = {
  id: 9,
  status: 'activo',
  fiscal: 'fisica',
  nombres: 'Ana',
  apPat: 'Gómez',
  apMat: 'Ruiz',
  alias: 'Ana',
  fecNacimiento: '1985-04-12',
  fecRegistro: null,
  rfc: 'GORA850412AB1',
  sexo: 'mujer',
  edoCivil: 'soltero',
  esRobot: false,
  direcciones: [],
  celulares: [],
  correos: [],
} satisfies Cliente;

describe('captura de póliza: los asegurados del borrador', () => {
  it('makes the first insured the titular; Vida adds otro, Salud lets choose without titular', () => {
    const vida = reducir(de('vida'), a.aseguradoAgregado());
    expect(vida.asegurados.map((x) => [x.parentesco, x.expanded])).to.deep.equal([
      ['titular', true],
      ['otro', true],
    ]);
    expect([opciones(vida, 0), opciones(vida, 1)]).to.deep.equal([['titular'], ['otro']]);
    const salud = reducir(de('salud'), a.aseguradoAgregado(), a.aseguradoAgregado());
    expect(salud.asegurados[1].parentesco).to.equal('');
    expect(opciones(salud, 1)).to.deep.equal(['conyuge', 'hijo', 'otro']);
    const conConyuge = reducir(salud, a.aseguradoCambiado({ indice: 1, cambios: { parentesco: 'conyuge' } }));
    expect([opciones(conConyuge, 1), opciones(conConyuge, 2)]).to.deep.equal([
      ['conyuge', 'hijo', 'otro'],
      ['hijo', 'otro'],
    ]);
  });

  it('deletes any insured but the first', () => {
    const b = reducir(de('salud'), a.aseguradoAgregado(), a.aseguradoEliminado(0), a.aseguradoEliminado(1));
    expect(b.asegurados.map((x) => x.parentesco)).to.deep.equal(['titular']);
  });

  it('computes the RFC once surnames, name and birth date are there', () => {
    let b = reducir(de('vida'), a.aseguradoCambiado({ indice: 0, cambios: { nombres: 'Luis', apPat: 'Pérez' } }));
    expect(b.asegurados[0].rfc).to.equal('');
    b = reducir(b, a.aseguradoCambiado({ indice: 0, cambios: { apMat: 'Soto', fecNacimiento: '1990-02-03' } }));
    expect(b.asegurados[0].rfc).to.equal(rfcPersonaFisica({ nombres: 'Luis', apPat: 'Pérez', apMat: 'Soto', fecNacimiento: '1990-02-03' }));
    expect(reducir(b, a.aseguradoCambiado({ indice: 0, cambios: { rfc: 'peslx' } })).asegurados[0].rfc).to.equal('PESLX');
  });

  it('copies the contractor into the first insured and locks it until unticked', () => {
    let b = reducir(de('vida'), a.contratanteAsegurado(cliente));
    expect(b.clienteEsAsegurado).to.equal(true);
    expect(b.asegurados[0]).to.include({
      parentesco: 'titular',
      nombres: 'Ana',
      apPat: 'Gómez',
      apMat: 'Ruiz',
      fecNacimiento: '1985-04-12',
      genero: 'mujer',
      rfc: 'GORA850412AB1',
    });
    b = reducir(b, a.aseguradoCambiado({ indice: 0, cambios: { nombres: 'Otra' } }), a.aseguradoCambiado({ indice: 0, cambios: { expanded: false } }));
    expect(b.asegurados[0]).to.include({ nombres: 'Ana', expanded: false });
    b = reducir(b, a.contratanteAsegurado(null), a.aseguradoCambiado({ indice: 0, cambios: { nombres: 'Otra' } }));
    expect([b.clienteEsAsegurado, b.asegurados[0].nombres]).to.deep.equal([false, 'Otra']);
  });

  it('unticks it when another contratante is chosen', () => {
    const b = reducir(de('vida'), a.contratanteAsegurado(cliente), a.generalesCambiados({ cliente: null }));
    expect(b.clienteEsAsegurado).to.equal(false);
  });

  it('reports the first insured that fails, in the spec’s order of checks', () => {
    const b = reducir(de('salud'), a.contratanteAsegurado(cliente), a.aseguradoAgregado());
    expect(primeraFalla(b.asegurados)).to.deep.equal({ indice: 1, campo: 'parentesco', mensaje: 'El parentesto es obligatorio' });
    const pasos: [Partial<BorradorPoliza['asegurados'][number]>, string | null][] = [
      [{ parentesco: 'hijo' }, 'El nombre es obligatorio'],
      [{ nombres: 'Leo' }, 'El apellido paterno es obligatorio'],
      [{ apPat: 'Gómez' }, 'El género es obligatorio'],
      [{ genero: 'hombre' }, null],
    ];
    let actual = b;
    for (const [cambios, mensaje] of pasos) {
      actual = reducir(actual, a.aseguradoCambiado({ indice: 1, cambios }));
      expect(primeraFalla(actual.asegurados)?.mensaje ?? null).to.equal(mensaje);
    }
  });
});
