import { expect } from 'chai';
import type { Database } from '../../../core/server/db/database.ts';
import { createLogger } from '../../../core/server/log.ts';
import { dependenciasDeSincronizacion } from '../../../plugins/integraciones/server/index.ts';
import type { DependenciasSincronizacion } from '../../../plugins/integraciones/server/sincronizacion/sincronizacion.service.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import type { PolizaSimulada, PortalSimulado } from '../../helpers/portal-simulado.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';

/** Shared by the sync test files: the portal's policies, an agent with a GNP key that syncs, and the run's dependencies. */

const ayer = () => new Date(Date.now() - 86_400_000);

/** Three GNP policies whose fixture PDFs print key 0123456 (test/fixtures/caratulas/gnp-*.json). */
export function polizasDelPortal(): PolizaSimulada[] {
  const base = { vigenciaDe: '15/01/2026', vigenciaA: '15/01/2027', estatus: 'VIGENTE', pagos: [], modificada: ayer() };
  return [
    { ...base, noPoliza: '1100254789', prima: '$14,523.00', contratante: 'JUAN CARLOS PÉREZ LÓPEZ', rfc: 'PELJ840317511', pdf: 'gnp-auto' },
    { ...base, noPoliza: 'V-88120045', prima: '$8,250.00', contratante: 'MARÍA RAMÍREZ', rfc: 'MARA950830LT1', pdf: 'gnp-vida' },
    { ...base, noPoliza: 'GMM-55123-7', prima: '$14,523.00', contratante: 'SOFÍA RAMOS', rfc: 'RAGS901102PM3', pdf: 'gnp-gmm' },
  ];
}

export async function idDeGnp(db: Database): Promise<number> {
  const fila = await db.withOwner((k) => k('aseguradoras_predefinidas').where({ abreviacion: 'GNP' }).first('id'));
  return fila.id;
}

export interface AgenteConPortal {
  cuenta: Cuenta;
  agenteId: number;
  claveId: number;
}

/** A new agent whose GNP key 0123456 has sync on with these portal credentials. */
export async function agenteConPortal(server: TestServer, gnpId: number, usuario: string, password: string): Promise<AgenteConPortal> {
  const cuenta = await crearAgente(server);
  const claveId = await crearClave(server, cuenta, { aseguradoraId: gnpId, clave: '0123456', sincronizacion: true, portalClave: usuario, portalPassword: password });
  return { cuenta, agenteId: cuenta.login.agenteId, claveId };
}

/** The run's dependencies, with the server's configuration and a log that ends up in `lineas`. */
export function dependencias(server: TestServer, db: Database, portal: PortalSimulado, lineas: string[]): DependenciasSincronizacion {
  const log = createLogger('debug', {}, (l) => lineas.push(l));
  return dependenciasDeSincronizacion(server.config, db, log, { PORTAL_GNP_URL: portal.url, PORTAL_TIMEOUT_MS: '2000' });
}

export async function logsDe(server: TestServer, cuenta: Cuenta): Promise<{ id: number; status: string; totalRegistros: number; mensaje: string; fechaTermino: string | null }[]> {
  const res = await server.api('GET', '/rpa/logs', undefined, cuenta.auth);
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body.body;
}
