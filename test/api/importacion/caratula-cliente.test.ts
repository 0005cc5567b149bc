import { expect } from 'chai';
import { withTenant } from '../../../core/server/db/tenancy.ts';
import { clienteT } from '../../../plugins/clientes/server/index.ts';
import { agenteClaveT, polizaT } from '../../../plugins/polizas/server/index.ts';
import { crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import type { TestServer } from '../../helpers/server.ts';
import { caratulaSubida, escenarioDeCaratula, fixture, previewDeCaratula } from './caratulas.ts';

/**
 * Issue 13 (docs/adr/035, "La vista previa no escribe"): the cover-page preview only looks the
 * contractor up; POST /polizas/caratula/cliente creates it when the agent accepts.
 */
describe('importacion: the cover-page preview writes nothing; the contractor is created on request', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let gnpAuto: string;

  const cuerpo = (caratulaUrl: string, extra: object = {}) => ({ fileName: 'gnp-auto.pdf', caratulaUrl, ...extra });
  const preview = (cuenta: Cuenta, caratulaUrl: string, extra: object = {}) => previewDeCaratula(server, cuenta, caratulaUrl, extra);
  const crearCliente = (cuenta: Cuenta, body: unknown) => server.api('POST', '/polizas/caratula/cliente', body, cuenta.auth);

  /** The agent's rows in the tables a cover page may write (counted in the agent's own scope: other tests share PostgreSQL). */
  async function conteos(cuenta: Cuenta): Promise<{ clientes: number; polizas: number; claves: number }> {
    const { knex } = await getTestDatabase();
    return withTenant(knex, cuenta.login.agenteId, async (trx) => {
      const contar = async (tabla: string) => Number((await trx(tabla).count<{ n: string }[]>('* as n'))[0].n);
      return { clientes: await contar(clienteT.nombre), polizas: await contar(polizaT.nombre), claves: await contar(agenteClaveT.nombre) };
    });
  }

  before(async () => ({ server, agente, otro, gnpAuto } = await escenarioDeCaratula()));
  after(() => server.close());

  it('previews a page whose contractor is new without creating it: cliente.id null, the printed contractor, no row written', async () => {
    const antes = await conteos(agente);
    expect(antes).to.deep.equal({ clientes: 0, polizas: 0, claves: 0 });
    // Accepting code 10 creates the key (spec 02 §4), and nothing else.
    const r = await preview(agente, gnpAuto, { crearClaveAgente: true });
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ ok: true, code: 0 });
    expect(r.body.body.poliza.cliente).to.deep.equal({ id: null, nombre: 'JUAN CARLOS PÉREZ LÓPEZ' });
    expect(r.body.body.contratante).to.include({ fiscal: 'fisica', nombres: 'JUAN CARLOS', apPat: 'PÉREZ', apMat: 'LÓPEZ', rfc: 'PELJ840317511' });
    expect(await conteos(agente)).to.deep.equal({ clientes: 0, polizas: 0, claves: 1 });
    // A plain preview writes nothing at all.
    const otra = await preview(agente, gnpAuto);
    expect(otra.body).to.include({ ok: true, code: 0 });
    expect(otra.body.body.poliza.cliente.id).to.equal(null);
    expect(await conteos(agente)).to.deep.equal({ clientes: 0, polizas: 0, claves: 1 });
  });

  it('creates the contractor once with esRobot when asked (a second call answers the same id, creado false); the preview then finds it', async () => {
    const r = await crearCliente(agente, cuerpo(gnpAuto));
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ ok: true, code: 0, message: 'Se ha creado el cliente JUAN CARLOS PÉREZ LÓPEZ' });
    expect(r.body.body.creado).to.equal(true);
    const { id } = r.body.body;
    const cliente = await server.api('GET', `/clientes/${id}`, undefined, agente.auth);
    expect(cliente.body.body).to.include({ rfc: 'PELJ840317511', nombres: 'JUAN CARLOS', esRobot: true });

    const otra = await crearCliente(agente, cuerpo(gnpAuto));
    expect(otra.body).to.include({ ok: true, message: 'El cliente JUAN CARLOS PÉREZ LÓPEZ ya está en tu cartera' });
    expect(otra.body.body).to.deep.equal({ id, creado: false });
    expect((await conteos(agente)).clientes).to.equal(1);

    const vista = await preview(agente, gnpAuto);
    expect(vista.body.body.poliza.cliente).to.deep.equal({ id, nombre: 'JUAN CARLOS PÉREZ LÓPEZ' });
    // The import takes that same client.
    const hecho = await server.api('POST', '/polizas/caratula', cuerpo(gnpAuto), agente.auth);
    expect(hecho.body, JSON.stringify(hecho.body)).to.include({ ok: true });
    const poliza = await server.api('GET', `/polizas/${hecho.body.body.id}`, undefined, agente.auth);
    expect(poliza.body.body.cliente.id).to.equal(id);
    expect(await conteos(agente)).to.deep.equal({ clientes: 1, polizas: 1, claves: 1 });
  });

  it("answers another agent's file with a 404 and creates nothing for anyone", async () => {
    const antes = await Promise.all([conteos(agente), conteos(otro)]);
    const r = await crearCliente(otro, cuerpo(gnpAuto));
    expect(r.status).to.equal(404);
    expect(r.body.message).to.equal('El archivo no existe; súbelo de nuevo');
    expect(await Promise.all([conteos(agente), conteos(otro)])).to.deep.equal(antes);
  });

  it('validates the body with Spanish messages; an unreadable page creates no client', async () => {
    const sinArchivo = await crearCliente(agente, { fileName: 'gnp-auto.pdf' });
    expect(sinArchivo.status).to.equal(400);
    expect(sinArchivo.body.message).to.equal('El archivo es obligatorio');
    const sinNombre = await crearCliente(agente, { caratulaUrl: gnpAuto });
    expect(sinNombre.status).to.equal(400);
    expect(sinNombre.body.message).to.equal('El nombre del archivo es obligatorio');
    const escaneada = await caratulaSubida(server, otro, fixture('escaneada.pdf'), 'escaneada.pdf');
    const r = await crearCliente(otro, { fileName: 'escaneada.pdf', caratulaUrl: escaneada });
    expect(r.body).to.deep.equal({ ok: false, code: 11, message: 'El PDF no tiene texto legible: parece un escaneo o una foto de la carátula', body: null });
    expect((await conteos(otro)).clientes).to.equal(0);
  });

  it('requires POLIZAS_IMPORT or POLIZAS_W, as the preview (403 otherwise)', async () => {
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    const denegado = await crearCliente(lector, cuerpo(gnpAuto));
    expect(denegado.status).to.equal(403);
    const capturista = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_W']);
    const r = await crearCliente(capturista, cuerpo(gnpAuto));
    expect(r.body, JSON.stringify(r.body)).to.include({ ok: true });
    expect(r.body.body.creado).to.equal(false);
  });
});
