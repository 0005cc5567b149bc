import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginBody, SuscripcionResumen, UsuarioSesion } from '../../../core/shared/auth/contract.ts';
import { ROLE_UNSUBSCRIBE_USER, ROLE_USER } from '../../../core/shared/access/roles.ts';
import { readStoredToken } from '../api/token.ts';

/**
 * - `checking`: a stored token is being verified (spec 01 §4); routes wait for the answer.
 * - `anonymous`: no session; only public routes open.
 * - `signedIn`: a verified session.
 */
export type SessionStatus = 'checking' | 'anonymous' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  usuario: UsuarioSesion | null;
  roles: string[];
  permisos: string[];
  suscripcion: SuscripcionResumen | null;
  agenteId: number | null;
  tawktoToken: string | null;
  /** Seconds since the epoch when the current token stops being accepted. */
  expiraEn: number | null;
}

function initialState(): SessionState {
  return {
    status: typeof window !== 'undefined' && readStoredToken() ? 'checking' : 'anonymous',
    usuario: null,
    roles: [],
    permisos: [],
    suscripcion: null,
    agenteId: null,
    tawktoToken: null,
    expiraEn: null,
  };
}

const anonymous = (): SessionState => ({ ...initialState(), status: 'anonymous' });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Sign-in, activation, refresh or password change answered with a fresh session. */
    sessionStarted(_state, action: PayloadAction<LoginBody>): SessionState {
      const body = action.payload;
      return {
        status: 'signedIn',
        usuario: body.usuario,
        roles: body.role ?? body.usuario?.rol ?? [],
        permisos: body.permisos ?? body.usuario?.permisos ?? [],
        suscripcion: body.suscripcion ?? body.usuario?.suscripcion ?? null,
        agenteId: body.agenteId ?? body.usuario?.agenteId ?? null,
        tawktoToken: body.tawktoToken ?? null,
        expiraEn: body.expiraEn ?? null,
      };
    },
    /** The user's own data changed (account form); roles and permissions stay as the token says. */
    usuarioUpdated(state, action: PayloadAction<Partial<UsuarioSesion>>) {
      if (state.usuario) state.usuario = { ...state.usuario, ...action.payload };
    },
    /** A token was stored while signed out (signed in through the login route or in another tab): verify it. */
    sessionResumed(state): SessionState {
      return state.status === 'anonymous' ? { ...anonymous(), status: 'checking' } : state;
    },
    /** Sign-out, a refused token or an expired one. */
    sessionEnded(): SessionState {
      return anonymous();
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectStatus: (state) => state.status,
  },
});

export const { sessionStarted, usuarioUpdated, sessionResumed, sessionEnded } = sessionSlice.actions;
export const { selectSession, selectStatus } = sessionSlice.selectors;

/** What the router needs to know about a session (spec 01 §2 "Route access by session kind"). */
export type SessionKind = 'anonymous' | 'unsubscribed' | 'user' | 'checking';

export function sessionKind(session: Pick<SessionState, 'status' | 'roles'>): SessionKind {
  if (session.status !== 'signedIn') return session.status;
  if (session.roles.includes(ROLE_UNSUBSCRIBE_USER)) return 'unsubscribed';
  return 'user';
}

/** ROLE_USER is what shows the navigation (spec 01 §6). */
export function showsNavigation(session: Pick<SessionState, 'status' | 'roles'>): boolean {
  return sessionKind(session) === 'user' && session.roles.includes(ROLE_USER);
}
