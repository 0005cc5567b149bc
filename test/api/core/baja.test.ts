import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { unzipSync } from 'fflate';
import { deshacerBaja, eliminarCuentasVencidas, estadoBaja, solicitarBaja } from '../../../core/server/baja/baja.service.ts';
import { tablasDelAgente } from '../../../core/server/baja/tablas-del-agente.ts';
import { withSystemScope, withTenant } from '../../../core/server/db/tenancy.ts';
import { createLogger } from '../../../core/server/log.ts';
import { MENSAJES_BAJA } from '../../../core/shared/auth/baja.ts';
import { sumarDiasHabiles } from '../../../core/shared/fechas-habiles.ts';
import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';
import { HOY_DEMO } from '../../helpers/demo.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Rows per tenant table of one agent, read as the owner in system scope. */
async function filasDe(agenteId: number): Promise<Record<string, number>> {
  const db = await getTestDatabase();
  return db.withOwner((owner) =>
    withSystemScope(owner, async (trx) => {
      const filas: Record<string, number> = {};
      for (const { tabla, columna } of await tablasDelAgente(trx)) {
        const [{ n }] = await trx(tabla).where(columna, agenteId).count({ n: '*' });
        if (Number(n) > 0) filas[tabla] = Number(n);
      }
      return filas;
    }),
  );
}

/** Every plugin's demo data for an agent of its own: rows in (nearly) every plugin's tables. */
async function sembrarTodo(server: TestServer, cuenta: Cuenta): Promise<void> {
  const db = await getTestDatabase();
  const log = createLogger('silent');
  const { agenteId } = cuenta.login;
  const usuarioId: number = await db.withOwner((k) => k('usuarios').where({ agente_id: agenteId, principal: true }).first('id')).then((u) => u.id);
  for (const { seeder } of server.app.demoSeeders) await seeder.preparar?.(db, log);
  for (const { seeder } of server.app.demoSeeders) await withTenant(db.knex, agenteId, (trx) => seeder.sembrar({ trx, agenteId, usuarioId, hoy: HOY_DEMO, log }));
}

function guardarArchivo(server: TestServer, agenteId: number, ruta: string, contenido: string | Buffer): void {
  const destino = path.join(server.config.dataDir, 'storage', String(agenteId), ruta);
  mkdirSync(path.dirname(destino), { recursive: true });
  writeFileSync(destino, contenido);
}

