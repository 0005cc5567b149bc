/**
 * What every insurer's portal connector does (docs/adr/038-sincronizacion-portales.md): sign in with
 * the key's portal user and password, list the policies changed since a date page by page, and
 * download a policy's PDF. A connector speaks HTTP only; the sync run does the importing.
 */

/** Why a portal stopped a run: each becomes the log's status and Spanish message. */
export type FallaDePortal = 'credenciales' | 'captcha' | 'tiempo' | 'portal' | 'respuesta';

export class ErrorDePortal extends Error {
  constructor(
    readonly falla: FallaDePortal,
    detalle: string,
  ) {
    super(detalle);
  }
}

/** A receipt payment the portal shows for a policy. */
export interface PagoDelPortal {
  /** The receipt's number within the policy (1 = first). */
  serie: number;
  /** yyyy-MM-dd */
  fechaPago: string;
  folio: string;
}

/** One row of the portal's policy list. */
export interface PolizaDelPortal {
  noPoliza: string;
  /** yyyy-MM-dd */
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  /** Net premium in cents. */
  prima: number;
  status: string;
  contratante: { nombre: string; rfc: string | null };
  pagos: PagoDelPortal[];
  /** Where the policy's PDF is downloaded, as the connector understands it. */
  pdf: string;
}

export interface PaginaDelPortal {
  polizas: PolizaDelPortal[];
  /** The next page's number, or null on the last. */
  siguiente: number | null;
}

/** A signed-in session on the portal. */
export interface SesionDePortal {
  /** The policies changed since `desde` (all when null), one page at a time (1 = first). */
  polizas(desde: Date | null, pagina: number): Promise<PaginaDelPortal>;
  pdf(poliza: PolizaDelPortal): Promise<Uint8Array>;
}

export interface ConectorDePortal {
  /** The insurer's catalogue abreviacion. */
  abreviacion: string;
  /** Whether the installation configured the portal's address. */
  configurado: boolean;
  /** How long each request to the portal may take. */
  limiteMs: number;
  iniciarSesion(usuario: string, password: string): Promise<SesionDePortal>;
}
