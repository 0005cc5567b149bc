import { expect } from 'chai';
import fc from 'fast-check';
import { rfcPersonaFisica } from '../../../core/shared/mx/rfc.ts';
import { conductoDe, formaPagoDe, generoDe, parentescoDe } from '../../../plugins/importacion/server/formatos/claves.ts';
import { cpEn, dividirNombre, esRazonSocial, fechasEn, leerFecha, leerImporte, leerRfc, monedaEn, normalizar } from '../../../plugins/importacion/server/formatos/valores.ts';
import { CONFIANZA_MINIMA } from '../../../plugins/importacion/shared/caratula.ts';
import { dinero, fecha } from '../../fixtures/caratulas/hoja.ts';

/** Issue 13: the readers of dates, amounts, RFCs, postal codes and names that every format shares. */
const fechaIso = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('importacion: valores de carátula', () => {
  describe('fechas', () => {
    it('lee cada forma mexicana de escribir una fecha (propiedad)', () => {
      fc.assert(
        fc.property(fechaIso, fc.constantFrom('ENE', 'ENE-', 'dd-mm', 'dd/mm', 'larga') as fc.Arbitrary<Parameters<typeof fecha>[1]>, (iso, forma) => {
          expect(leerFecha(fecha(iso, forma)), `${fecha(iso, forma)}`).to.equal(iso);
        }),
      );
    });

    it('lee las formas de la issue, en minúsculas, con año de dos cifras y dentro de una frase', () => {
      expect(leerFecha('15/ENE/2026')).to.equal('2026-01-15');
      expect(leerFecha('15-01-2026')).to.equal('2026-01-15');
      expect(leerFecha('15/01/2026')).to.equal('2026-01-15');
      expect(leerFecha('15 de enero de 2026')).to.equal('2026-01-15');
      expect(leerFecha('1 de Septiembre del 2026')).to.equal('2026-09-01');
      expect(leerFecha('15/sept/26')).to.equal('2026-09-15');
      expect(leerFecha('2026-01-15')).to.equal('2026-01-15');
      expect(fechasEn('Desde las 12:00 hrs. del 15/01/2026 hasta las 12:00 hrs. del 15/01/2027')).to.deep.equal(['2026-01-15', '2027-01-15']);
    });

    it('no inventa fechas imposibles ni lee horas o importes como fechas', () => {
      for (const t of ['31/02/2026', '30/FEB/2026', '00/01/2026', '15/13/2026', '15/XYZ/2026', '12:00', '$1,234.56', '']) expect(leerFecha(t), t).to.equal(null);
      expect(leerFecha('29/02/2028')).to.equal('2028-02-29');
    });
  });

  describe('importes', () => {
    it('lee en centavos lo que se imprime con $, separadores de miles, M.N. o USD (propiedad)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constantFrom('$', 'MN', 'USD', '$ sin comas') as fc.Arbitrary<Parameters<typeof dinero>[1]>, (cents, forma) => {
          expect(leerImporte(dinero(cents, forma)), dinero(cents, forma)).to.equal(cents);
        }),
      );
    });

    it('acepta un decimal, sin decimales y el signo; rechaza lo que no es una cantidad', () => {
      expect(leerImporte('$1,234.5')).to.equal(123450);
      expect(leerImporte('1234')).to.equal(123400);
      expect(leerImporte('12,345.67 MXN')).to.equal(1234567);
      expect(leerImporte('-$150.00')).to.equal(-15000);
      for (const t of ['1,23,4', '12.345,67', '1.234.567', 'abc', '$', '', '12.345', '$ 1 2']) expect(leerImporte(t), t).to.equal(null);
    });

    it('reconoce la moneda impresa', () => {
      expect(monedaEn('12,345.67 M.N.')).to.equal('MXN');
      expect(monedaEn('MONEDA NACIONAL')).to.equal('MXN');
      expect(monedaEn('PESOS')).to.equal('MXN');
      expect(monedaEn('USD 1,200.00')).to.equal('USD');
      expect(monedaEn('DÓLARES')).to.equal('USD');
      expect(monedaEn('UDIS')).to.equal('UDI');
      expect(monedaEn('$1,200.00')).to.equal(null);
      expect(monedaEn('MENSUAL')).to.equal(null);
    });
  });

  describe('RFC, código postal y razón social', () => {
    it('acepta el RFC que genera el algoritmo del SAT y rechaza el que no tiene forma o fecha real', () => {
      const rfc = rfcPersonaFisica({ nombres: 'Juan Carlos', apPat: 'Pérez', apMat: 'López', fecNacimiento: '1984-03-17' });
      expect(leerRfc(` ${rfc.toLowerCase()} `)).to.equal(rfc);
      expect(leerRfc('ALE110520AB1')).to.equal('ALE110520AB1');
      for (const t of ['PELJ841317AB1', 'PELJ8403', '', 'XXXXXXXXXXXXX']) expect(leerRfc(t), t).to.equal(null);
    });

    it('saca el código postal de una dirección', () => {
      expect(cpEn('AV. INSURGENTES SUR 1605, CDMX, C.P. 03900')).to.equal('03900');
      expect(cpEn('CALLE 5, CP: 64000, MONTERREY')).to.equal('64000');
      expect(cpEn('CALLE 5 NÚM. 64000')).to.equal(null);
    });

    it('reconoce el tipo de sociedad al final de una razón social', () => {
      for (const t of [
        'ABARROTES LA ESPERANZA, S.A. DE C.V.',
        'TRANSPORTES DEL BAJÍO, S. DE R.L. DE C.V.',
        'CONSULTORIO DENTAL SONRISAS, S.C.',
        'FUNDACIÓN AYUDA, A.C.',
        'GRUPO ACME SAPI DE CV',
      ])
        expect(esRazonSocial(t), t).to.equal(true);
      for (const t of ['JUAN CARLOS PÉREZ LÓPEZ', 'SOFÍA SAAVEDRA', 'ANA SAC']) expect(esRazonSocial(t), t).to.equal(false);
    });
  });

  describe('nombres', () => {
    const palabra = fc.constantFrom('JUAN', 'SOFÍA', 'PÉREZ', 'LÓPEZ', 'GARZA', 'RUIZ', 'ÑUZCO', 'ORTIZ', 'ANA', 'LUIS');
    it('divide un nombre de tres palabras en cualquiera de los dos órdenes, con confianza suficiente (propiedad)', () => {
      fc.assert(
        fc.property(palabra, palabra, palabra, (n, p, m) => {
          expect(dividirNombre(`${n} ${p} ${m}`, 'nombres')).to.deep.equal({ nombres: n, apPat: p, apMat: m, confianza: 0.9 });
          expect(dividirNombre(`${p} ${m} ${n}`, 'apellidos')).to.deep.equal({ nombres: n, apPat: p, apMat: m, confianza: 0.9 });
          expect(dividirNombre(`${p} ${m}, ${n}`, 'nombres')).to.deep.equal({ nombres: n, apPat: p, apMat: m, confianza: 1 });
        }),
      );
    });

    it('une las partículas a su apellido y marca como duda lo que no se puede saber', () => {
      expect(dividirNombre('GARCÍA DE LA TORRE MARÍA FERNANDA', 'apellidos')).to.deep.equal({ apPat: 'GARCÍA', apMat: 'DE LA TORRE', nombres: 'MARÍA FERNANDA', confianza: 0.85 });
      const dudoso = dividirNombre('MARÍA FERNANDA GARCÍA DE LA TORRE', 'nombres');
      expect(dudoso).to.include({ nombres: 'MARÍA FERNANDA', apPat: 'GARCÍA', apMat: 'DE LA TORRE' });
      expect(dudoso.confianza).to.be.below(CONFIANZA_MINIMA);
      expect(dividirNombre('MADONNA', 'nombres')).to.deep.equal({ nombres: 'MADONNA', apPat: null, apMat: null, confianza: 0.4 });
      expect(dividirNombre('  ANA   RUIZ ', 'nombres')).to.deep.equal({ nombres: 'ANA', apPat: 'RUIZ', apMat: null, confianza: 0.8 });
    });

    it('normaliza a mayúsculas sin acentos, conservando la Ñ y la longitud', () => {
      fc.assert(
        fc.property(fc.string(), (t) => {
          expect(normalizar(t).length).to.equal(t.toUpperCase().length);
        }),
      );
      expect(normalizar('Póliza de daños, año')).to.equal('POLIZA DE DAÑOS, AÑO');
    });
  });

  describe('claves del catálogo', () => {
    it('traduce lo impreso a forma de pago, conducto, parentesco y género, sin adivinar', () => {
      expect(['ANUAL', 'Contado', 'SEMESTRAL', 'trimestral', 'MENSUAL', 'BIMESTRAL'].map(formaPagoDe)).to.deep.equal([
        'contado',
        'contado',
        'semestral',
        'trimestral',
        'mensual',
        null,
      ]);
      expect(
        ['AGENTE', 'CARGO AUTOMÁTICO A TARJETA DE CRÉDITO', 'DOMICILIACIÓN BANCARIA', 'DESCUENTO POR NÓMINA', 'PAGO REFERENCIADO EN BANCO', 'OTRO'].map(conductoDe),
      ).to.deep.equal(['CXC', 'TARJETA', 'DOMICILIACION', 'NOMINA', 'REFERENCIADO', null]);
      expect(['TITULAR', 'CÓNYUGE', 'HIJA', 'OTRO', '¿?'].map(parentescoDe)).to.deep.equal(['titular', 'conyuge', 'hijo', 'otro', null]);
      expect(['MASCULINO', 'F', 'MUJER', 'H', 'M', 'X'].map(generoDe)).to.deep.equal(['hombre', 'mujer', 'mujer', 'hombre', null, null]);
    });
  });
});
