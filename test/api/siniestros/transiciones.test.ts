import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conPolizas, crearSiniestro, datosSiniestro, type PolizasDePrueba } from './datos.ts';

/**
 * Issue 15: the claim statuses and the moves between them that docs/adr/024-siniestros.md decides
 * (the spec leaves them open). The table is written out here, not imported, so a change of the
 * rule in the code fails until the ADR and this table say the same.
 */
const PERMITIDAS: Record<string, string[]> = {
  captura: ['captura', 'faltante', 'enviado'],
  faltante: ['faltante', 'captura', 'enviado'],
  enviado: ['enviado', 'faltante', 'rechazado', 'finalizado'],
  rechazado: ['rechazado', 'enviado'],
  finalizado: ['finalizado'],
};
const ESTATUS = Object.keys(PERMITIDAS);

describe('siniestros: transiciones de estatus (ADR 024)', () => {
  const suite = conPolizas();
  let server: TestServer;
  let agente: Cuenta;
  let p: PolizasDePrueba;
  before(() => ({ server, agente, p } = suite));

  const guardar = (id: number, status: string) => server.api('PUT', `/siniestros/${id}`, datosSiniestro(p, { status }), agente.auth);

  /** A claim in `status`, reached the way a user would (closed ones are sent first). */
  async function enEstatus(status: string): Promise<number> {
    const cerrado = status === 'rechazado' || status === 'finalizado';
    const id = await crearSiniestro(server, agente, datosSiniestro(p, { status: cerrado ? 'enviado' : status }));
    if (cerrado) expect((await guardar(id, status)).status).to.equal(200);
    return id;
  }

  it('starts a new claim in captura, faltante or enviado, never closed', async () => {
    for (const status of ESTATUS) {
      const res = await server.api('POST', '/siniestros', datosSiniestro(p, { status }), agente.auth);
      const cerrado = status === 'rechazado' || status === 'finalizado';
      expect(res.status, status).to.equal(cerrado ? 400 : 200);
      if (cerrado) expect(res.body.body.errors.status).to.equal('Un siniestro nuevo empieza en Captura, Faltante o Enviado');
    }
  });

  it('moves a claim only along the table, with a message naming where it may go', async () => {
    const resultado: Record<string, string[]> = {};
    for (const de of ESTATUS) {
      resultado[de] = [];
      for (const a of ESTATUS) {
        const res = await guardar(await enEstatus(de), a);
        expect(res.status, `${de} → ${a}: ${res.body.message}`).to.be.oneOf([200, 400]);
        if (res.status === 200) resultado[de].push(a);
      }
    }
    const ordenadas = (t: Record<string, string[]>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, [...v].sort()]));
    expect(ordenadas(resultado)).to.deep.equal(ordenadas(PERMITIDAS));
    expect((await guardar(await enEstatus('enviado'), 'captura')).body.message).to.equal(
      'Un siniestro en Enviado no puede pasar a Captura; puede pasar a Faltante, Rechazado o Finalizado',
    );
    expect((await guardar(await enEstatus('finalizado'), 'enviado')).body.message).to.equal('Un siniestro finalizado ya no cambia de estatus');
  });

  it('edits the rest of a closed claim, and writes every status change in its log', async () => {
    const id = await enEstatus('finalizado');
    const res = await server.api('PUT', `/siniestros/${id}`, datosSiniestro(p, { status: 'finalizado', noSiniestro: 'GNP-99', descripcion: 'Indemnizado' }), agente.auth);
    expect(res.status, res.body.message).to.equal(200);
    expect((await server.api('GET', `/siniestros/${id}`, undefined, agente.auth)).body.body).to.deep.include({
      noSiniestro: 'GNP-99',
      descripcion: 'Indemnizado',
      status: 'finalizado',
    });
    const log = (await server.api('GET', `/crm?siniestroId=${id}`, undefined, agente.auth)).body.body;
    const textos = log.flatMap((r: { textos: { texto: string }[] }) => r.textos.map((t) => t.texto)).sort();
    expect(textos).to.deep.equal(['Estatus cambiado de Enviado a Finalizado', 'Siniestro registrado con estatus Enviado']);
  });
});
