import { expect } from 'chai';
import { defineListSpec } from '../../shared/list-query.ts';
import { HttpError } from '../http/errors.ts';
import { parseListQuery, type RawListQuery } from './parse.ts';

const spec = defineListSpec({
  fields: {
    aseguradora: { column: 'a.aseguradora', type: 'text', sortable: true },
    abreviacion: { column: 'a.abreviacion', type: 'text', sortable: true },
    estandar: { column: 'a.estandar', type: 'boolean' },
    status: { column: 'a.status', type: 'enum', values: ['activo', 'inactivo'] },
    ramo: { column: 'a.ramo', type: 'enum' },
    fechaVigenciaA: { column: 'p.fecha_vigencia_a', type: 'date', sortable: true },
    creado: { column: 'p.creado', type: 'datetime', sortable: true },
    numero: { column: 'p.numero', type: 'integer' },
    prima: { column: 'p.prima', type: 'number', sortable: true },
    noPoliza: { column: 'p.no_poliza', type: 'text', ops: ['cn', 'nu', 'nn'] },
  },
  defaultOrder: 'aseguradora asc',
  defaultSize: 10,
  maxSize: 10000,
  tiebreaker: 'a.id',
  extraParams: ['vista'],
});

const parse = (query: RawListQuery) => parseListQuery(spec, query);
const filters = (query: RawListQuery) => parse(query).filters.map((f) => [f.name, f.op, f.value]);

function rejects(query: RawListQuery): string {
  try {
    parse(query);
  } catch (err) {
    expect(err).to.be.instanceOf(HttpError);
    expect((err as HttpError).status).to.equal(400);
    return (err as HttpError).message;
  }
  throw new Error(`aceptó ${JSON.stringify(query)}`);
}

describe('parseListQuery: filters', () => {
  it('reads campo=valor as eq and campo[op]=valor with every operator', () => {
    expect(filters({ aseguradora: 'Quálitas' })).to.deep.equal([['aseguradora', 'eq', 'Quálitas']]);
    expect(filters({ 'aseguradora[ne]': 'x', 'aseguradora[cn]': 'qua', 'abreviacion[in]': 'A,B', 'abreviacion[ni]': 'C' })).to.deep.equal([
      ['aseguradora', 'ne', 'x'],
      ['aseguradora', 'cn', 'qua'],
      ['abreviacion', 'in', ['A', 'B']],
      ['abreviacion', 'ni', ['C']],
    ]);
    expect(filters({ 'numero[bw]': '1,10', 'numero[ge]': '2', 'numero[le]': '9', 'numero[gt]': '-3', 'numero[lt]': '+4' })).to.deep.equal([
      ['numero', 'bw', [1, 10]],
      ['numero', 'ge', 2],
      ['numero', 'le', 9],
      ['numero', 'gt', -3],
      ['numero', 'lt', 4],
    ]);
  });

  it('ignores the value of nu and nn, with or without =', () => {
    expect(filters({ 'noPoliza[nu]': '' })).to.deep.equal([['noPoliza', 'nu', null]]);
    expect(filters({ 'noPoliza[nn]': 'lo que sea' })).to.deep.equal([['noPoliza', 'nn', null]]);
  });

  it('treats an empty value as no filter, as the screens send empty search boxes', () => {
    expect(filters({ 'noPoliza[cn]': '', 'status[eq]': '  ', aseguradora: '', 'numero[in]': '', 'abreviacion[ni]': ' , ,' })).to.deep.equal([]);
  });

  it('still rejects an unknown field or operator whose value is empty', () => {
    rejects({ 'foo[cn]': '' });
    rejects({ 'aseguradora[xx]': '' });
  });

  it('accepts an operator in any case and trims values and list items', () => {
    expect(filters({ 'aseguradora[CN]': '  qua ', 'numero[bw]': ' 1 , 2 ', 'abreviacion[in]': 'a,,b, a' })).to.deep.equal([
      ['aseguradora', 'cn', 'qua'],
      ['numero', 'bw', [1, 2]],
      ['abreviacion', 'in', ['a', 'b']],
    ]);
  });

  it('combines several operators on one field (fecVigDe[ge] and fecVigDe[le])', () => {
    expect(filters({ 'fechaVigenciaA[ge]': '2024-01-01', 'fechaVigenciaA[le]': '2024-12-31' })).to.have.length(2);
  });

  it('skips the keys the route reads itself', () => {
    expect(filters({ vista: 'tabla' })).to.deep.equal([]);
  });
});

