import { expect } from 'chai';
import { rfcPersonaFisica, rfcPersonaMoral, validarRfc } from '../../../core/shared/mx/rfc.ts';
import { validarCliente } from '../../../plugins/clientes/shared/cliente-form.ts';
import type { Cliente } from '../../../plugins/clientes/shared/clientes.ts';
import { CODIGOS_POSTALES } from '../../../plugins/clientes/server/demo/datos-demo.ts';
import type { Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

describe('demo data: clients', () => {
  let server: TestServer;
  let demo: Cuenta;
  let clientes: Cliente[];

  before(async function () {
    this.timeout(60_000);
    server = await startTestServer();
    demo = (await sembrarDemoDePrueba(server)).cuenta;
    const lista = await server.api('GET', '/clientes?size=-1&order=id asc', undefined, demo.auth);
    clientes = [];
    for (const { id } of lista.body.body.items) clientes.push((await server.api('GET', `/clientes/${id}`, undefined, demo.auth)).body.body);
  });
  after(() => server.close());

  it('adds 40 clients: 32 personas físicas and 8 morales, three of them left incomplete by the portal sync', () => {
    expect(clientes).to.have.length(40);
    expect(clientes.filter((c) => c.fiscal === 'fisica')).to.have.length(32);
    expect(clientes.filter((c) => c.fiscal === 'moral')).to.have.length(8);
    expect(clientes.filter((c) => c.esRobot)).to.have.length(3);
    expect(clientes.every((c) => c.status === 'activo')).to.equal(true);
    const nombres = clientes.map((c) => [c.nombres, c.apPat, c.apMat].join(' '));
    expect(new Set(nombres).size).to.equal(40);
  });

  it('gives every client a valid RFC, the one the SAT algorithm computes from its names and date', () => {
    for (const c of clientes) {
      expect(validarRfc(c.rfc), c.rfc).to.deep.equal({ valido: true, digitoVerificadorOk: true });
      const esperado =
        c.fiscal === 'fisica'
          ? rfcPersonaFisica({ nombres: c.nombres, apPat: c.apPat, apMat: c.apMat, fecNacimiento: c.fecNacimiento })
          : rfcPersonaMoral({ razonSocial: c.nombres, fecRegistro: c.fecRegistro });
      expect(c.rfc, c.nombres).to.equal(esperado);
    }
    expect(new Set(clientes.map((c) => c.rfc)).size).to.equal(40);
  });

  it('gives the personas físicas birth dates from 1950 to 2003 and the companies a legal form', () => {
    for (const c of clientes.filter((x) => x.fiscal === 'fisica')) {
      const fecha = c.fecNacimiento ?? '';
      expect(fecha >= '1950-01-01' && fecha <= '2003-12-31', fecha).to.equal(true);
      expect(c.sexo).to.be.oneOf(['hombre', 'mujer']);
    }
    for (const c of clientes.filter((x) => x.fiscal === 'moral')) expect(c.nombres).to.match(/, S\.(A\.|C\.| de R\.L\.|P\.R\.)/);
  });

  it('places every client at a SEPOMEX settlement of its postal code, across many states', async () => {
    const db = await getTestDatabase();
    const cps = CODIGOS_POSTALES.map(([cp]) => cp);
    for (const c of clientes) {
      expect(c.direcciones).to.have.length(1);
      const [d] = c.direcciones;
      expect(cps).to.include(d.cp);
      if (!d.sepomex) expect.fail(`${c.nombres}: la dirección no tiene asentamiento SEPOMEX`);
      const s = await db.knex('sepomex').where({ id: d.sepomex.id }).first('cp', 'asentamiento', 'municipio', 'estado');
      expect({ cp: d.cp, colonia: d.colonia, municipio: d.municipio, estado: d.estado }).to.deep.equal({
        cp: s.cp,
        colonia: s.asentamiento,
        municipio: s.municipio,
        estado: s.estado,
      });
    }
    expect(new Set(clientes.map((c) => c.direcciones[0].estado)).size).to.be.at.least(20);
  });

  it('gives every client a Mexican mobile and an e-mail at a reserved example domain (a robot may lack it)', () => {
    for (const c of clientes) {
      expect(c.celulares.map((x) => x.numero)).to.satisfy((n: string[]) => n.length === 1 && /^\+52\d{10}$/.test(n[0]));
      if (c.correos.length === 0) expect(c.esRobot, c.nombres).to.equal(true);
      for (const { correo } of c.correos) expect(correo).to.match(/^[a-z0-9.]+@example\.(com|org|net)$/);
    }
  });

  it('passes the capture form’s own validation, as if typed in', () => {
    for (const c of clientes) {
      const [d] = c.direcciones;
      const r = validarCliente({
        ...c,
        direccion: { tipo: d.tipo, direccion: d.direccion, cp: d.cp, sepomexId: d.sepomex?.id },
        celular: { numero: c.celulares[0].numero },
        correo: c.correos[0] ?? null,
      });
      expect(r.ok, `${c.nombres}: ${r.ok ? '' : r.message}`).to.equal(true);
    }
  });
});
