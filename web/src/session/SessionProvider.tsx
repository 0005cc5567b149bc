import { AbilityProvider } from '@casl/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isTokenExpired, readStoredToken, removeStoredToken, TOKEN_STORAGE_KEY, tokenClaims, tokenExpiry } from '../api/token.ts';
import type { ApiError } from '../api/envelopeBaseQuery.ts';
import { authApi } from '../auth/api.ts';
import { loginPathFor } from '../router/access.ts';
import { PageSpinner } from '../router/PageSpinner.tsx';
import { useAppDispatch, useSession, useSessionAbility, useStartSession } from './hooks.ts';
import { ChatWidget } from './ChatWidget.tsx';
import { PageViews } from './PageViews.tsx';
import { sessionEnded } from './sessionSlice.ts';

const ComunicadoModal = lazy(() => import('./ComunicadoModal.tsx'));

/** Refresh this long before the token's expiry. */
const REFRESH_MARGIN_S = 60;
/** After a refresh that failed without a verdict (no network), try again this much later. */
const RETRY_MS = 30_000;
/** setTimeout's largest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The session bootstrap of spec 01 §4: a stored token past its expiry is dropped and the user goes to
 * /login; otherwise a refresh call replaces it and loads the user, or on failure drops it and goes to
 * /login. Nothing below renders until that check is done. While signed in, the token is refreshed
 * before it expires and a sign-out in another tab ends this one too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const ability = useSessionAbility();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const [refrescar] = authApi.useRefrescarSesionMutation();
  const checked = useRef(false);
  const [retry, setRetry] = useState(0);

  // The start-up check, once (StrictMode runs effects twice in development; the ref survives).
  useEffect(() => {
    if (checked.current || session.status !== 'checking') return;
    checked.current = true;
    const token = readStoredToken();
    const fail = () => {
      removeStoredToken();
      dispatch(sessionEnded());
      navigate(loginPathFor(location), { replace: true });
    };
    if (!token || isTokenExpired(token)) {
      fail();
      return;
    }
    refrescar().unwrap().then(startSession, fail);
    // Only at start-up: the location is read once, as it was when the app opened.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the token fresh while the app is open.
  useEffect(() => {
    if (session.status !== 'signedIn') return;
    const token = readStoredToken();
    const expiraEn = session.expiraEn ?? (token ? tokenExpiry(token) : null);
    if (!expiraEn) return;
    const delay = Math.min(MAX_DELAY_MS, Math.max(5_000, (expiraEn - REFRESH_MARGIN_S) * 1000 - Date.now()));
    const timer = window.setTimeout(() => {
      refrescar()
        .unwrap()
        .then(startSession, (error: ApiError) => {
          // A 401 already ended the session (store middleware); anything else is worth another try.
          if (error.status !== 401) window.setTimeout(() => setRetry((n) => n + 1), RETRY_MS);
        });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [session.status, session.expiraEn, retry, refrescar, startSession]);

  // Another tab signed out (token removed) or signed in as someone else (token replaced). A token
  // merely refreshed by another tab for the same user needs nothing: every call reads the stored one.
  const usuarioId = session.usuario?.id;
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const token = readStoredToken();
      if (!token) {
        if (session.status === 'signedIn') dispatch(sessionEnded());
        return;
      }
      if (session.status === 'signedIn' && tokenClaims(token).sub === usuarioId) return;
      refrescar()
        .unwrap()
        .then(startSession, () => {});
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session.status, usuarioId, dispatch, refrescar, startSession]);

  if (session.status === 'checking') return <PageSpinner />;

  return (
    <AbilityProvider value={ability}>
      {children}
      {session.status === 'signedIn' && (
        <>
          <PageViews />
          <ChatWidget />
          <Suspense fallback={null}>
            <ComunicadoModal />
          </Suspense>
        </>
      )}
    </AbilityProvider>
  );
}