describe('parseListQuery: values per type', () => {
  it('enum: any case, returned with the declared spelling; without values any text', () => {
    expect(filters({ status: 'ACTIVO', 'status[in]': 'Activo,INACTIVO' })).to.deep.equal([
      ['status', 'eq', 'activo'],
      ['status', 'in', ['activo', 'inactivo']],
    ]);
    expect(filters({ ramo: 'Autos' })).to.deep.equal([['ramo', 'eq', 'Autos']]);
  });

  it('boolean: true, false, 1, 0 in any case', () => {
    expect(filters({ estandar: 'TRUE' })[0][2]).to.equal(true);
    expect(filters({ estandar: '0' })[0][2]).to.equal(false);
    expect(filters({ 'estandar[ne]': 'false' })[0][2]).to.equal(false);
  });

  it('number: an exact decimal string, never a float', () => {
    expect(filters({ 'prima[ge]': '1500.50' })[0][2]).to.equal('1500.50');
    expect(filters({ 'prima[bw]': '0.1,+0.3' })[0][2]).to.deep.equal(['0.1', '0.3']);
  });

  it('date: real calendar dates only', () => {
    expect(filters({ 'fechaVigenciaA[bw]': '2024-02-29,2024-12-31' })[0][2]).to.deep.equal(['2024-02-29', '2024-12-31']);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '0000-01-01', '24-01-01', '2024-1-1', '2024-01-01T00:00']) {
      expect(rejects({ fechaVigenciaA: bad })).to.contain('se espera una fecha yyyy-MM-dd');
    }
  });

  it('datetime: yyyy-MM-dd or yyyy-MM-dd HH:mm[:ss]', () => {
    expect(filters({ creado: '2024-01-01' })[0][2]).to.equal('2024-01-01');
    expect(filters({ creado: '2024-01-01 08:05' })[0][2]).to.equal('2024-01-01 08:05:00');
    expect(filters({ 'creado[le]': '2024-01-01 23:59:59' })[0][2]).to.equal('2024-01-01 23:59:59');
    for (const bad of ['2024-01-01 24:00:00', '2024-01-01 10:60', '2024-01-01  10:00', 'ayer']) rejects({ creado: bad });
  });

  it('integer: safe integers only', () => {
    for (const bad of ['1.5', '1e3', '0x10', '99999999999999999', 'abc', '1,2']) rejects({ numero: bad });
  });

  it('rejects control characters and over-long values, and over-long lists', () => {
    rejects({ aseguradora: 'a\u0000b' });
    rejects({ aseguradora: 'x'.repeat(501) });
    expect(filters({ aseguradora: 'x'.repeat(500) })).to.have.length(1);
    expect(rejects({ 'numero[in]': Array.from({ length: 501 }, (_, i) => i).join(',') })).to.contain('hasta 500');
  });

  it('bw needs exactly two values', () => {
    for (const bad of ['1', '1,2,3', ',2', '1,']) expect(rejects({ 'numero[bw]': bad })).to.contain('dos valores separados por coma');
  });
});

describe('parseListQuery: order, page and size', () => {
  it('parses order with directions in any case and spaces after commas', () => {
    const order = parse({ order: 'fechaVigenciaA DESC, aseguradora asc,prima' }).order.map((s) => [s.name, s.direction]);
    expect(order).to.deep.equal([
      ['fechaVigenciaA', 'desc'],
      ['aseguradora', 'asc'],
      ['prima', 'asc'],
    ]);
  });

  it('uses the default order when order is missing or empty, and keeps the tiebreaker', () => {
    for (const q of [{}, { order: '' }, { order: ' , ' }]) {
      const plan = parse(q);
      expect(plan.order.map((s) => s.name)).to.deep.equal(['aseguradora']);
      expect(plan.tiebreaker).to.deep.equal(['a.id']);
    }
  });

  it('keeps the first direction of a repeated order field', () => {
    expect(parse({ order: 'prima desc, prima asc' }).order.map((s) => s.direction)).to.deep.equal(['desc']);
  });

  it('defaults page 1 and the resource size, and computes the offset', () => {
    expect(parse({})).to.include({ page: 1, size: 10, offset: 0 });
    expect(parse({ page: '3', size: '20' })).to.include({ page: 3, size: 20, offset: 40 });
    expect(parse({ page: '', size: '' })).to.include({ page: 1, size: 10 });
  });

  it('serves the spec sizes; -1 and anything above maxSize mean maxSize', () => {
    for (const [size, effective] of [
      ['20', 20],
      ['50', 50],
      ['100', 100],
      ['200', 200],
      ['10000', 10000],
      ['99999', 10000],
      ['999999', 10000],
      ['-1', 10000],
      ['99999999999999999999999', 10000],
    ] as const) {
      expect(parse({ size }).size, size).to.equal(effective);
    }
  });

  it('rejects size 0, other negatives and non-integers', () => {
    for (const size of ['0', '-2', '-0', '1.5', 'abc', '1e3', '+5']) expect(rejects({ size })).to.contain('El tamaño de página');
  });

  it('rejects page 0, negatives, non-integers and absurd pages', () => {
    for (const page of ['0', '-1', '1.5', 'x', '10000001', '99999999999']) expect(rejects({ page })).to.contain('La página');
  });
});

