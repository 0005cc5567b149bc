import { expect } from 'chai';
import { hoyEnMexico } from '../../core/shared/fechas.ts';
import { rfcPersonaFisica } from '../../core/shared/mx/rfc.ts';
import { sumarDias } from '../../plugins/polizas/shared/fechas.ts';
import type { Cuenta } from './accounts.ts';
import type { TestServer } from './server.ts';

/**
 * Builds what a policy needs through the API — a client, an agent key — and policies themselves,
 * for the policy, receipt, collection and summary tests. Every call asserts its own success.
 */

type Datos = Record<string, unknown>;
let secuencia = 0;

/** A fresh persona física with a valid RFC (names vary so RFCs never repeat within an agent). */
export async function crearCliente(server: TestServer, cuenta: Cuenta, d: Datos = {}): Promise<number> {
  secuencia += 1;
  const letras = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const nombres = `Ana ${letras[secuencia % 26]}${letras[Math.floor(secuencia / 26) % 26].toLowerCase()}`;
  const base = { nombres, apPat: 'Gómez', apMat: 'Ruiz', fecNacimiento: '1985-04-12', ...d };
  const res = await server.api(
    'POST',
    '/clientes',
    {
      fiscal: 'fisica',
      alias: 'Ana',
      sexo: 'mujer',
      edoCivil: 'soltero',
      rfc: rfcPersonaFisica(base as Parameters<typeof rfcPersonaFisica>[0]),
      direccion: { tipo: 'casa', direccion: 'Av. Juárez 10', cp: '99998', colonia: 'Centro', municipio: 'San Pedro', estado: 'Zacatecas' },
      celular: { numero: '5512345678' },
      correo: { correo: `ana${secuencia}@example.com`, tipo: 'personal' },
      ...base,
    },
    cuenta.auth,
  );
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

/** An agent key for a predefined insurer (id 1 unless given), every line, commissions as given. */
export async function crearClave(server: TestServer, cuenta: Cuenta, d: Datos = {}): Promise<number> {
  secuencia += 1;
  const res = await server.api(
    'POST',
    '/aseguradoras/accounts',
    {
      aseguradoraId: 1,
      clave: `K${secuencia}`,
      comisionAutos: 10,
      comisionVida: 5,
      comisionSalud: 8,
      comisionDiversos: 12,
      terminos: true,
      ...d,
    },
    cuenta.auth,
  );
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

export interface Cartera {
  clienteId: number;
  claveId: number;
}

export async function prepararCartera(server: TestServer, cuenta: Cuenta): Promise<Cartera> {
  return { clienteId: await crearCliente(server, cuenta), claveId: await crearClave(server, cuenta) };
}

/** A save payload: an Auto policy, one year from `de`, contado, 10,000 net + 500 derecho + 16% IVA. */
export function datosPoliza(cartera: Cartera, d: Datos = {}): Datos {
  const de = (d.fechaVigenciaDe as string) ?? '2026-01-15';
  const a = (d.fechaVigenciaA as string) ?? `${Number(de.slice(0, 4)) + 1}${de.slice(4)}`;
  return {
    cliente: { id: cartera.clienteId },
    claveAgente: cartera.claveId,
    moneda: 1,
    formaPago: 'contado',
    noPoliza: `P-${++secuencia}`,
    concepto: 'Auto particular',
    paquete: 'Amplia',
    ramo: 1,
    conducto: 'CXC',
    fechaVigenciaDe: de,
    fechaVigenciaA: a,
    prima: 10000,
    derecho: 500,
    recargo: 0,
    iva: 1680,
    total: 12180,
    vehiculo: { modelo: 2024, marca: 'NISSAN', tipo: 'VERSA', descripcion: 'NISSAN VERSA ADVANCE CVT', noSerie: '3N1CN8AE1RL800001', placas: 'ABC1234' },
    recibos: [],
    ...d,
  };
}

/** Saves a policy (its receipts calculated by the server unless given) and answers its id. */
export async function crearPoliza(server: TestServer, cuenta: Cuenta, cartera: Cartera, d: Datos = {}): Promise<number> {
  const res = await server.api('POST', '/polizas', datosPoliza(cartera, d), cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.id;
}

/** The first closing or reactivation reason of a kind: 0 policies, 3 receipts (GET /razones). */
export async function primeraRazon(server: TestServer, cuenta: Cuenta, tipo: 0 | 3): Promise<{ id: number; nombre: string }> {
  const res = await server.api('GET', `/razones?modelo=0&tipo=${tipo}`, undefined, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body[0];
}

/** A policy's receipts as GET /polizas/{id} answers them, in series order. */
export async function recibosDePoliza(server: TestServer, cuenta: Cuenta, polizaId: number): Promise<{ id: number; serie: number; status: string; fecVence: string }[]> {
  const res = await server.api('GET', `/polizas/${polizaId}`, undefined, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body.recibos;
}

/** Pays a receipt today (folio as given) and answers the paid receipt. */
export async function pagarRecibo(server: TestServer, cuenta: Cuenta, reciboId: number, folioPago = 'F-1'): Promise<{ status: string }> {
  const fechaPago = new Date().toISOString().slice(0, 10);
  const res = await server.api('PUT', `/recibos/${reciboId}/pagar`, { fechaPago, folioPago, tipoCambio: 1, observacion: null }, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body;
}

/** The date `dias` calendar days from today in Mexico City, the day the server counts due dates from. */
export function diaDesdeHoy(dias: number): string {
  return sumarDias(hoyEnMexico(), dias);
}

/**
 * A contado policy of 1,000 net + 16% IVA whose validity ends, and whose single receipt is due,
 * `dias` days from today: a receipt to collect and a policy to renew in a known window.
 */
export async function crearPolizaQueVence(server: TestServer, cuenta: Cuenta, cartera: Cartera, dias: number, d: Datos = {}): Promise<number> {
  const de = diaDesdeHoy(dias - 365);
  const a = diaDesdeHoy(dias);
  const recibo = { serie: 1, fecVigDe: de, fecVigA: a, fecVence: a, prima: 1000, derecho: 0, recargo: 0, iva: 160, total: 1160 };
  return crearPoliza(server, cuenta, cartera, { fechaVigenciaDe: de, fechaVigenciaA: a, prima: 1000, derecho: 0, iva: 160, total: 1160, recibos: [recibo], ...d });
}
