import { expect } from 'chai';
import { crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';
import { caratulaSubida, escenarioDeCaratula, fixture, previewDeCaratula, subirCaratula } from './caratulas.ts';

/** Issue 13: POST /polizas/caratula/preview and /polizas/caratula (spec 02 §4, §7, §8). */
describe('importacion: policy cover pages in PDF', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let gnpAuto: string;

  const preview = (cuenta: Cuenta, caratulaUrl: string, extra: object = {}) => previewDeCaratula(server, cuenta, caratulaUrl, extra);
  const importar = (cuenta: Cuenta, caratulaUrl: string, extra: object = {}) =>
    server.api('POST', '/polizas/caratula', { fileName: 'gnp-auto.pdf', caratulaUrl, ...extra }, cuenta.auth);

  async function polizasConNumero(cuenta: Cuenta, noPoliza: string): Promise<{ polizaId: number; esRobot: boolean }[]> {
    const r = await server.api('GET', `/polizas?noPoliza[cn]=${noPoliza}&fechaVigenciaDe[bw]=2000-01-01,2099-12-31&size=50`, undefined, cuenta.auth);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    return r.body.body.items;
  }

  before(async () => ({ server, agente, otro, gnpAuto } = await escenarioDeCaratula()));
  after(() => server.close());

  it('marks the insurers with a format as PDF-readable in the catalogue, and the rest not', async () => {
    const r = await server.api('GET', '/aseguradoras?size=-1', undefined, agente.auth);
    expect(r.status).to.equal(200);
    const items: { abreviacion: string; pdf: boolean }[] = r.body.body.items;
    const gnp = items.find((a) => a.abreviacion === 'GNP');
    expect(gnp?.pdf).to.equal(true);
    expect(items.find((a) => a.abreviacion === 'AGROASEMEX')?.pdf).to.equal(false);
  });

  it('asks to create the agent key the cover page names (code 10), then previews the draft with its confidences', async () => {
    const sinClave = await preview(agente, gnpAuto);
    expect(sinClave.status).to.equal(200);
    expect(sinClave.body).to.include({ ok: false, code: 10 });
    expect(sinClave.body.message).to.equal('La clave de agente 0123456 de GNP Seguros no está registrada');
    // Nothing was created by the refused preview.
    const claves = await server.api('GET', '/aseguradoras/claves?size=99999', undefined, agente.auth);
    expect(claves.body.body.items ?? claves.body.body).to.have.length(0);

    const r = await preview(agente, gnpAuto, { crearClaveAgente: true });
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ ok: true, code: 0 });
    const { poliza, confianza, existente, agenteClave } = r.body.body;
    expect(poliza).to.include({ noPoliza: '1100254789', paquete: 'AMPLIA', formaPago: 'semestral', fechaVigenciaDe: '2026-01-15', fechaVigenciaA: '2027-01-15', ramo: 1 });
    expect(poliza).to.include({ prima: 14523, derecho: 650, recargo: 435.69, iva: 2497.39, total: 18106.08 });
    expect(poliza.concepto).to.equal('NISSAN VERSA ADVANCE 1.6L AUT. 4 PTAS');
    expect(poliza.vehiculo).to.include({ noSerie: '3N1CN8AE5PL812345', modelo: 2023, placas: 'NXT4821' });
    expect(poliza.cliente.nombre).to.equal('JUAN CARLOS PÉREZ LÓPEZ');
    expect(poliza.caratula).to.deep.equal({ caratulaUrl: gnpAuto, filename: 'gnp-auto.pdf' });
    expect(agenteClave.clave).to.equal('0123456');
    expect(agenteClave.aseguradora.abreviacion).to.equal('GNP');
    expect(poliza.claveAgente).to.equal(agenteClave.id);
    expect(existente).to.equal(null);
    // The preview only looks the contractor up (docs/adr/035): not a client yet.
    expect(poliza.cliente.id).to.equal(null);
    for (const campo of ['noPoliza', 'prima', 'total', 'fechaVigenciaDe', 'cliente', 'vehiculo.noSerie']) expect(confianza[campo], campo).to.be.within(0, 1);
    // The key now exists: a second preview needs no confirmation, and still created no client.
    const otra = await preview(agente, gnpAuto);
    expect(otra.body).to.include({ ok: true, code: 0 });
    expect(otra.body.body.poliza.cliente.id).to.equal(null);
  });

  it('imports the policy with esRobot and its receipts by the wizard rule, and offers an update instead of a duplicate', async () => {
    const r = await importar(agente, gnpAuto);
    expect(r.status, JSON.stringify(r.body)).to.equal(200);
    expect(r.body).to.include({ ok: true, code: 0 });
    expect(r.body.body.noPoliza).to.equal('1100254789');
    expect(r.body.body.agenteClave.aseguradora.abreviacion).to.equal('GNP');
    expect(r.body.message).to.match(/^Se ha creado la póliza no\. 1100254789 de .+$/);
    const detalle = await server.api('GET', `/polizas/${r.body.body.id}`, undefined, agente.auth);
    expect(detalle.body.body.esRobot).to.equal(true);
    expect(detalle.body.body.cliente.rfc).to.equal('PELJ840317511');
    // Semestral: two receipts whose totals add up to the policy's.
    const recibos: { total: number }[] = detalle.body.body.recibos;
    expect(recibos).to.have.length(2);
    expect(Math.round(recibos.reduce((s, x) => s + x.total * 100, 0))).to.equal(1810608);
    const cliente = await server.api('GET', `/clientes/${detalle.body.body.cliente.id}`, undefined, agente.auth);
    expect(cliente.body.body.esRobot).to.equal(true);

    const vista = await preview(agente, gnpAuto);
    expect(vista.body.body.existente).to.include({ id: r.body.body.id, noPoliza: '1100254789' });
    expect(vista.body.message).to.contain('ya está en tu cartera: al guardar se actualizará');

    const repetida = await importar(agente, gnpAuto);
    expect(repetida.body).to.include({ ok: false, code: 14 });
    expect(repetida.body.message).to.equal('La póliza 1100254789 de GNP Seguros ya está en tu cartera');
    const actualizada = await importar(agente, gnpAuto, { actualizar: true });
    expect(actualizada.body, JSON.stringify(actualizada.body)).to.include({ ok: true, code: 0 });
    expect(actualizada.body.body).to.include({ id: r.body.body.id, accion: 'actualizada' });
    expect(await polizasConNumero(agente, '1100254789')).to.have.length(1);
  });

  it("refuses another agent's file, another bucket's file and a missing one with a 404", async () => {
    const ajena = await importar(otro, gnpAuto);
    expect(ajena.status).to.equal(404);
    expect(ajena.body.message).to.equal('El archivo no existe; súbelo de nuevo');
    expect((await preview(otro, gnpAuto)).status).to.equal(404);
    const enPolizas = await subirCaratula(server, agente, fixture('gnp-auto.pdf'), 'adjunto.pdf', 'polizas');
    expect(enPolizas.status).to.equal(200);
    expect((await importar(agente, enPolizas.body.body.url)).status).to.equal(404);
    expect((await importar(agente, gnpAuto.replace('gnp-auto.pdf', 'no-existe.pdf'))).status).to.equal(404);
    expect(await polizasConNumero(otro, '1100254789')).to.have.length(0);
  });

  it('validates the request with Spanish messages', async () => {
    const r = await server.api('POST', '/polizas/caratula', { fileName: 'x.pdf' }, agente.auth);
    expect(r.status).to.equal(400);
    expect(r.body.message).to.equal('El archivo es obligatorio');
    const sinNombre = await server.api('POST', '/polizas/caratula/preview', { caratulaUrl: gnpAuto }, agente.auth);
    expect(sinNombre.status).to.equal(400);
    expect(sinNombre.body.message).to.equal('El nombre del archivo es obligatorio');
  });

  it('answers a scanned cover page as unreadable and an unknown document as such, importing nothing', async () => {
    const escaneada = await caratulaSubida(server, otro, fixture('escaneada.pdf'), 'escaneada.pdf');
    const r = await importar(otro, escaneada);
    expect(r.body).to.deep.equal({ ok: false, code: 11, message: 'El PDF no tiene texto legible: parece un escaneo o una foto de la carátula', body: null });
    const desconocida = await caratulaSubida(server, otro, fixture('desconocida.pdf'), 'desconocida.pdf');
    const d = await preview(otro, desconocida);
    expect(d.body).to.deep.equal({ ok: false, code: 12, message: 'No se pudo determinar el tipo de documento ni la aseguradora de este PDF', body: null });
    const lista = await server.api('GET', '/polizas?fechaVigenciaDe[bw]=2000-01-01,2099-12-31', undefined, otro.auth);
    expect(lista.body.body.totalItems).to.equal(0);
  });

  it('requires POLIZAS_IMPORT to import (403) and POLIZAS_IMPORT or POLIZAS_W to preview', async () => {
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    expect((await importar(lector, gnpAuto)).status).to.equal(403);
    expect((await preview(lector, gnpAuto)).status).to.equal(403);
    const capturista = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_W']);
    expect((await importar(capturista, gnpAuto)).status).to.equal(403);
    expect((await preview(capturista, gnpAuto)).body).to.include({ ok: true });
  });
});
