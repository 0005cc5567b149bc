/** Wire shapes of the sign-in, account and subscription calls (spec 01 §3 and §7). */

export interface PlanResumen {
  id: number;
  nombre: string;
  periodicidad: 'MENSUAL' | 'ANUAL' | 'PRUEBA';
}

export interface SuscripcionResumen {
  plan: PlanResumen;
  /** yyyy-MM-dd HH:mm:ss in Mexico City time. */
  vigenciaA: string;
  vigente: boolean;
  portalUrl: string | null;
}

/** What every view of a user carries. */
export interface UsuarioBase {
  id: number;
  nombres: string;
  apPat: string;
  apMat: string | null;
  correo: string;
  celular: string | null;
  principal: boolean;
}

/** The signed-in user as login, activation and /usuarios/me return it. */
export interface UsuarioSesion extends UsuarioBase {
  agenteId: number;
  suscripcion: SuscripcionResumen | null;
  rol: string[];
  permisos: string[];
  tawktoToken: string;
}

/** body of POST /usuarios/login, /usuarios/activate and the refresh. */
export interface LoginBody {
  token: string;
  /** Seconds since the epoch when the token stops being accepted. */
  expiraEn: number;
  usuario: UsuarioSesion;
  agenteId: number;
  suscripcion: SuscripcionResumen | null;
  role: string[];
  permisos: string[];
  tawktoToken: string;
}

/** An additional user as /usuarios/adicionales and /usuarios/{id} return it. */
export interface UsuarioAdministrado extends UsuarioBase {
  status: 'activo' | 'inactivo';
  roles: string[];
  /** A new e-mail waiting for its owner to confirm it; until then the user signs in with `correo`. */
  correoPendiente: string | null;
}

export interface PlanItem {
  id: number;
  nombre: string;
  descripcion: string;
  cantidad: number;
  ayuda: string | null;
}

export interface Plan {
  id: number;
  nombre: string;
  precio: number;
  periodicidad: 'MENSUAL' | 'ANUAL' | 'PRUEBA';
  recomendado: boolean;
  stripeId: string | null;
  items: PlanItem[];
}

export interface UsoSuscripcion {
  quantity: number;
  /** Spelled as the spec's call returns it. */
  availavility: number;
}

export interface Comunicado {
  id: number;
  texto: string;
  actionUrl: string | null;
}

export interface RolCatalogo {
  role: string;
  nombre: string;
  descripcion: string;
  grupo: string;
  permisos: { id: number; nombre: string; descripcion: string }[];
}
