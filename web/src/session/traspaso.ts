import type { LoginBody } from '../../../core/shared/auth/contract.ts';
import { writeStoredToken } from '../api/token.ts';
import { store } from '../store.ts';
import { sessionResumed, sessionStarted } from './sessionSlice.ts';

/**
 * How the login route, which runs without the store (issue 19: the login page loads no RTK Query),
 * hands a session to the signed-in shell: loaded with the shell, just before it is shown.
 */

/** A sign-in answered: the shell opens signed in. */
export function entregarSesion(body: LoginBody): void {
  writeStoredToken(body.token);
  store.dispatch(sessionStarted(body));
}

/** A stored token found by the login route: the shell verifies it as at start-up. */
export function retomarSesion(): void {
  store.dispatch(sessionResumed());
}