describe('parseListQuery: error messages', () => {
  it('names the allowed filters for an unknown field', () => {
    expect(rejects({ foo: '1' })).to.equal(
      "El filtro 'foo' no existe. Filtros permitidos: aseguradora, abreviacion, estandar, status, ramo, fechaVigenciaA, creado, numero, prima, noPoliza. Ejemplo: aseguradora[cn]=texto",
    );
    expect(rejects({ 'a[cn][eq]': '1' })).to.contain("El filtro 'a[cn][eq]' no existe");
    expect(rejects({ constructor: '1' })).to.contain("El filtro 'constructor' no existe");
    expect(rejects({ __proto__x: '1', ['__proto__']: '1' })).to.contain('no existe');
  });

  it('names the allowed operators for an unknown or disallowed operator', () => {
    expect(rejects({ 'aseguradora[xx]': 'a' })).to.equal(
      "El operador 'xx' no es válido para 'aseguradora'. Operadores permitidos: eq, ne, cn, in, ni, nu, nn. Ejemplo: aseguradora[cn]=texto",
    );
    expect(rejects({ 'estandar[cn]': 'a' })).to.equal("El operador 'cn' no es válido para 'estandar'. Operadores permitidos: eq, ne, nu, nn. Ejemplo: estandar=true");
    expect(rejects({ 'noPoliza[eq]': 'a' })).to.contain('Operadores permitidos: cn, nu, nn');
    expect(rejects({ 'aseguradora[]': 'a' })).to.contain("El operador '' no es válido");
  });

  it('says what value is expected, with an example using the same operator', () => {
    expect(rejects({ 'fechaVigenciaA[bw]': 'abc,2024-01-01' })).to.equal(
      "El valor 'abc' no es válido para 'fechaVigenciaA': se espera una fecha yyyy-MM-dd. Ejemplo: fechaVigenciaA[bw]=2024-01-01,2024-12-31",
    );
    expect(rejects({ status: 'borrado' })).to.equal("El valor 'borrado' no es válido para 'status': se espera uno de: activo, inactivo. Ejemplo: status=activo");
    expect(rejects({ 'status[ni]': 'activo,x' })).to.contain('Ejemplo: status[ni]=activo,inactivo');
    expect(rejects({ estandar: 'si' })).to.contain('se espera true o false. Ejemplo: estandar=true');
    expect(rejects({ 'numero[gt]': 'diez' })).to.contain('se espera un número entero. Ejemplo: numero[gt]=10');
    expect(rejects({ 'prima[le]': '1,5' })).to.contain("'1,5' no es válido para 'prima': se espera un número con punto decimal");
  });

  it('shortens a huge value in the message', () => {
    expect(rejects({ numero: '9'.repeat(400) }).length).to.be.below(200);
  });

  it('rejects a repeated key, suggesting in for a filter', () => {
    expect(rejects({ status: ['activo', 'inactivo'] })).to.equal("El parámetro 'status' aparece más de una vez; envíalo una sola vez. Ejemplo: status[in]=activo,inactivo");
    expect(rejects({ order: ['a', 'b'] })).to.contain('Ejemplo: order=campo asc, otro desc');
    rejects({ page: ['1', '2'] });
  });

  it('explains bad orders: unknown field, not sortable, bad direction, malformed', () => {
    expect(rejects({ order: 'foo asc' })).to.equal(
      "No se puede ordenar por 'foo'. Campos ordenables: aseguradora, abreviacion, fechaVigenciaA, creado, prima. Ejemplo: order=aseguradora asc",
    );
    expect(rejects({ order: 'estandar asc' })).to.contain("No se puede ordenar por 'estandar'");
    expect(rejects({ order: 'aseguradora up' })).to.equal("La dirección 'up' no es válida para ordenar por 'aseguradora': usa asc o desc. Ejemplo: order=aseguradora desc");
    expect(rejects({ order: 'aseguradora asc nulls' })).to.equal(
      "El orden 'aseguradora asc nulls' no es válido: usa 'campo asc' o 'campo desc' separados por coma. Ejemplo: order=aseguradora asc, abreviacion desc",
    );
  });

  it('explains bad page and size', () => {
    expect(rejects({ page: '0' })).to.equal("La página '0' no es válida: se espera un número entero de 1 a 10000000. Ejemplo: page=2");
    expect(rejects({ size: '0' })).to.equal("El tamaño de página '0' no es válido: se espera un número entero mayor que 0, o -1 para todos (hasta 10000). Ejemplo: size=20");
  });
});

describe('defineListSpec', () => {
  const bad =
    (fields: object, extra: object = {}) =>
    () =>
      defineListSpec({ fields, tiebreaker: 'id', ...extra } as never);

  it('refuses declarations that could not work', () => {
    expect(bad({ a: { type: 'text' } })).to.throw('exactamente uno de column, sql o filter');
    expect(bad({ a: { type: 'boolean', column: 'a', ops: ['cn'] } })).to.throw("'cn' no aplica al tipo boolean");
    expect(bad({ order: { type: 'text', column: 'a' } })).to.throw('reservado');
    expect(bad({ 'a-b': { type: 'text', column: 'a' } })).to.throw('nombre de campo');
    expect(bad({ a: { type: 'text', column: 'a' } }, { defaultOrder: 'a asc' })).to.throw('no es ordenable');
    expect(bad({ a: { type: 'text', column: 'a' } }, { defaultSize: 50, maxSize: 20 })).to.throw('defaultSize');
  });
});
