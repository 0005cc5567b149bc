import { expect } from 'chai';
import { textoBuscableDeVehiculo, type SugerenciaVehiculo } from '../../../plugins/polizas/shared/vehiculos.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('GET /api/autos/buscador/modelos', () => {
  let server: TestServer;
  let agente: Cuenta;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server.close());

  const get = (query: string, cuenta: Cuenta = agente) => server.api('GET', `/autos/buscador/modelos?${query}`, undefined, cuenta.auth);
  const buscar = async (query: string): Promise<SugerenciaVehiculo[]> => {
    const res = await get(query);
    expect(res.status, query).to.equal(200);
    return res.body.body;
  };
  const q = (description: string, extra = '') => `description=${encodeURIComponent(description)}&company=29&pickup=0${extra}`;

  it('stores the search text the live rule gives: the migration loaded the catalogue with its own frozen copy of it', async () => {
    const db = await getTestDatabase();
    const { rows } = await db.withOwner((k) => k.raw(`select descripcion, modelo, busqueda from vehiculos_catalogo tablesample system (5) repeatable (1) limit 2000`));
    expect(rows.length).to.be.greaterThan(100);
    for (const r of rows as { descripcion: string; modelo: number; busqueda: string }[])
      expect(r.busqueda, r.descripcion).to.equal(textoBuscableDeVehiculo(r.descripcion, r.modelo));
  });

  it('suggests the versions whose brand, line and version hold every typed word, newest year first', async () => {
    const res = await get(q('nissan versa'));
    expect(res.status).to.equal(200);
    expect(res.body.ok).to.equal(true);
    const sugerencias: SugerenciaVehiculo[] = res.body.body;
    expect(sugerencias).to.have.length(20);
    const [primera] = sugerencias;
    expect(Object.keys(primera).sort()).to.deep.equal(['amis', 'descripcion', 'id', 'marca', 'modelo', 'tipo']);
    expect(primera).to.include({ marca: 'NISSAN', tipo: 'VERSA', modelo: 2027 });
    expect(primera.descripcion).to.match(/^NISSAN VERSA [A-Z]/);
    expect(primera.id).to.be.a('number');
    for (const s of sugerencias) {
      expect(s).to.include({ marca: 'NISSAN', tipo: 'VERSA' });
      expect(s.amis).to.match(/^CRT-[0-9A-F]{12}$/);
    }
    const modelos = sugerencias.map((s) => s.modelo);
    expect(modelos).to.deep.equal([...modelos].sort((a, b) => b - a));
    const de2027 = sugerencias.filter((s) => s.modelo === 2027).map((s) => s.descripcion);
    expect(de2027).to.deep.equal([...de2027].sort());
    expect(de2027).to.include('NISSAN VERSA SENSE TM');
  });

  it('matches words in any order, inside words, without regard to accents or case', async () => {
    const base = await buscar(q('jetta comfortline', '&model=2020'));
    expect(base.map((s) => s.descripcion)).to.deep.equal(['VOLKSWAGEN JETTA COMFORTLINE TIPTRONIC']);
    expect(await buscar(q('COMFORTLÍNE  Jétta', '&model=2020'))).to.deep.equal(base);
    expect(await buscar(q('volks comfort jet', '&model=2020'))).to.deep.equal(base);
  });

  it('ignores hyphens and spaces inside names, so CR-V is found as crv or cr v', async () => {
    const conGuion = await buscar(q('honda cr-v', '&model=2010'));
    expect(conGuion.length).to.be.greaterThan(0);
    for (const s of conGuion) expect(s).to.include({ marca: 'HONDA', tipo: 'CR-V', modelo: 2010 });
    expect(await buscar(q('honda crv', '&model=2010'))).to.deep.equal(conGuion);
    expect((await buscar(q('mercedes-benz c200', '&model=2020')))[0]).to.include({ marca: 'MERCEDES BENZ', tipo: 'CLASE C' });
  });

  it('puts first the entries that hold the typed words whole, then as word starts', async () => {
    const clase = await buscar(q('mercedes clase c', '&model=2020'));
    expect(clase.slice(0, 7).map((s) => s.tipo)).to.deep.equal(Array(7).fill('CLASE C'));
    expect(clase.map((s) => s.tipo)).to.include('CLASE A');
    const serie = await buscar(q('bmw serie 3', '&model=2020'));
    expect(serie[0].tipo).to.equal('SERIE 3');
    const inicio = await buscar(q('hond civ'));
    for (const s of inicio) expect(s).to.include({ marca: 'HONDA', tipo: 'CIVIC' });
  });

  it('filters by model year, which may also be typed', async () => {
    const tsuru = await buscar(q('tsuru', '&model=2015'));
    expect(tsuru.length).to.be.within(1, 20);
    for (const s of tsuru) expect(s).to.include({ tipo: 'TSURU', modelo: 2015 });
    expect(await buscar(q('tsuru', '&model=2018'))).to.deep.equal([]);
    const sedan = await buscar(q('volkswagen sedan', '&model=2003'));
    expect(sedan.map((s) => s.descripcion)).to.include('VOLKSWAGEN SEDAN ULTIMA EDICION TM');
    expect(await buscar(q('volkswagen sedan', '&model=2004'))).to.deep.equal([]);
    for (const fuera of ['1900', '99999', '-999999999']) expect(await buscar(q('tsuru', `&model=${fuera}`)), fuera).to.deep.equal([]);
    const escrito = await buscar(q('tsuru 2015'));
    expect(escrito).to.deep.equal(tsuru);
  });

  it('answers at most 20 suggestions, ordered by brand, line and version within a year', async () => {
    const todas = await buscar(q('2024', '&model=2024'));
    expect(todas).to.have.length(20);
    const orden = todas.map((s) => `${s.marca}\u0000${s.tipo}\u0000${s.descripcion}`);
    expect(orden).to.deep.equal([...orden].sort());
    expect(todas[0].marca).to.equal('ACURA');
  });

  it('searches only texts longer than 3 characters and answers an empty list otherwise', async () => {
    expect((await buscar(q('golf'))).length).to.be.greaterThan(0);
    for (const corto of ['gol', ' go ', '', 'ñ']) expect(await buscar(q(corto)), corto).to.deep.equal([]);
    expect(await buscar('company=29&pickup=0')).to.deep.equal([]);
    expect(await buscar(q(`nissan ${'x'.repeat(100)}`))).to.deep.equal([]);
  });

  it('treats SQL wildcards and punctuation as plain text', async () => {
    for (const texto of ['%%%%', '____', "'; drop table vehiculos_catalogo; --", '- - - -']) {
      expect(await buscar(q(texto)), texto).to.deep.equal([]);
    }
    expect((await buscar(q('versa'))).length).to.equal(20);
  });

  it('limits to pickups with pickup=1', async () => {
    const pickups = await buscar(`description=nissan&pickup=1&model=2020`);
    expect(new Set(pickups.map((s) => s.tipo))).to.deep.equal(new Set(['NP300', 'NP300 FRONTIER']));
    const todas = await buscar(`description=nissan&pickup=0&model=2020`);
    expect(todas.map((s) => s.tipo)).to.include('ALTIMA');
  });

  it('refuses malformed numbers with a message naming the parameter', async () => {
    const casos: [string, string][] = [
      ['description=versa&model=dos', 'El parámetro model debe ser un número entero (por ejemplo model=1)'],
      ['description=versa&company=abc', 'El parámetro company debe ser un número entero (por ejemplo company=1)'],
      ['description=versa&pickup=2', 'El parámetro pickup debe ser 0 o 1'],
      ['description=versa&pickup=si', 'El parámetro pickup debe ser un número entero (por ejemplo pickup=1)'],
      ['description=versa&description=sentra', 'El parámetro description se envió más de una vez; envíalo una sola vez'],
    ];
    for (const [query, mensaje] of casos) {
      const res = await get(query);
      expect(res.status, query).to.equal(400);
      expect(res.body.message, query).to.equal(mensaje);
    }
  });

  describe('access', () => {
    it('asks for a session', async () => {
      const res = await server.api('GET', '/autos/buscador/modelos?description=versa');
      expect(res.status).to.equal(401);
    });

    it('refuses a user who may only read policies and serves one who may renew them', async () => {
      const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
      expect((await get(q('versa'), lector)).status).to.equal(403);
      const renovador = await crearUsuarioAdicional(server, agente, ['ROLE_RENOVACIONES']);
      const res = await get(q('versa'), renovador);
      expect(res.status).to.equal(200);
      expect(res.body.body).to.have.length(20);
    });
  });
});
