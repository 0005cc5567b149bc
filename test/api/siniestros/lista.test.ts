import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearPoliza, diaDesdeHoy } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conPolizas, crearSiniestro, datosSiniestro, type PolizasDePrueba } from './datos.ts';

/** Issue 15, the claims list (spec 03 §2, §7): closed claims hidden by default, by estimated resolution, its filters and pager. */
describe('siniestros: la lista', () => {
  const suite = conPolizas();
  let server: TestServer;
  let agente: Cuenta;
  let p: PolizasDePrueba;
  const ids: Record<string, number> = {};
  let noPolizaOtra: string;

  before(async () => {
    ({ server, agente, p } = suite);
    const otroCliente = await crearCliente(server, agente, { nombres: 'Zoé', apPat: 'Quintana', apMat: 'Ávila' });
    const otra = await crearPoliza(server, agente, { clienteId: otroCliente, claveId: p.cartera.claveId }, { fechaVigenciaDe: diaDesdeHoy(-40) });
    noPolizaOtra = (await server.api('GET', `/polizas/${otra}`, undefined, agente.auth)).body.body.noPoliza;
    const crear = (nombre: string, d: Record<string, unknown>) => crearSiniestro(server, agente, datosSiniestro(p, d)).then((id) => (ids[nombre] = id));
    await crear('tarde', { noSiniestro: 'SIN-300', fechaEstimadaResolucion: diaDesdeHoy(30) });
    await crear('pronto', { noSiniestro: 'SIN-100', fechaEstimadaResolucion: diaDesdeHoy(5), status: 'enviado' });
    await crear('sinFecha', { noSiniestro: 'PENDIENTE', fechaEstimadaResolucion: null, status: 'faltante' });
    await crear('deZoe', { clienteId: otroCliente, polizaId: otra, noSiniestro: 'SIN-200', fechaEstimadaResolucion: diaDesdeHoy(10) });
    await crear('finalizado', { noSiniestro: 'SIN-050', fechaEstimadaResolucion: diaDesdeHoy(1), status: 'enviado' });
    await crear('rechazado', { noSiniestro: 'SIN-060', fechaEstimadaResolucion: diaDesdeHoy(2), status: 'enviado' });
    for (const [status, noSiniestro, dias] of [
      ['finalizado', 'SIN-050', 1],
      ['rechazado', 'SIN-060', 2],
    ] as const) {
      const res = await server.api('PUT', `/siniestros/${ids[status]}`, datosSiniestro(p, { noSiniestro, status, fechaEstimadaResolucion: diaDesdeHoy(dias) }), agente.auth);
      expect(res.status, res.body.message).to.equal(200);
    }
  });

  const lista = async (query = '') => {
    const res = await server.api('GET', `/siniestros${query}`, undefined, agente.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body;
  };
  const nombres = (items: { id: number }[]) => items.map((s) => Object.keys(ids).find((k) => ids[k] === s.id));

  it('hides finished and rejected claims by default and orders by estimated resolution, undated last', async () => {
    const pagina = await lista();
    expect(nombres(pagina.items)).to.deep.equal(['pronto', 'deZoe', 'tarde', 'sinFecha']);
    expect(pagina).to.include({ totalItems: 4, currentPage: 1, totalPages: 1, pageSize: 10 });
    const item = pagina.items.find((s: { id: number }) => s.id === ids.deZoe);
    expect(item).to.deep.include({ noSiniestro: 'SIN-200', status: 'captura', fechaEstimadaResolucion: diaDesdeHoy(10), descripcion: 'Choque por alcance en Periférico' });
    expect(item.cliente).to.deep.include({ nombres: 'Zoé', apPat: 'Quintana', apMat: 'Ávila' });
    expect(item.poliza).to.deep.include({ noPoliza: noPolizaOtra, ramo: 1 });
    expect(item.poliza.aseguradora).to.be.a('string').and.not.equal('');
  });

  it('shows closed claims when a status filter asks for them, as the spec’s call does the hiding itself', async () => {
    expect(nombres((await lista('?status[ni]=FINALIZADO,RECHAZADO&order=fechaEstimadaResolucion asc')).items)).to.deep.equal(['pronto', 'deZoe', 'tarde', 'sinFecha']);
    expect(nombres((await lista('?status=FINALIZADO')).items)).to.deep.equal(['finalizado']);
    expect(nombres((await lista('?status[in]=rechazado,enviado')).items)).to.deep.equal(['rechazado', 'pronto']);
    expect((await lista('?status[nn]=')).totalItems).to.equal(6);
  });

  it('filters by policy number, client and claim number (contains, any case and accents), and lists all of a policy’s claims', async () => {
    expect(nombres((await lista(`?noPoliza[cn]=${encodeURIComponent(noPolizaOtra.toLowerCase())}`)).items)).to.deep.equal(['deZoe']);
    expect(nombres((await lista(`?cliente[cn]=${encodeURIComponent('zoe quin')}`)).items)).to.deep.equal(['deZoe']);
    expect(nombres((await lista('?noSiniestro[cn]=sin-')).items)).to.deep.equal(['pronto', 'deZoe', 'tarde']);
    // A policy's claims, every status unless a status filter says otherwise (spec 01 §7: the policy detail's block).
    expect(nombres((await lista(`?polizaId=${p.auto}&order=noSiniestro asc`)).items)).to.deep.equal(['sinFecha', 'finalizado', 'rechazado', 'pronto', 'tarde']);
    expect(nombres((await lista(`?polizaId[in]=${p.auto}&status[ni]=finalizado`)).items)).to.deep.equal(['rechazado', 'pronto', 'tarde', 'sinFecha']);
    expect(nombres((await lista(`?clienteId=${p.cartera.clienteId}&order=noSiniestro asc`)).items)).to.deep.equal(['sinFecha', 'pronto', 'tarde']);
  });

  it('pages like the other lists and refuses unknown filters with a Spanish message', async () => {
    const primera = await lista('?size=3&page=1');
    expect(primera).to.include({ totalItems: 4, totalPages: 2, pageSize: 3 });
    expect(nombres((await lista('?size=3&page=2')).items)).to.deep.equal(['sinFecha']);
    for (const query of ['?descripcion[cn]=x', '?status=abierto', '?order=descripcion asc', '?fechaSiniestro[ge]=ayer']) {
      const res = await server.api('GET', `/siniestros${query}`, undefined, agente.auth);
      expect(res.status, query).to.equal(400);
      expect(res.body.message, query).to.be.a('string').and.not.equal('');
    }
  });
});
