import { expect } from 'chai';
import { centavos, formatDinero, formatFecha, formatFechaHora, parseFecha, pesos } from './format.ts';

describe('es-MX formatting', () => {
  describe('formatFecha', () => {
    it('shows a wire date as dd/MM/yyyy', () => {
      expect(formatFecha('2024-01-05')).to.equal('05/01/2024');
      expect(formatFecha('2023-12-31')).to.equal('31/12/2023');
    });

    it('uses only the date part of an ISO datetime', () => {
      expect(formatFecha('2024-02-29T23:59:59.000Z')).to.equal('29/02/2024');
    });

    it('gives an empty text for empty or impossible dates', () => {
      expect(formatFecha('')).to.equal('');
      expect(formatFecha(null)).to.equal('');
      expect(formatFecha(undefined)).to.equal('');
      expect(formatFecha('05/01/2024')).to.equal('');
      expect(formatFecha('2023-02-29')).to.equal('');
    });
  });

  describe('parseFecha', () => {
    it('reads dd/MM/yyyy into a wire date', () => {
      expect(parseFecha('05/01/2024')).to.equal('2024-01-05');
      expect(parseFecha(' 5/1/2024 ')).to.equal('2024-01-05');
    });

    it('accepts 29 February only in leap years', () => {
      expect(parseFecha('29/02/2024')).to.equal('2024-02-29');
      expect(parseFecha('29/02/2023')).to.equal(null);
      expect(parseFecha('29/02/1900')).to.equal(null);
      expect(parseFecha('29/02/2000')).to.equal('2000-02-29');
    });

    it('refuses impossible or malformed dates', () => {
      for (const texto of ['31/02/2024', '31/04/2024', '00/01/2024', '01/13/2024', '2024-01-05', '1/1/24', '', 'hoy']) {
        expect(parseFecha(texto), texto).to.equal(null);
      }
      expect(parseFecha(null)).to.equal(null);
    });

    it('round-trips with formatFecha', () => {
      expect(parseFecha(formatFecha('2024-11-30'))).to.equal('2024-11-30');
    });
  });

  describe('formatFechaHora', () => {
    it('shows a wire datetime as dd/MM/yyyy HH:mm', () => {
      expect(formatFechaHora('2024-01-05 14:30:59')).to.equal('05/01/2024 14:30');
      expect(formatFechaHora('2024-01-05T08:05:00')).to.equal('05/01/2024 08:05');
    });

    it('gives an empty text for a date without time or an impossible time', () => {
      expect(formatFechaHora('2024-01-05')).to.equal('');
      expect(formatFechaHora('2024-01-05 24:00:00')).to.equal('');
      expect(formatFechaHora(null)).to.equal('');
    });
  });

  describe('formatDinero', () => {
    it('groups thousands and shows two decimals with the currency abbreviation', () => {
      expect(formatDinero(123456)).to.equal('$1,234.56 MXN');
      expect(formatDinero(123456789012)).to.equal('$1,234,567,890.12 MXN');
      expect(formatDinero(5)).to.equal('$0.05 MXN');
      expect(formatDinero(0)).to.equal('$0.00 MXN');
      expect(formatDinero(100000, 'USD')).to.equal('$1,000.00 USD');
    });

    it('puts a minus before negative amounts', () => {
      expect(formatDinero(-123456)).to.equal('-$1,234.56 MXN');
      expect(formatDinero(-1)).to.equal('-$0.01 MXN');
      expect(formatDinero(-0)).to.equal('$0.00 MXN');
    });

    it('leaves the suffix out for an empty abbreviation', () => {
      expect(formatDinero(999, '')).to.equal('$9.99');
    });

    it('gives an empty text for amounts that are not numbers', () => {
      expect(formatDinero(NaN)).to.equal('');
      expect(formatDinero(Infinity)).to.equal('');
    });
  });

  describe('centavos', () => {
    it('turns pesos into integer cents without float noise', () => {
      expect(centavos(0.1 + 0.2)).to.equal(30);
      expect(centavos(1234.56)).to.equal(123456);
      expect(centavos(19.99)).to.equal(1999);
      expect(centavos(0)).to.equal(0);
      expect(centavos(42)).to.equal(4200);
    });

    it('rounds half away from zero on the written digits', () => {
      expect(centavos(1.005)).to.equal(101);
      expect(centavos(1.004)).to.equal(100);
      expect(centavos(-1.005)).to.equal(-101);
      expect(centavos('2.675')).to.equal(268);
      expect(centavos(1e-7)).to.equal(0);
    });

    it('reads grouped and decorated strings', () => {
      expect(centavos('1,234.50')).to.equal(123450);
      expect(centavos('$ 1,000')).to.equal(100000);
      expect(centavos('-12.3')).to.equal(-1230);
      expect(centavos('.5')).to.equal(50);
      expect(centavos(' 7 ')).to.equal(700);
    });

    it('never returns negative zero', () => {
      expect(Object.is(centavos('-0.001'), 0)).to.equal(true);
    });

    it('gives NaN for text that is not an amount or is too large to be exact', () => {
      for (const value of ['', 'abc', '1.2.3', '-', '12a', NaN, Infinity, 1e300]) {
        expect(Number.isNaN(centavos(value)), String(value)).to.equal(true);
      }
    });

    it('round-trips with pesos', () => {
      for (const cents of [0, 1, 99, 100, 123456, -250, 9007199254740]) {
        expect(centavos(pesos(cents))).to.equal(cents);
      }
    });
  });

  describe('pesos', () => {
    it('turns cents into pesos', () => {
      expect(pesos(123456)).to.equal(1234.56);
      expect(pesos(-5)).to.equal(-0.05);
    });
  });
});