async function exportar(server: TestServer, cuenta: Cuenta, password: string) {
  const res = await fetch(`${server.url}/api/cuenta/exportacion`, {
    method: 'POST',
    headers: { ...cuenta.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

describe(`account cancellation, export and deletion (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let a: Cuenta;
  let b: Cuenta;
  let subA: Cuenta;
  before(async () => {
    server = await startTestServer();
    a = await crearAgente(server);
    b = await crearAgente(server);
    subA = await crearUsuarioAdicional(server, a, ['ROLE_CLIENTES_R']);
    await crearUsuarioAdicional(server, b, ['ROLE_CLIENTES_R']);
    await crearCliente(server, b);
    await server.api('POST', '/eventos/pagina', { path: '/resumen' }, b.auth);
    // The upload route's layout: DATA_DIR/storage/<agenteId>/<bucket>/<path>.
    const form = new FormData();
    form.set('bucket', 'clientes');
    form.set('path', 'expediente/ine.txt');
    form.set('file', new Blob([new TextEncoder().encode('credencial de A')]), 'ine.txt');
    expect((await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: a.auth, body: form })).status).to.equal(200);
    guardarArchivo(server, b.login.agenteId, 'clientes/b.txt', 'de B');
    await sembrarTodo(server, a);
  });
  after(() => server.close());

  it('asks for the contraseña in Spanish and lets only the principal user cancel', async () => {
    expect((await server.api('GET', '/cuenta/baja', undefined, a.auth)).body.body).to.equal(null);
    const sin = await server.api('POST', '/cuenta/baja', {}, a.auth);
    expect(sin.status).to.equal(400);
    expect(sin.body.body.errors.password).to.equal('Escribe tu contraseña para confirmar');
    const mala = await server.api('POST', '/cuenta/baja', { password: 'NoEsLaMia1' }, a.auth);
    expect([mala.status, mala.body.message]).to.deep.equal([400, 'La contraseña actual no es correcta']);
    for (const [metodo, ruta] of [
      ['GET', '/cuenta/baja'],
      ['POST', '/cuenta/baja'],
      ['DELETE', '/cuenta/baja'],
    ]) {
      const cuerpo = metodo === 'POST' ? { password: subA.password } : undefined;
      const res = await server.api(metodo, ruta, cuerpo, subA.auth);
      expect([res.status, res.body.message], `${metodo} ${ruta}`).to.deep.equal([403, MENSAJES_BAJA.soloPrincipal]);
      expect((await server.api(metodo, ruta, cuerpo)).status).to.equal(401);
    }
    expect((await server.api('GET', '/cuenta/baja', undefined, a.auth)).body.body).to.equal(null);
  });

  it('schedules the deletion three business days later (Mexico City) and undoes it', async () => {
    const res = await server.api('POST', '/cuenta/baja', { password: a.password }, a.auth);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const bajaEl = sumarDiasHabiles(hoyEnMexico(), 3);
    expect(res.body.body.bajaEl).to.equal(bajaEl);
    expect(res.body.message).to.equal(MENSAJES_BAJA.solicitada(`${bajaEl.slice(8)}/${bajaEl.slice(5, 7)}/${bajaEl.slice(0, 4)}`));
    expect((await server.api('GET', '/cuenta/baja', undefined, a.auth)).body.body.bajaEl).to.equal(bajaEl);
    expect((await server.api('POST', '/cuenta/baja', { password: a.password }, a.auth)).body.message).to.equal(MENSAJES_BAJA.yaSolicitada);
    // Friday 13 November 2026, 21:00 in Mexico City (already Saturday in UTC): Monday 16 is a rest day.
    const db0 = await getTestDatabase();
    const { agenteId: idB } = b.login;
    const viernes = await withTenant(db0.knex, idB, (trx) => solicitarBaja(trx, idB, new Date('2026-11-14T03:00:00Z')));
    expect(viernes.bajaEl).to.equal('2026-11-19');
    await withTenant(db0.knex, idB, (trx) => deshacerBaja(trx, idB));
    expect(await withTenant(db0.knex, idB, (trx) => estadoBaja(trx, idB))).to.equal(null);
    // Another agent's state is its own.
    expect((await server.api('GET', '/cuenta/baja', undefined, b.auth)).body.body).to.equal(null);
    const deshacer = await server.api('DELETE', '/cuenta/baja', undefined, a.auth);
    expect([deshacer.status, deshacer.body.message]).to.deep.equal([200, MENSAJES_BAJA.deshecha]);
    expect((await server.api('GET', '/cuenta/baja', undefined, a.auth)).body.body).to.equal(null);
    expect((await server.api('DELETE', '/cuenta/baja', undefined, a.auth)).body.message).to.equal(MENSAJES_BAJA.sinBaja);
    // Undone before its date: the job leaves the account alone.
    const antes = await filasDe(a.login.agenteId);
    const db = await getTestDatabase();
    expect((await eliminarCuentasVencidas(db, server.config, '2099-12-31')).map((e) => e.agenteId)).not.to.include(a.login.agenteId);
    expect(await filasDe(a.login.agenteId)).to.deep.equal(antes);
  });

  it('exports every table the agent has rows in, and its files, as a zip, only to its principal user', async () => {
    expect((await exportar(server, subA, subA.password)).status).to.equal(403);
    expect((await exportar(server, a, 'NoEsLaMia1')).status).to.equal(400);
    const res = await fetch(`${server.url}/api/cuenta/exportacion`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password":"x"}' });
    expect(res.status).to.equal(401);

    const { status, type, bytes } = await exportar(server, a, a.password);
    expect([status, type]).to.deep.equal([200, 'application/zip']);
    const zip = unzipSync(new Uint8Array(bytes));
    const filas = await filasDe(a.login.agenteId);
    // Most plugins' tables: the demo seeders fill clients, policies, receipts, claims, quotations…
    expect(Object.keys(filas).length).to.be.at.least(15);
    const { agenteId } = a.login;
    for (const [tabla, n] of Object.entries(filas)) {
      const archivo = zip[`datos/${tabla}.json`];
      expect(archivo, tabla).to.not.equal(undefined);
      const datos = JSON.parse(new TextDecoder().decode(archivo)) as Record<string, unknown>[];
      expect(datos.length, tabla).to.equal(n);
      expect(
        datos.every((fila) => (tabla === 'agentes' ? fila.id : fila.agente_id) === agenteId),
        tabla,
      ).to.equal(true);
    }
    expect(Object.keys(zip).filter((n) => n.startsWith('datos/')).length).to.equal(Object.keys(filas).length);
    expect(new TextDecoder().decode(zip['archivos/clientes/expediente/ine.txt'])).to.equal('credencial de A');
    expect(Object.keys(zip).some((n) => n.includes('b.txt'))).to.equal(false);
    const usuarios = JSON.parse(new TextDecoder().decode(zip['datos/usuarios.json'])) as Record<string, unknown>[];
    expect(usuarios.length).to.equal(2);
    expect(usuarios.every((u) => !('password_hash' in u))).to.equal(true);
  });

  it('streams a large file, and a download cut short leaves the next one whole', async () => {
    const grande = randomBytes(8 * 1024 * 1024);
    guardarArchivo(server, b.login.agenteId, 'polizas/grande.bin', grande);
    const corte = new AbortController();
    const res = await fetch(`${server.url}/api/cuenta/exportacion`, {
      method: 'POST',
      headers: { ...b.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ password: b.password }),
      signal: corte.signal,
    });
    expect(res.status).to.equal(200);
    const lector = res.body?.getReader();
    expect(lector).to.not.equal(undefined);
    await lector?.read();
    corte.abort();
    await lector?.read().catch(() => null);

    const { status, bytes } = await exportar(server, b, b.password);
    expect(status).to.equal(200);
    const zip = unzipSync(new Uint8Array(bytes));
    expect(Buffer.from(zip['archivos/polizas/grande.bin']).equals(grande)).to.equal(true);
    expect(JSON.parse(new TextDecoder().decode(zip['datos/clientes.json'])).length).to.equal(1);
  });

  it('deletes nothing before the date, then every row of the agent in every table and its files, leaving another agent intact', async () => {
    const db = await getTestDatabase();
    const { agenteId } = a.login;
    const bajaEl = (await server.api('POST', '/cuenta/baja', { password: a.password }, a.auth)).body.body.bajaEl as string;
    const deA = await filasDe(agenteId);
    const deB = await filasDe(b.login.agenteId);
    const unDiaAntes = new Date(Date.parse(`${bajaEl}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await eliminarCuentasVencidas(db, server.config, unDiaAntes)).map((e) => e.agenteId)).not.to.include(agenteId);
    expect(await filasDe(agenteId)).to.deep.equal(deA);

    const eliminadas = await eliminarCuentasVencidas(db, server.config, bajaEl);
    const deEsta = eliminadas.find((e) => e.agenteId === agenteId);
    expect(deEsta?.filas).to.deep.equal(deA);
    expect(deEsta?.archivos).to.equal(true);
    expect(await filasDe(agenteId)).to.deep.equal({});
    expect(existsSync(path.join(server.config.dataDir, 'storage', String(agenteId)))).to.equal(false);
    expect(await filasDe(b.login.agenteId)).to.deep.equal(deB);
    expect(existsSync(path.join(server.config.dataDir, 'storage', String(b.login.agenteId), 'clientes/b.txt'))).to.equal(true);
    // Its users and sessions went with it: neither the token nor the contraseña opens anything.
    expect((await server.api('GET', '/cuenta/baja', undefined, a.auth)).status).to.equal(401);
    expect((await server.api('POST', '/usuarios/login', { usuario: a.correo, password: a.password })).body.ok).to.equal(false);
    // A second run (another instance) finds nothing left to do.
    expect((await eliminarCuentasVencidas(db, server.config, bajaEl)).map((e) => e.agenteId)).not.to.include(agenteId);
  });
});
