import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CATALOGO_VEHICULOS, leerCatalogo, serializarCatalogo } from '../../../plugins/polizas/data/vehiculos-catalogo.ts';
import { expandirCatalogo, leerFuentes, parsearFuente, rangoDeEdicion, type VehiculoCatalogo } from '../../../plugins/polizas/data/vehiculos-fuente.ts';

describe('vehicle catalogue data (plugins/polizas/data)', () => {
  const rango = rangoDeEdicion();
  const filas = leerCatalogo();
  const anios = (marca: string, tipo: string) => [...new Set(filas.filter((f) => f.marca === marca && f.tipo === tipo).map((f) => f.modelo))].sort((a, b) => a - b);

  it('ships exactly what the generator makes of the sources (run generar-vehiculos.ts after editing one)', () => {
    const generado = serializarCatalogo(expandirCatalogo(leerFuentes(), rango));
    // Compared as a boolean: a failure would otherwise print two 1.5 MB strings.
    expect(gunzipSync(generado).toString('utf8') === gunzipSync(readFileSync(CATALOGO_VEHICULOS)).toString('utf8')).to.equal(true);
  });

  it('covers the wizard’s model years on the edition date: next year back 41 years', () => {
    expect(rango).to.deep.equal({ primero: 1986, ultimo: 2027 });
    for (const f of filas) expect(f.modelo, f.clave).to.be.within(rango.primero, rango.ultimo);
    const modelos = new Set(filas.map((f) => f.modelo));
    for (let anio = rango.primero; anio <= rango.ultimo; anio++) expect(modelos.has(anio), String(anio)).to.equal(true);
  });

  it('has the mainstream brands of the Mexican market', () => {
    const marcas = new Set(filas.map((f) => f.marca));
    const esperadas = [
      'NISSAN',
      'CHEVROLET',
      'VOLKSWAGEN',
      'TOYOTA',
      'KIA',
      'MAZDA',
      'HONDA',
      'HYUNDAI',
      'FORD',
      'MG',
      'SUZUKI',
      'RENAULT',
      'JEEP',
      'RAM',
      'DODGE',
      'CHRYSLER',
      'BMW',
      'MERCEDES BENZ',
      'AUDI',
      'SEAT',
      'PEUGEOT',
      'MITSUBISHI',
      'SUBARU',
      'VOLVO',
      'GMC',
      'BUICK',
      'CADILLAC',
      'LINCOLN',
      'CHIREY',
      'JAC',
      'BYD',
      'GWM',
      'TESLA',
      'FIAT',
      'CUPRA',
      'ACURA',
      'INFINITI',
      'LAND ROVER',
      'PORSCHE',
      'MINI',
    ];
    for (const marca of esperadas) expect(marcas.has(marca), marca).to.equal(true);
  });

  it('gives each line the years it was sold in Mexico', () => {
    const rangoDe = (marca: string, tipo: string) => {
      const a = anios(marca, tipo);
      return [a[0], a[a.length - 1]];
    };
    expect(rangoDe('NISSAN', 'TSURU')).to.deep.equal([1992, 2017]);
    expect(anios('NISSAN', 'TSURU')).to.have.length(26);
    expect(rangoDe('VOLKSWAGEN', 'SEDAN')).to.deep.equal([1986, 2003]);
    expect(rangoDe('NISSAN', 'VERSA')).to.deep.equal([2012, 2027]);
    expect(rangoDe('CHEVROLET', 'CHEVY')).to.deep.equal([1994, 2012]);
    // Lines with a gap keep it: the Camaro was not sold from 2003 to 2009.
    expect(anios('CHEVROLET', 'CAMARO')).to.include.members([2002, 2010]).and.not.include(2005);
  });

  it('has a few versions (trim and transmission) per line and year, and a sensible size', () => {
    const porLinea = new Map<string, number>();
    for (const f of filas) porLinea.set(`${f.marca} ${f.tipo} ${f.modelo}`, (porLinea.get(`${f.marca} ${f.tipo} ${f.modelo}`) ?? 0) + 1);
    for (const [linea, n] of porLinea) expect(n, linea).to.be.within(1, 8);
    expect(porLinea.size).to.be.within(3_000, 15_000);
    expect(filas.length).to.be.within(10_000, 60_000);
    const versa2020 = filas.filter((f) => f.tipo === 'VERSA' && f.modelo === 2020).map((f) => f.version);
    expect(versa2020).to.include.members(['SENSE TM', 'ADVANCE CVT']);
  });

  it('has no duplicate key nor a version listed twice in a year, and keys of our own format', () => {
    expect(new Set(filas.map((f) => f.clave)).size).to.equal(filas.length);
    expect(new Set(filas.map((f) => `${f.marca}|${f.tipo}|${f.version}|${f.modelo}`)).size).to.equal(filas.length);
    for (const f of filas) expect(f.clave).to.match(/^CRT-[0-9A-F]{12}$/);
  });

  it('classes pickups as pickups', () => {
    const clase = (marca: string, tipo: string) => new Set(filas.filter((f: VehiculoCatalogo) => f.marca === marca && f.tipo === tipo).map((f) => f.clase));
    expect(clase('NISSAN', 'NP300')).to.deep.equal(new Set(['pickup']));
    expect(clase('TOYOTA', 'HILUX')).to.deep.equal(new Set(['pickup']));
    expect(clase('NISSAN', 'URVAN')).to.deep.equal(new Set(['van']));
    expect(clase('HONDA', 'CR-V')).to.deep.equal(new Set(['suv']));
  });

  describe('source checks', () => {
    const fuente = (...lineas: string[]) => parsearFuente(lineas.join('\n'), 'prueba.tsv', rango);

    it('reads a period, with vigente up to the last model year, skipping comments and blank lines', () => {
      const [p] = fuente('# comentario', '', 'NISSAN\tVERSA\tauto\t2020\tvigente\tSENSE TM | ADVANCE CVT');
      expect(p).to.deep.equal({ marca: 'NISSAN', tipo: 'VERSA', clase: 'auto', desde: 2020, hasta: 2027, versiones: ['SENSE TM', 'ADVANCE CVT'], origen: 'prueba.tsv:3' });
    });

    it('leaves out the years before the range', () => {
      const filasSedan = expandirCatalogo(fuente('VOLKSWAGEN\tSEDAN\tauto\t1954\t1987\tTM'), rango);
      expect(filasSedan.map((f) => f.modelo)).to.deep.equal([1986, 1987]);
    });

    it('names the file and line of every mistake', () => {
      const errores: [string, RegExp][] = [
        ['NISSAN\tVERSA\tauto\t2020\tvigente', /prueba.tsv:1: se esperan 6 campos/],
        ['NISSAN\tVERSA\tsedan\t2020\tvigente\tTM', /clase 'sedan'/],
        ['Nissan\tVERSA\tauto\t2020\tvigente\tTM', /marca 'Nissan' debe ir en mayúsculas/],
        ['NISSAN\tVERSA\tauto\t2020\t2019\tTM', /fuera de orden/],
        ['NISSAN\tVERSA\tauto\t2020\t2030\tTM', /posterior a 2027/],
        ['NISSAN\tVERSA\tauto\t20\tvigente\tTM', /4 dígitos/],
        ['NISSAN\tVERSA\tauto\t2020\tvigente\tTM | TM', /versiones repetidas/],
        ['NISSAN\tVERSA\tauto\t2020\tvigente\tTM | ', /versión '' vacía/],
      ];
      for (const [linea, error] of errores) expect(() => fuente(linea), linea).to.throw(error);
    });

    it('refuses overlapping periods and a line with two classes', () => {
      expect(() => expandirCatalogo(fuente('NISSAN\tVERSA\tauto\t2012\t2020\tTM', 'NISSAN\tVERSA\tauto\t2020\tvigente\tCVT'), rango)).to.throw(
        /prueba.tsv:2: el periodo de NISSAN VERSA se encima con el de prueba.tsv:1/,
      );
      expect(() => expandirCatalogo(fuente('NISSAN\tVERSA\tauto\t2012\t2019\tTM', 'NISSAN\tVERSA\tsuv\t2020\tvigente\tCVT'), rango)).to.throw(
        /es 'suv' aquí y 'auto' en prueba.tsv:1/,
      );
    });
  });
});
