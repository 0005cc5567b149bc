import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { LoginBody } from '../../../core/shared/auth/contract.ts';
import { buildAbility, type AppAbility } from '../../../core/shared/access/ability.ts';
import { removeStoredToken, writeStoredToken } from '../api/token.ts';
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

/** 'Salir': clears the token (and, through the store, every cached answer), then goes to /login. */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    removeStoredToken();
    dispatch(sessionEnded());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}

export { allows, permisoList, type Permiso } from './permisos.ts';
