import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import type { TransactionState } from '../../../core/server/http/state.ts';
import { createLogger } from '../../../core/server/log.ts';
import { DUENOS_CRM, type DuenosDeCrm } from '../../../plugins/crm/server/index.ts';
import { duenoDeParams } from '../../../plugins/crm/web/components/duenoDeParams.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { pluginsDelNucleo, startTestServer, type TestServer } from '../../helpers/server.ts';
import { subirPdf } from './subir-archivo.ts';

/**
 * crm names no owner: each plugin registers its records as owners of a log and attachments
 * (registrarDueno), and deletes theirs through crm when it deletes records (docs/adr/020-datos-por-plugin.md).
 */
describe('crm: owners register themselves', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let duenos: DuenosDeCrm;
  // A kind of record crm has never heard of, registered the way its plugin would in register().
  const reclamos = new Set<number>();

  before(async () => {
    // crm's answers name every registered owner: the core's plugins only, whatever plugins join later.
    server = await startTestServer({ plugins: pluginsDelNucleo() });
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    duenos = server.app.services.get(DUENOS_CRM);
    duenos.registrar('reclamos', { clave: 'reclamoId', entidad: 'reclamos', existe: async (_trx, id) => reclamos.has(id) });
  });
  after(() => server.close());

  const texto = [{ tipo: 'nota general', texto: 'Reporte del ajustador' }];
  const descargar = async (url: string) => (await fetch(`${server.url}${url}`, { headers: agente.auth })).status;

  it('serves a newly registered owner through the same calls, and only its existing records', async () => {
    reclamos.add(41);
    const res = await server.api('POST', '/crm', { reclamoId: 41, textos: texto }, agente.auth);
    expect(res.status, res.body.message).to.equal(200);
    const registros = (await server.api('GET', '/crm?reclamoId=41', undefined, agente.auth)).body.body;
    expect(registros).to.have.length(1);
    expect(registros[0]).to.deep.include({ reclamoId: 41, clienteId: null, polizaId: null, reciboId: null });

    const path = await subirPdf(server, agente, 'clientes', 'parte-siniestro.pdf');
    const adjunto = await server.api('POST', '/adjuntos', { reclamoId: 41, dominio: 'clientes', path, archivo: 'parte.pdf' }, agente.auth);
    expect(adjunto.status, adjunto.body.message).to.equal(200);
    expect((await server.api('GET', '/adjuntos/reclamos/41', undefined, agente.auth)).body.body).to.have.length(1);

    // The owner's `existe` decides: an id it does not know is a 404, for reading and for writing.
    expect((await server.api('GET', '/crm?reclamoId=42', undefined, agente.auth)).body.message).to.equal('No existe el registro de reclamos 42');
    expect((await server.api('POST', '/crm', { reclamoId: 42, textos: texto }, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', '/adjuntos/reclamos/42', undefined, agente.auth)).status).to.equal(404);
    // Its key joins the accepted ones.
    expect((await server.api('POST', '/crm', { textos: texto }, agente.auth)).body.message).to.equal('Indica exactamente uno de: clienteId, polizaId, reciboId, reclamoId');
  });

  it('refuses a registration whose key or entidad another plugin took, or that is malformed', () => {
    const existe = async () => true;
    expect(() => duenos.registrar('otro', { clave: 'clienteId', entidad: 'personas', existe })).to.throw(/ya lo registró "clientes"/);
    expect(() => duenos.registrar('otro', { clave: 'personaId', entidad: 'polizas', existe })).to.throw(/ya lo registró "polizas"/);
    expect(() => duenos.registrar('otro', { clave: 'Persona' as 'personaId', entidad: 'personas', existe })).to.throw(/terminada en Id/);
    expect(() => duenos.registrar('otro', { clave: 'personaId', entidad: 'Personas-2', existe })).to.throw(/letras minúsculas/);
    expect(duenos.entidades()).to.deep.equal(['clientes', 'polizas', 'recibos', 'reclamos']);
  });

  it("opens the web dialogs for an owner crm's web does not list when the caller names its key", () => {
    // What polizas' web plugin contributes for its records (plugins/polizas/web/index.ts).
    const conPagina = [{ clave: 'polizaId' as const, entidad: 'polizas', volver: () => '/polizas' }];
    expect(duenoDeParams({ entidad: 'reclamos', clave: 'reclamoId', id: 41 }, conPagina)).to.deep.equal({ dueno: { entidad: 'reclamos', clave: 'reclamoId' }, id: 41 });
    expect(duenoDeParams({ entidad: 'polizas', id: 7 }, conPagina)?.dueno).to.deep.equal({ entidad: 'polizas', clave: 'polizaId' });
    for (const params of [
      { entidad: 'reclamos', id: 41 },
      { entidad: 'reclamos', clave: 'reclamo', id: 41 },
      { entidad: 'Reclamos', clave: 'reclamoId', id: 41 },
    ]) {
      expect(duenoDeParams(params, conPagina), JSON.stringify(params)).to.equal(null);
    }
  });

  describe('deleting owners', () => {
    /** Runs the owner's delete as its route would: in a transaction bound to the agent, then the after-commit work. */
    async function eliminar(cuenta: Cuenta, entidad: string, ids: number[], fallar = false): Promise<void> {
      const db = await getTestDatabase();
      const afterCommit: (() => Promise<void>)[] = [];
      await withTenant(db.knex, cuenta.login.agenteId, async (trx) => {
        const state: TransactionState = {
          requestId: 'prueba',
          log: createLogger('silent'),
          session: {
            sesionId: '00000000-0000-4000-8000-000000000000',
            usuarioId: cuenta.login.usuario.id,
            agenteId: cuenta.login.agenteId,
            roles: [],
            permisos: [],
            can: () => true,
          },
          trx,
          afterCommit,
        };
        await duenos.eliminar(state, entidad, ids);
        if (fallar) throw new Error('revertida a propósito');
      }).catch((err: Error) => {
        if (!fallar) throw err;
      });
      if (!fallar) for (const tarea of afterCommit) await tarea();
    }

    const anotar = async (cuenta: Cuenta, clienteId: number, path: string | null) => {
      const adjunto = path ? { dominio: 'clientes', path, archivo: 'a.pdf' } : null;
      const res = await server.api('POST', '/crm', { clienteId, textos: [{ tipo: adjunto ? 'adjunto' : 'nota general', texto: 'x', adjunto }] }, cuenta.auth);
      expect(res.status, res.body.message).to.equal(200);
    };
    const adjuntar = async (cuenta: Cuenta, clienteId: number, path: string) => {
      const res = await server.api('POST', '/adjuntos', { clienteId, dominio: 'clientes', path, archivo: 'a.pdf' }, cuenta.auth);
      expect(res.status, res.body.message).to.equal(200);
    };
    const bitacora = async (cuenta: Cuenta, clienteId: number) => (await server.api('GET', `/crm?clienteId=${clienteId}`, undefined, cuenta.auth)).body.body;
    const adjuntos = async (cuenta: Cuenta, clienteId: number) => (await server.api('GET', `/adjuntos/clientes/${clienteId}`, undefined, cuenta.auth)).body.body;

    it("removes the owners' log and attachments, and once committed their files no other record names", async () => {
      const [uno, dos, queda] = [await crearCliente(server, agente), await crearCliente(server, agente), await crearCliente(server, agente)];
      const propio = await subirPdf(server, agente, 'clientes', 'propio.pdf');
      const delLog = await subirPdf(server, agente, 'clientes', 'del-log.pdf');
      const compartido = await subirPdf(server, agente, 'clientes', 'compartido.pdf');
      await adjuntar(agente, uno, propio);
      await anotar(agente, dos, delLog);
      await anotar(agente, dos, null);
      await adjuntar(agente, dos, compartido);
      await adjuntar(agente, queda, compartido);
      await anotar(agente, queda, null);

      await eliminar(agente, 'clientes', [uno, dos]);
      for (const id of [uno, dos]) {
        expect(await bitacora(agente, id), `bitácora ${id}`).to.deep.equal([]);
        expect(await adjuntos(agente, id), `adjuntos ${id}`).to.deep.equal([]);
      }
      expect(await bitacora(agente, queda)).to.have.length(1);
      expect(await adjuntos(agente, queda)).to.have.length(1);
      expect(await descargar(propio)).to.equal(404);
      expect(await descargar(delLog)).to.equal(404);
      expect(await descargar(compartido), 'still attached to another client').to.equal(200);
    });

    it("touches only the calling agent's rows, and a rolled-back delete keeps rows and files", async () => {
      const suyo = await crearCliente(server, otro);
      await anotar(otro, suyo, null);
      await eliminar(agente, 'clientes', [suyo]);
      expect(await bitacora(otro, suyo)).to.have.length(1);

      const mio = await crearCliente(server, agente);
      const path = await subirPdf(server, agente, 'clientes', 'revertido.pdf');
      await adjuntar(agente, mio, path);
      await eliminar(agente, 'clientes', [mio], true);
      expect(await adjuntos(agente, mio)).to.have.length(1);
      expect(await descargar(path)).to.equal(200);
    });

    it('refuses an entidad no plugin registered: a typo must not delete nothing silently', async () => {
      let error: Error | undefined;
      await eliminar(agente, 'cliente', [1]).catch((e: Error) => (error = e));
      expect(error?.message).to.equal('crm: la entidad "cliente" no está registrada como dueña (registrarDueno)');
    });
  });
});
