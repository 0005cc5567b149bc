import { expect } from 'chai';
import { statusOfrecidos } from './estatus.ts';
import { advertenciasDePoliza, revisarAseguradosElegidos, validarSiniestro } from './siniestro-form.ts';

/** The form's rules that depend on the chosen policy (spec 03 §5), as the form and the server run them. */
describe('siniestros: reglas del formulario', () => {
  const vehiculo = { marca: 'NISSAN', tipo: 'VERSA', modelo: 2024, placas: null, descripcion: 'NISSAN VERSA' };
  const persona = { id: 4 };

  it('warns about a Salud or Vida policy without insured people and an Auto policy without a vehicle, nothing else', () => {
    expect(advertenciasDePoliza({ ramo: 3, vehiculo: null, asegurados: [] })).to.deep.equal(['La póliza no tiene asegurados registrados']);
    expect(advertenciasDePoliza({ ramo: 5, vehiculo: null, asegurados: [] })).to.deep.equal(['La póliza no tiene asegurados registrados']);
    expect(advertenciasDePoliza({ ramo: 1, vehiculo: null, asegurados: [] })).to.deep.equal(['No se ha registrado un vehículo en la póliza']);
    expect(advertenciasDePoliza({ ramo: 1, vehiculo, asegurados: [] })).to.deep.equal([]);
    expect(advertenciasDePoliza({ ramo: 5, vehiculo: null, asegurados: [persona] })).to.deep.equal([]);
    expect(advertenciasDePoliza({ ramo: 7, vehiculo: null, asegurados: [] })).to.deep.equal([]);
  });

  it('asks for an insured person only on Salud and Vida policies that list some', () => {
    expect(revisarAseguradosElegidos({ ramo: 3, vehiculo: null, asegurados: [persona] }, [])).to.equal('Seleccione al menos un asegurado');
    expect(revisarAseguradosElegidos({ ramo: 5, vehiculo: null, asegurados: [persona] }, [4])).to.equal(null);
    expect(revisarAseguradosElegidos({ ramo: 5, vehiculo: null, asegurados: [] }, [])).to.equal(null);
    expect(revisarAseguradosElegidos({ ramo: 1, vehiculo, asegurados: [persona] }, [])).to.equal(null);
  });

  it('normalises the payload: no resolution date is null, insured ids once each, none an empty list', () => {
    const base = { clienteId: 1, polizaId: 2, noSiniestro: 'PENDIENTE', fechaSiniestro: '2026-01-10', descripcion: 'Choque', status: 'captura' };
    const r = validarSiniestro({ ...base, asegurados: [3, 3, 5], extra: 'x' });
    expect(r.ok && r.value).to.deep.equal({ ...base, fechaEstimadaResolucion: null, asegurados: [3, 5] });
    const sin = validarSiniestro(base);
    expect(sin.ok && sin.value.asegurados).to.deep.equal([]);
  });

  it('offers a new claim its first statuses, and an existing one its own and where it may go', () => {
    expect(statusOfrecidos(null)).to.deep.equal(['captura', 'faltante', 'enviado']);
    expect(statusOfrecidos('enviado')).to.deep.equal(['faltante', 'enviado', 'rechazado', 'finalizado']);
    expect(statusOfrecidos('finalizado')).to.deep.equal(['finalizado']);
  });
});
