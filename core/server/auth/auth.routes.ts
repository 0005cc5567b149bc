import { bajaRoutes } from '../baja/baja.routes.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { SessionState } from '../http/state.ts';
import { authContexto, type AuthDeps } from './contexto.ts';
import { correoRoutes } from './correo.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { registroRoutes } from './registro.routes.ts';
import { sesionRoutes } from './sesion.routes.ts';

export { MENSAJES, type AuthDeps } from './contexto.ts';

/** Sign-in, registration, activation, password and e-mail-change calls (owned by the core). */
export function authRoutes(router: ApiRouter, sinTransaccion: ApiRouter<SessionState>, deps: AuthDeps): void {
  const auth = authContexto(deps);
  sesionRoutes(router, auth);
  registroRoutes(router, auth);
  passwordRoutes(router, sinTransaccion, auth);
  correoRoutes(router, auth);
  bajaRoutes(router, sinTransaccion, auth);
}
