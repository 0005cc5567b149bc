import { expect } from 'chai';
import { MENSAJES_POLIZAS } from '../../../plugins/polizas/shared/polizas.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearClave, crearCliente, crearPoliza, datosPoliza, pagarRecibo, prepararCartera, recibosDePoliza, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { subirPdf } from '../crm/subir-archivo.ts';
import { getTestDatabase } from '../../helpers/db.ts';

const suma = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b * 100, 0)) / 100;

describe('polizas API', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let cartera: Cartera;
  const api = (cuenta: Cuenta | null, method: string, path: string, body?: unknown) => server.api(method, path, body, cuenta?.auth ?? {});

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    cartera = await prepararCartera(server, agente);
  });
  after(() => server?.close());

  describe('capture', () => {
    it('saves an Auto policy, calculates its receipt and answers the detail with client, key, vehicle and commission', async () => {
      const id = await crearPoliza(server, agente, cartera, { noPoliza: 'abc-123' });
      const { status, body } = await api(agente, 'GET', `/polizas/${id}`);
      expect(status).to.equal(200);
      const p = body.body;
      expect(p).to.include({
        id,
        status: 'vigente',
        noPoliza: 'ABC-123',
        formaPago: 'contado',
        prima: 10000,
        total: 12180,
        porcentajeComision: 10,
        comisiones: 1000,
        esRobot: false,
        polizaIDRenovo: null,
      });
      expect(p.ramo).to.deep.equal({ id: 1, ramo: 'Auto', modelo: 1 });
      expect(p.cliente.id).to.equal(cartera.clienteId);
      expect(p.cliente.correos).to.have.length(1);
      expect(p.agenteClave.id).to.equal(cartera.claveId);
      expect(p.agenteClave.aseguradora.abreviacion).to.be.a('string');
      expect(p.moneda.abreviacion).to.equal('MXN');
      expect(p.vehiculo).to.include({ modelo: 2024, noSerie: '3N1CN8AE1RL800001', placas: 'ABC1234' });
      expect(p.recibos).to.have.length(1);
      expect(p.recibos[0]).to.include({
        serie: 1,
        totalSerie: 1,
        prima: 10000,
        derecho: 500,
        iva: 1680,
        total: 12180,
        fecVigDe: '2026-01-15',
        fecVigA: '2027-01-15',
        status: 'vencido',
      });
      expect(p.fecha).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('splits a monthly policy into 12 receipts from the same day of each month that add up exactly', async () => {
      const id = await crearPoliza(server, agente, cartera, { formaPago: 'mensual', prima: 10000.01, derecho: 0, iva: 1600, total: 11600.01 });
      const { body } = await api(agente, 'GET', `/polizas/${id}`);
      const recibos = body.body.recibos;
      expect(recibos).to.have.length(12);
      expect(recibos.map((r: { fecVigDe: string }) => r.fecVigDe.slice(8))).to.deep.equal(Array(12).fill('15'));
      expect(suma(recibos.map((r: { prima: number }) => r.prima))).to.equal(10000.01);
      expect(suma(recibos.map((r: { total: number }) => r.total))).to.equal(11600.01);
    });

    it('keeps the receipts the wizard sent, paid ones included', async () => {
      const id = await crearPoliza(server, agente, cartera, {
        formaPago: 'semestral',
        recibos: [
          {
            serie: 1,
            fecVigDe: '2026-01-15',
            fecVigA: '2026-07-15',
            fecVence: '2026-02-14',
            prima: 5000,
            derecho: 500,
            recargo: 0,
            iva: 880,
            total: 6380,
            status: 'pagado',
            fecPago: '2026-01-20',
            folioPago: 'F-1',
          },
          { serie: 2, fecVigDe: '2026-07-15', fecVigA: '2027-01-15', fecVence: '2026-08-14', prima: 5000, derecho: 0, recargo: 0, iva: 800, total: 5800 },
        ],
      });
      const { body } = await api(agente, 'GET', `/polizas/${id}`);
      expect(body.body.recibos.map((r: { status: string }) => r.status)).to.deep.equal(['pagado', 'vencido']);
      expect(body.body.recibos[0]).to.include({ folioPago: 'F-1', fecPago: '2026-01-20', tipoCambio: 1, comision: 500 });
    });

    it('stores the insured people of a Vida policy in order and ignores a vehicle there', async () => {
      const id = await crearPoliza(server, agente, cartera, {
        ramo: 5,
        iva: 0,
        total: 10500,
        asegurados: [
          { parentesco: 'titular', nombres: 'Ana', apPat: 'Gómez', genero: 'mujer', fecNacimiento: '1985-04-12' },
          { parentesco: 'otro', nombres: 'Luis', apPat: 'Gómez', apMat: 'Ruiz', genero: 'hombre', rfc: 'gorl900101' },
        ],
      });
      const { body } = await api(agente, 'GET', `/polizas/${id}`);
      expect(body.body.vehiculo).to.equal(null);
      expect(body.body.asegurados.map((a: { nombres: string; rfc: string | null }) => [a.nombres, a.rfc])).to.deep.equal([
        ['Ana', null],
        ['Luis', 'GORL900101'],
      ]);
      expect(body.body.porcentajeComision).to.equal(5);
    });

    it('answers the spec’s validation messages', async () => {
      const casos: [Record<string, unknown>, string][] = [
        [{ noPoliza: '' }, 'El número de póliza es obligatorio'],
        [{ concepto: null }, 'El concepto es obligatorio'],
        [{ paquete: '' }, 'El plan es obligatorio'],
        [{ cliente: null }, 'El contratante es obligatorio'],
        [{ claveAgente: null }, 'La clave de agente es obligatoria'],
        [{ formaPago: 'anual' }, 'La forma de pago debe ser uno de: contado, semestral, trimestral, mensual'],
        [{ noPoliza: 'x'.repeat(51) }, 'El número de póliza debe tener como máximo 50 caracteres'],
        [{ fechaVigenciaA: '2025-01-01' }, 'El fin de vigencia debe ser posterior al inicio'],
        [{ total: 99 }, MENSAJES_POLIZAS.totalNoCuadra],
        [{ prima: -1 }, 'La prima neta no puede ser negativa'],
        // What the wizard used to change silently is refused with the field's message (issue 18).
        [{ prima: 'abc' }, 'La prima neta debe ser un número'],
        [{ porcentajeComision: 150 }, 'El porcentaje de comisión debe ser menor o igual a 100'],
        [{ comision: 20000 }, 'La comisión no puede ser mayor a la prima total'],
        [{ ramo: 5, iva: 0, total: 10500, asegurados: [{ nombres: 'Ana', apPat: 'G', genero: 'mujer' }] }, 'El parentesto es obligatorio'],
        [{ ramo: 5, iva: 0, total: 10500, asegurados: [{ parentesco: 'titular', apPat: 'G', genero: 'mujer' }] }, 'El nombre es obligatorio'],
        [{ ramo: 5, iva: 0, total: 10500, asegurados: [{ parentesco: 'titular', nombres: 'Ana', genero: 'mujer' }] }, 'El apellido paterno es obligatorio'],
        [{ ramo: 5, iva: 0, total: 10500, asegurados: [{ parentesco: 'titular', nombres: 'Ana', apPat: 'G' }] }, 'El género es obligatorio'],
        [
          { recibos: [{ serie: 1, fecVigDe: '2026-01-15', fecVigA: '2027-01-15', fecVence: '2026-02-14', prima: 1, derecho: 0, recargo: 0, iva: 0, total: 2 }] },
          MENSAJES_POLIZAS.reciboTotalNoCuadra(1),
        ],
        // The total is checked against these: missing or null is a message, not a server error.
        [{ derecho: null }, 'El derecho de póliza es obligatorio (0 si no se cobra)'],
        [{ recargo: undefined }, 'El financiamiento es obligatorio (0 si no hay)'],
        [{ iva: null }, 'El IVA es obligatorio (0 si no aplica)'],
        [
          { recibos: [{ serie: 1, fecVigDe: '2026-01-15', fecVigA: '2027-01-15', fecVence: '2026-02-14', prima: 10000, derecho: null, recargo: 0, iva: 1680, total: 12180 }] },
          'El derecho del recibo es obligatorio (0 si no se cobra)',
        ],
      ];
      for (const [cambio, mensaje] of casos) {
        const res = await api(agente, 'POST', '/polizas', datosPoliza(cartera, cambio));
        expect(res.status, mensaje).to.equal(400);
        expect(res.body.message).to.equal(mensaje);
      }
    });

    it('refuses a key that does not cover the line, and a currency the agent has not configured', async () => {
      const soloVida = await crearClave(server, agente, { autos: false, salud: false, diversos: false });
      const sinRamo = await api(agente, 'POST', '/polizas', datosPoliza({ ...cartera, claveId: soloVida }));
      expect(sinRamo.status).to.equal(400);
      expect(sinRamo.body.message).to.equal(MENSAJES_POLIZAS.claveSinRamo);
      const dolares = await api(agente, 'POST', '/polizas', datosPoliza(cartera, { moneda: 2 }));
      expect(dolares.status).to.equal(400);
      expect(dolares.body.message).to.equal(MENSAJES_POLIZAS.monedaNoConfigurada);
    });
  });

  describe('edit and delete', () => {
    it('updates a policy, accepts the spec’s stray trailing space and keeps the payment form fixed', async () => {
      const id = await crearPoliza(server, agente, cartera);
      const { body } = await api(agente, 'GET', `/polizas/${id}`);
      const recibos = body.body.recibos;
      const put = await api(agente, 'PUT', `/polizas/${id}%20`, datosPoliza(cartera, { concepto: 'Auto familiar', recibos }));
      expect(put.status, JSON.stringify(put.body)).to.equal(200);
      expect((await api(agente, 'GET', `/polizas/${id}`)).body.body.concepto).to.equal('Auto familiar');
      const forma = await api(agente, 'PUT', `/polizas/${id}`, datosPoliza(cartera, { formaPago: 'mensual', recibos }));
      expect(forma.body.message).to.equal(MENSAJES_POLIZAS.formaPagoBloqueada);
    });

    it('will not drop a paid receipt from a policy', async () => {
      const id = await crearPoliza(server, agente, cartera, { formaPago: 'semestral' });
      const recibos = (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos;
      await api(agente, 'PUT', `/recibos/${recibos[0].id}/pagar`, { fechaPago: '2026-02-01', folioPago: 'F1', tipoCambio: 1 });
      const res = await api(agente, 'PUT', `/polizas/${id}`, datosPoliza(cartera, { formaPago: 'semestral', recibos: [recibos[1]] }));
      expect(res.status).to.equal(400);
      expect(res.body.message).to.equal(MENSAJES_POLIZAS.reciboPagadoNoSeQuita);
    });

    it('removes a receipt the edit drops together with its log, attachments and stored file', async () => {
      const id = await crearPoliza(server, agente, cartera, { formaPago: 'semestral' });
      const [primero, segundo] = (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos;
      const url = await subirPdf(server, agente, 'recibos', 'comprobante.pdf');
      expect((await api(agente, 'POST', '/adjuntos', { reciboId: primero.id, dominio: 'recibos', path: url, archivo: 'comprobante.pdf' })).status).to.equal(200);
      expect((await api(agente, 'POST', '/crm', { reciboId: primero.id, tipo: 'nota general', textos: [{ tipo: 'nota general', texto: 'Llamar al cliente' }] })).status).to.equal(
        200,
      );
      const res = await api(agente, 'PUT', `/polizas/${id}`, datosPoliza(cartera, { formaPago: 'semestral', recibos: [segundo] }));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      // The receipt is gone, and so are its log, its attachments and the file they named.
      expect((await api(agente, 'GET', `/crm?reciboId=${primero.id}`)).status).to.equal(404);
      expect((await api(agente, 'GET', `/adjuntos/recibos/${primero.id}`)).status).to.equal(404);
      expect((await fetch(`${server.url}${url}`, { headers: agente.auth })).status).to.equal(404);
      const db = await getTestDatabase();
      const restantes = await db.withOwner((k) =>
        k.raw(
          `select (select count(*) from bitacoras where entidad = 'recibos' and dueno_id = ?) + (select count(*) from adjuntos where entidad = 'recibos' and dueno_id = ?) as n`,
          [primero.id, primero.id],
        ),
      );
      expect(Number(restantes.rows[0].n)).to.equal(0);
    });

    it('keeps as cover page only a file the agent uploaded, never another address', async () => {
      const otro = await crearAgente(server);
      const ajena = await subirPdf(server, otro, 'polizas', 'caratula.pdf');
      for (const caratulaUrl of ['javascript:alert(1)', 'https://malicioso.example/caratula.pdf', ajena, '/api/storage/1/desconocido/x.pdf']) {
        const res = await api(agente, 'POST', '/polizas', datosPoliza(cartera, { caratula: { caratulaUrl, filename: 'caratula.pdf' } }));
        expect(res.status, caratulaUrl).to.equal(400);
        expect(res.body.message, caratulaUrl).to.equal(MENSAJES_POLIZAS.caratulaAjena);
      }
      const propia = await subirPdf(server, agente, 'polizas', 'caratula.pdf');
      const res = await api(agente, 'POST', '/polizas', datosPoliza(cartera, { caratula: { caratulaUrl: propia, filename: 'caratula.pdf' } }));
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect((await api(agente, 'GET', `/polizas/${res.body.body.id}`)).body.body.caratula).to.deep.equal({ caratulaUrl: propia, filename: 'caratula.pdf' });
    });

    it('answers 404, not an error, to a policy id that is no valid percent-encoding', async () => {
      for (const ruta of ['/polizas/%E0%A4%A', '/polizas/%', '/polizas/%FF']) {
        const res = await api(agente, 'GET', ruta);
        expect(res.status, ruta).to.equal(404);
        expect(res.body.message, ruta).to.equal(MENSAJES_POLIZAS.noExiste);
      }
    });

    it('marks a deleted policy eliminada: it leaves the list and its detail answers 404', async () => {
      const id = await crearPoliza(server, agente, cartera, { noPoliza: 'BORRAME-1' });
      const del = await api(agente, 'DELETE', `/polizas/${id}`);
      expect(del.status).to.equal(200);
      expect(del.body.message).to.equal(MENSAJES_POLIZAS.eliminada);
      expect((await api(agente, 'GET', `/polizas/${id}`)).status).to.equal(404);
      const lista = await api(agente, 'GET', '/polizas?noPoliza[cn]=BORRAME');
      expect(lista.body.body.totalItems).to.equal(0);
      expect((await api(agente, 'DELETE', `/polizas/${id}`)).status).to.equal(404);
    });
  });

  describe('list', () => {
    it('filters by client, number, insurer, line and validity start, and embeds what the cards show', async () => {
      const otroCliente = await crearCliente(server, agente, { nombres: 'Zacarías', apPat: 'Quintero', apMat: 'Vela' });
      await crearPoliza(
        server,
        agente,
        { ...cartera, clienteId: otroCliente },
        { noPoliza: 'LISTA-77', fechaVigenciaDe: '2019-03-01', ramo: 7, vehiculo: null, texto: 'Casa habitación' },
      );
      const res = await api(agente, 'GET', `/polizas?clienteId=${otroCliente}&noPoliza[cn]=lista&ramo=7&fechaVigenciaDe[bw]=2019-01-01,2019-12-31`);
      expect(res.status).to.equal(200);
      expect(res.body.body.totalItems).to.equal(1);
      const item = res.body.body.items[0];
      expect(item).to.include({
        noPoliza: 'LISTA-77',
        nombres: 'Zacarías',
        apPat: 'Quintero',
        ramo: 7,
        moneda: 'MXN',
        status: 'vigente',
        fechaVigenciaDe: '2019-03-01',
        polizaIDRenovo: null,
      });
      expect(item.polizaId).to.equal(item.id);
      expect(item.cliente.correos).to.have.length(1);
      const porNombre = await api(agente, 'GET', '/polizas?nombre[cn]=zacarias quintero');
      expect(porNombre.body.body.totalItems).to.equal(1);
      const abre = encodeURIComponent(item.aseguradoraAbre.slice(0, 3));
      expect((await api(agente, 'GET', `/polizas?abreviacion[cn]=${abre}&clienteId=${otroCliente}`)).body.body.totalItems).to.equal(1);
      expect((await api(agente, 'GET', '/polizas?ordenar=x')).status).to.equal(400);
    });

    it('answers exact totals after every write, though it remembers them between writes', async () => {
      // size=1: a full page, so the total is a count (or a remembered one), never the page's own rows.
      const total = async (cuenta: Cuenta, ruta: string) => (await api(cuenta, 'GET', `${ruta}${ruta.includes('?') ? '&' : '?'}size=1`)).body.body.totalItems as number;
      const porNumero = '/polizas?noPoliza[cn]=cuenta-77';
      const pendientes = '/recibos?status=PENDIENTE&poliza_noPoliza[cn]=cuenta-77';
      const antes = await total(agente, '/polizas');
      expect(await total(agente, '/polizas')).to.equal(antes);
      const id = await crearPoliza(server, agente, cartera, { noPoliza: 'CUENTA-77', formaPago: 'trimestral' });
      expect(await total(agente, '/polizas')).to.equal(antes + 1);
      expect(await total(agente, porNumero)).to.equal(1);
      expect(await total(agente, pendientes)).to.equal(4);
      await pagarRecibo(server, agente, (await recibosDePoliza(server, agente, id))[0].id);
      expect(await total(agente, pendientes)).to.equal(3);
      // Another agent's writes leave these totals alone, and its own totals are its own.
      const otro = await crearAgente(server);
      await crearPoliza(server, otro, await prepararCartera(server, otro), { noPoliza: 'CUENTA-77' });
      expect(await total(agente, porNumero)).to.equal(1);
      expect(await total(otro, '/polizas')).to.equal(1);
      expect((await api(agente, 'DELETE', `/polizas/${id}`)).status).to.equal(200);
      expect(await total(agente, '/polizas')).to.equal(antes);
      expect(await total(agente, porNumero)).to.equal(0);
      expect(await total(agente, pendientes)).to.equal(0);
    });
  });

  describe('renewal', () => {
    it('links the renewal both ways and refuses a second one while the first is in force', async () => {
      const original = await crearPoliza(server, agente, cartera, { noPoliza: 'REN-1' });
      const renovacion = await crearPoliza(server, agente, cartera, { noPoliza: 'REN-1', polizaIDRenovo: original, fechaVigenciaDe: '2027-01-15' });
      expect((await api(agente, 'GET', `/polizas/${original}`)).body.body.polizaIDRenovo).to.equal(renovacion);
      expect((await api(agente, 'GET', `/polizas/${renovacion}`)).body.body.renuevaA).to.equal(original);
      const otra = await api(agente, 'POST', '/polizas', datosPoliza(cartera, { polizaIDRenovo: original, fechaVigenciaDe: '2027-01-15' }));
      expect(otra.status).to.equal(400);
      expect(otra.body.message).to.equal('Esta póliza ya fue renovada; cancela o termina la otra póliza antes de crear otra renovación');
      expect(otra.body.body.polizaIDRenovo).to.equal(renovacion);
      // Cancelling the renewal frees the original to be renewed again.
      await api(agente, 'PUT', `/polizas/${renovacion}/cancelar`, { razonId: await razon(0), texto: 'Se capturó mal' });
      const tercera = await api(agente, 'POST', '/polizas', datosPoliza(cartera, { polizaIDRenovo: original, fechaVigenciaDe: '2027-01-15' }));
      expect(tercera.status).to.equal(200);
    });

    it('renews only vigente, terminada or cancelada policies, and only with POLIZAS_W or POLIZAS_RENOVACIONES', async () => {
      const pendiente = await crearPoliza(server, agente, cartera, { status: 'pendiente' });
      const res = await api(agente, 'POST', '/polizas', datosPoliza(cartera, { polizaIDRenovo: pendiente }));
      expect(res.body.message).to.equal(MENSAJES_POLIZAS.noRenovable);
      const renovador = await crearUsuarioAdicional(server, agente, ['ROLE_RENOVACIONES']);
      const original = await crearPoliza(server, agente, cartera);
      expect((await api(renovador, 'POST', '/polizas', datosPoliza(cartera))).status).to.equal(403);
      expect((await api(renovador, 'POST', '/polizas', datosPoliza(cartera, { polizaIDRenovo: original, fechaVigenciaDe: '2027-01-15' }))).status).to.equal(200);
    });
  });

  describe('close and reactivate', () => {
    it('cancels a policy without payments with its pending receipts, and reactivation restores both', async () => {
      const id = await crearPoliza(server, agente, cartera, { formaPago: 'trimestral' });
      const cerrar = await api(agente, 'PUT', `/polizas/${id}/cancelar`, { razonId: await razon(0), texto: 'El cliente vendió el auto' });
      expect(cerrar.status).to.equal(200);
      expect(cerrar.body.body.status).to.equal('cancelada');
      expect(cerrar.body.message).to.equal('Póliza cancelada correctamente');
      let p = (await api(agente, 'GET', `/polizas/${id}`)).body.body;
      expect(p.status).to.equal('cancelada');
      expect(p.recibos.every((r: { status: string }) => r.status === 'cancelado')).to.equal(true);
      expect((await api(agente, 'PUT', `/polizas/${id}/cancelar`, { razonId: await razon(0), texto: 'otra vez' })).body.message).to.equal(MENSAJES_POLIZAS.noCerrable);
      const reactivar = await api(agente, 'PUT', `/polizas/${id}/reactivar`, { razonId: await razon(0), texto: 'Pagó' });
      expect(reactivar.status).to.equal(200);
      p = (await api(agente, 'GET', `/polizas/${id}`)).body.body;
      expect(p.status).to.equal('vigente');
      expect(p.recibos.every((r: { status: string }) => r.status !== 'cancelado')).to.equal(true);
    });

    it('terminates a policy with a paid receipt, keeps the payment, and asks for a reason and comments', async () => {
      const id = await crearPoliza(server, agente, cartera, { formaPago: 'semestral' });
      const [primero, segundo] = (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos;
      await api(agente, 'PUT', `/recibos/${primero.id}/pagar`, { fechaPago: '2026-02-01', folioPago: 'F1', tipoCambio: 1 });
      // A receipt cancelled by hand stays cancelled after the policy is reactivated.
      expect((await api(agente, 'PUT', `/polizas/${id}/cancelar`, { razonId: await razon(0) })).body.message).to.equal('Los comentarios son obligatorios');
      expect((await api(agente, 'PUT', `/polizas/${id}/cancelar`, { texto: 'x' })).body.message).to.equal('El motivo es obligatorio');
      const res = await api(agente, 'PUT', `/polizas/${id}/cancelar`, { razonId: await razon(0), texto: 'Fin' });
      expect(res.body.body.status).to.equal('terminada');
      const recibos = (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos;
      expect(recibos.map((r: { id: number; status: string }) => [r.id, r.status])).to.deep.equal([
        [primero.id, 'pagado'],
        [segundo.id, 'cancelado'],
      ]);
    });
  });

  describe('access', () => {
    it('needs a token, POLIZAS_W to capture, POLIZAS_D to delete', async () => {
      expect((await api(null, 'GET', '/polizas')).status).to.equal(401);
      const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
      const id = await crearPoliza(server, agente, cartera);
      expect((await api(lector, 'GET', `/polizas/${id}`)).status).to.equal(200);
      expect((await api(lector, 'POST', '/polizas', datosPoliza(cartera))).status).to.equal(403);
      expect((await api(lector, 'PUT', `/polizas/${id}`, datosPoliza(cartera))).status).to.equal(403);
      expect((await api(lector, 'DELETE', `/polizas/${id}`)).status).to.equal(403);
      expect((await api(lector, 'PUT', `/polizas/${id}/cancelar`, { razonId: 1, texto: 'x' })).status).to.equal(403);
    });

    it('never shows or changes another agent’s policies, nor lets a policy name another agent’s client or key', async () => {
      const id = await crearPoliza(server, agente, cartera);
      const otro = await crearAgente(server);
      const suyo = await prepararCartera(server, otro);
      expect((await api(otro, 'GET', `/polizas/${id}`)).status).to.equal(404);
      expect((await api(otro, 'PUT', `/polizas/${id}`, datosPoliza(suyo))).status).to.equal(404);
      expect((await api(otro, 'DELETE', `/polizas/${id}`)).status).to.equal(404);
      expect((await api(otro, 'PUT', `/polizas/${id}/cancelar`, { razonId: await razon(0), texto: 'x' })).status).to.equal(404);
      expect((await api(otro, 'GET', '/polizas')).body.body.totalItems).to.equal(0);
      const conCliente = await api(otro, 'POST', '/polizas', datosPoliza({ ...suyo, clienteId: cartera.clienteId }));
      expect(conCliente.status).to.equal(404);
      expect(conCliente.body.message).to.equal(MENSAJES_POLIZAS.clienteNoExiste);
      const conClave = await api(otro, 'POST', '/polizas', datosPoliza({ ...suyo, claveId: cartera.claveId }));
      expect(conClave.status).to.equal(404);
      expect((await api(otro, 'POST', '/polizas', datosPoliza(suyo, { polizaIDRenovo: id }))).status).to.equal(404);
      // The activity log refuses an entry for another agent's policy: the reference is per agent.
      const bitacora = await api(otro, 'POST', '/crm', { polizaId: id, textos: [{ tipo: 'nota general', texto: 'hola' }] });
      expect(bitacora.status).to.equal(404);
    });
  });

  it('writes every change in the policy’s activity log with its author', async () => {
    const id = await crearPoliza(server, agente, cartera, { noPoliza: 'LOG-1' });
    const [recibo] = (await api(agente, 'GET', `/polizas/${id}`)).body.body.recibos;
    await api(agente, 'PUT', `/recibos/${recibo.id}/pagar`, { fechaPago: '2026-02-01', folioPago: 'F9', tipoCambio: 1 });
    const log = await api(agente, 'GET', `/crm?polizaId=${id}`);
    expect(log.status).to.equal(200);
    const asuntos = log.body.body.map((r: { asunto: string }) => r.asunto);
    expect(asuntos).to.deep.equal(['Pago de recibo', 'Captura']);
    expect(log.body.body[0].textos[0].texto).to.equal('Recibo 1/1 pagado el 2026-02-01, folio F9');
    expect(log.body.body[0].autor.id).to.be.a('number');
  });

  async function razon(tipo: number): Promise<number> {
    const res = await api(agente, 'GET', `/razones?modelo=0&tipo=${tipo}`);
    return res.body.body[0].id;
  }
});
