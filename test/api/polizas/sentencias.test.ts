import { expect } from 'chai';
import type { Knex } from 'knex';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearPoliza, prepararCartera, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/**
 * Issue 19 (docs/adr/042-coste-de-la-api.md): the detail and the summary are one statement, with no
 * transaction (ApiRouter.leer), which binds the agent, reads the session and then the data: the
 * policy with insured people, vehicle and receipts in its row, the totals with the goals. The list
 * sends one statement besides its transaction and set-up (which also reads the data version): its
 * rows with their e-mails.
 */

type Respuesta = Awaited<ReturnType<TestServer['api']>>;

interface Sentencia {
  sql: string;
  __knexTxId?: string;
}

describe('statements per request of the hottest reads (issue 19)', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let cartera: Cartera;
  let knex: Knex;

  before(async () => {
    server = await startTestServer();
    knex = (await getTestDatabase()).knex;
    agente = await crearAgente(server);
    cartera = await prepararCartera(server, agente);
    await crearPoliza(server, agente, cartera, { noPoliza: 'SENT-1' });
  });
  after(() => server?.close());

  /** The request's statements: its one statement, or those of its transaction, the one whose set-up bound the agent (a background job may query meanwhile, in its own). */
  async function sentenciasDe(path: string): Promise<{ body: Respuesta['body']; sentencias: string[] }> {
    const todas: Sentencia[] = [];
    const anotar = (q: Sentencia) => todas.push(q);
    knex.on('query', anotar);
    let respuesta: Respuesta;
    try {
      respuesta = await server.api('GET', path, undefined, agente.auth);
    } finally {
      knex.removeListener('query', anotar);
    }
    expect(respuesta.status, path).to.equal(200);
    const setUp = todas.filter((q) => q.sql.includes(`set_config('app.agente_id'`));
    expect(setUp, 'one statement binds the agent').to.have.length(1);
    const propia = setUp[0].__knexTxId;
    return { body: respuesta.body.body, sentencias: propia === undefined ? [setUp[0].sql] : todas.filter((q) => q.__knexTxId === propia).map((q) => q.sql) };
  }

  const forma = (sentencias: string[]) => sentencias.map((s) => /^\s*(\w+)/.exec(s)?.[1].toLowerCase());

  it('reads the detail, receipts included, in one statement without a transaction', async () => {
    const [{ id }] = (await server.api('GET', '/polizas?noPoliza[eq]=SENT-1', undefined, agente.auth)).body.body.items;
    const { body, sentencias } = await sentenciasDe(`/polizas/${id}`);
    expect(forma(sentencias)).to.deep.equal(['select']);
    expect(sentencias[0]).to.include('"recibos"');
    expect(body.recibos).to.have.length(1);
    expect(body.recibos[0].moneda).to.deep.equal(body.moneda);
  });

  it('reads a list page with its e-mails in the rows statement, its data version in the set-up', async () => {
    const { body, sentencias } = await sentenciasDe('/polizas');
    // A partly filled page gives its total: no count.
    expect(forma(sentencias)).to.deep.equal(['begin', 'select', 'select', 'commit']);
    expect(sentencias[1]).to.include('versiones_cartera');
    expect(body.items[0].cliente.correos).to.have.length(1);
  });

  it('reads the summary, goals included, in one statement without a transaction', async () => {
    const { sentencias } = await sentenciasDe('/reportes/resumen-cartera');
    expect(forma(sentencias)).to.deep.equal(['select']);
    expect(sentencias[0]).to.include(' as metas');
  });
});
