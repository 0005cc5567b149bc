import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/**
 * The capture wizard's calls answer every role that opens it: the policy writer and the renewals
 * role search and read the contratante and read the agent keys (it used to take a 403 on each).
 */
describe('pólizas: lo que el asistente de captura lee, con cada privilegio que lo abre', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let clienteId: number;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    clienteId = await crearCliente(server, agente, { nombres: 'Norma', apPat: 'Ibarra' });
  });
  after(() => server?.close());

  for (const roles of [['ROLE_POLIZAS_W'], ['ROLE_RENOVACIONES']]) {
    it(`answers ${roles.join(', ')} the client search, the client and the agent keys`, async () => {
      const usuario = await crearUsuarioAdicional(server, agente, roles);
      for (const ruta of ['/clientes?nombre=Norma&size=20', `/clientes/${clienteId}`, '/aseguradoras/claves']) {
        const res = await server.api('GET', ruta, undefined, usuario.auth);
        expect(res.status, `${ruta}: ${res.body.message}`).to.equal(200);
      }
      // Still no more than reading: writing clients stays with the clients' privilege.
      expect((await server.api('PUT', `/clientes/${clienteId}`, { nombres: 'Otra' }, usuario.auth)).status).to.equal(403);
    });
  }
});
