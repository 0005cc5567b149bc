import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { LoginBody } from '../../../core/shared/auth/contract.ts';
import { buildAbility, type AppAbility } from '../../../core/shared/access/ability.ts';
import { removeStoredToken, writeStoredToken } from '../api/token.ts';
import { useCerrarSesionMutation } from '../auth/api.ts';
import type { AppDispatch, RootState } from '../store.ts';
import { sessionEnded, sessionStarted, type SessionState } from './sessionSlice.ts';

export const useAppDispatch = () => useDispatch<AppDispatch>();

export function useSession(): SessionState {
  return useSelector((state: RootState) => state.session);
}

/** The one ability of the signed-in user, built from the session as the server builds it. */
export function useSessionAbility(): AppAbility {
  const { roles, permisos } = useSession();
  return useMemo(() => buildAbility(roles, permisos), [roles, permisos]);
}

/** Stores a fresh token and session (sign-in, activation, refresh, password change). */
export function useStartSession(): (body: LoginBody) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (body: LoginBody) => {
      writeStoredToken(body.token);
      dispatch(sessionStarted(body));
    },
    [dispatch],
  );
}

/**
 * 'Salir': the server revokes the session (its token stops working everywhere), then the token and,
 * through the store, every cached answer are cleared and the user goes to /login. Signing out never
 * waits on a failed call: the local session ends either way.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [cerrarSesion] = useCerrarSesionMutation();
  return useCallback(async () => {
    await cerrarSesion()
      .unwrap()
      .catch(() => undefined);
    removeStoredToken();
    dispatch(sessionEnded());
    navigate('/login', { replace: true });
  }, [cerrarSesion, dispatch, navigate]);
}

export { allows, permisoList, type Permiso } from './permisos.ts';
