/**
 * Insurer-portal sync logs as the API carries them (spec 02 §2.14, §3 'Sync log', §4 'Sync detail',
 * §7 'Sync logs'; docs/adr/038-sincronizacion-portales.md). Isomorphic: /automatizaciones uses them.
 * Timestamps travel as 'yyyy-MM-dd HH:mm:ss' in Mexico City time.
 */

/** The routes of spec 02 §7 'Sync logs' (under /api); all need REPORTES_AUTOMATIZACIONES. */
export const RUTAS_RPA = {
  logs: '/rpa/logs',
  log: (logId: number | string) => `/rpa/logs/${logId}`,
  detalle: (logId: number | string) => `/rpa/logs/${logId}/detalle`,
} as const;

/** The permission code of the sync logs (spec 02 §6). */
export const PERMISO_AUTOMATIZACIONES = 'REPORTES_AUTOMATIZACIONES';

/** The detail's page size when none is sent (spec 02 §11: 'Sync detail page size 20'). */
export const TAMANO_PAGINA_DETALLE = 20;
export const MAXIMO_TAMANO_PAGINA_DETALLE = 100;

/** A run's state: running, finished, or stopped by an error, a CAPTCHA or rejected credentials. */
export const STATUS_LOG = ['en_curso', 'exito', 'error', 'captcha', 'credenciales'] as const;
export type StatusLog = (typeof STATUS_LOG)[number];

/** A policy's outcome within a run (spec 02 §4: error, pendiente, otherwise success). */
export const STATUS_DETALLE = ['error', 'pendiente', 'exito'] as const;
export type StatusDetalle = (typeof STATUS_DETALLE)[number];

/** One run, as GET /rpa/logs lists them (newest first) and GET /rpa/logs/{logId} answers it (spec 02 §3 'Sync log'). */
export interface LogSincronizacion {
  id: number;
  /** The insurer's name. */
  aseguradora: string;
  aseguradoraAbreviacion: string;
  /** The agent key's number on that insurer. */
  clave: string;
  /** yyyy-MM-dd HH:mm:ss */
  fechaInicio: string;
  /** yyyy-MM-dd HH:mm:ss; null while the run is in progress. */
  fechaTermino: string | null;
  /** Policies the run went through. */
  totalRegistros: number;
  status: StatusLog;
  /** Why a run stopped (Spanish), or its summary; never a credential. */
  mensaje: string | null;
}

/** One policy of a run, as GET /rpa/logs/{logId}/detalle pages them (spec 02 §3 'Sync log' detail). */
export interface DetalleSincronizacion {
  id: number;
  status: StatusDetalle;
  noPoliza: string;
  /** What happened, in Spanish (the error text when status is error). */
  resultado: string | null;
  /** The policy created or updated, when there is one. */
  poliza: number | null;
  /** The receipt whose payment was applied, when there is one. */
  recibo: number | null;
  /** Whether the policy, or its client, still carries esRobot (the screen shows the validation warning). */
  polizaEsRobot: boolean;
  clienteEsRobot: boolean;
}
