import { expect } from 'chai';
import { aniosDeVehiculo, debeBuscarVehiculo, palabrasDeBusqueda, textoBuscableDeVehiculo, validarVehiculo } from '../../../plugins/polizas/shared/vehiculos.ts';

describe('vehicle step rules (plugins/polizas/shared/vehiculos.ts)', () => {
  it('offers model years from next year back 41 years, newest first', () => {
    const anios = aniosDeVehiculo(new Date(2026, 10, 22));
    expect(anios).to.have.length(42);
    expect(anios[0]).to.equal(2027);
    expect(anios[41]).to.equal(1986);
    expect(anios).to.deep.equal([...anios].sort((a, b) => b - a));
    expect(aniosDeVehiculo(new Date(2030, 0, 1))[0]).to.equal(2031);
  });

  it('searches only texts longer than 3 characters', () => {
    expect(debeBuscarVehiculo('vers')).to.equal(true);
    expect(debeBuscarVehiculo(' ver ')).to.equal(false);
    expect(debeBuscarVehiculo('ñan')).to.equal(false);
  });

  it('folds typed words: lower case, no accents or punctuation, no repeats', () => {
    expect(palabrasDeBusqueda('  Nissán  VERSA versa CR-V - 1.6L ')).to.deep.equal(['nissan', 'versa', 'crv', '16l']);
  });

  it('searches an entry by its words, its year and its description without spaces', () => {
    expect(textoBuscableDeVehiculo('MERCEDES BENZ CLASE C C 200 AVANTGARDE', 2020)).to.equal(' mercedes benz clase c 200 avantgarde 2020 mercedesbenzclasecc200avantgarde ');
    expect(textoBuscableDeVehiculo('HONDA CR-V EX CVT', 2010)).to.equal(' honda crv ex cvt 2010 hondacrvexcvt ');
  });

  describe('validarVehiculo', () => {
    const anio = new Date().getFullYear();
    const valido = {
      modelo: anio,
      descripcion: 'NISSAN VERSA SENSE TM',
      marca: 'NISSAN',
      tipo: 'VERSA',
      amis: 'CRT-0123456789AB',
      noSerie: '3n1cn8ap5ml123456',
      placas: 'abc-123-d',
    };

    it('accepts the step and keeps serial number and plates upper-case', () => {
      const r = validarVehiculo(valido);
      expect(r.ok).to.equal(true);
      if (r.ok) expect(r.value).to.include({ modelo: anio, noSerie: '3N1CN8AP5ML123456', placas: 'ABC-123-D', amis: 'CRT-0123456789AB' });
    });

    it('accepts free text with no brand, line, key or plates', () => {
      const r = validarVehiculo({ modelo: String(anio), descripcion: 'Camioneta hecha a mano', noSerie: 'X1' });
      expect(r.ok).to.equal(true);
    });

    it('gives every message of the step', () => {
      const casos: [Record<string, unknown>, string, string][] = [
        [{ modelo: '' }, 'modelo', 'El modelo es obligatorio'],
        [{ modelo: 'dos mil' }, 'modelo', 'El modelo debe ser un número entero'],
        [{ modelo: anio + 2 }, 'modelo', `El modelo debe ser un año entre ${anio + 1 - 41} y ${anio + 1}`],
        [{ modelo: anio - 41 }, 'modelo', `El modelo debe ser un año entre ${anio + 1 - 41} y ${anio + 1}`],
        [{ descripcion: ' ' }, 'descripcion', 'La descripción del vehículo es obligatoria'],
        [{ descripcion: 'x'.repeat(301) }, 'descripcion', 'La descripción del vehículo debe tener como máximo 300 caracteres'],
        [{ noSerie: '' }, 'noSerie', 'El número de serie es obligatorio'],
        [{ noSerie: 'A'.repeat(18) }, 'noSerie', 'El número de serie debe tener como máximo 17 caracteres'],
        [{ placas: 'ABC1234567X' }, 'placas', 'Las placas deben tener como máximo 10 caracteres'],
        [{ marca: 'M'.repeat(61) }, 'marca', 'La marca debe tener como máximo 60 caracteres'],
        [{ tipo: 'T'.repeat(101) }, 'tipo', 'El tipo de vehículo debe tener como máximo 100 caracteres'],
        [{ amis: 'C'.repeat(21) }, 'amis', 'La clave del catálogo debe tener como máximo 20 caracteres'],
      ];
      for (const [cambio, campo, mensaje] of casos) {
        const r = validarVehiculo({ ...valido, ...cambio });
        expect(r.ok, mensaje).to.equal(false);
        if (!r.ok) expect(r.errors[campo], mensaje).to.equal(mensaje);
      }
    });
  });
});
