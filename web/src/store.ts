import { combineSlices, configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from './api/baseApi.ts';
import type { ApiError } from './api/envelopeBaseQuery.ts';
import { removeStoredToken } from './api/token.ts';
import { sessionEnded, sessionSlice, sessionStarted } from './session/sessionSlice.ts';

/** combineSlices lets a plugin page inject its own slice when it loads (`rootReducer.inject(slice)`). */
export const rootReducer = combineSlices(baseApi, sessionSlice);

/**
 * Any call refused with 401 while signed in means the token is no longer good (expired, revoked by
 * a password change): the session ends and the router sends the user to /login (spec 01 §8).
 */
const endSessionOnUnauthorized: Middleware<{}, ReturnType<typeof rootReducer>> = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action) && (action.payload as ApiError | undefined)?.status === 401 && api.getState().session.status === 'signedIn') {
    removeStoredToken();
    api.dispatch(sessionEnded());
  }
  return result;
};

/** Nothing cached for one user may show to the next: the API cache is dropped when the user changes. */
const forgetAnswersOfAnotherUser: Middleware<{}, ReturnType<typeof rootReducer>> = (api) => (next) => (action) => {
  const before = api.getState().session.usuario?.id;
  const result = next(action);
  const changed = sessionEnded.match(action) || (sessionStarted.match(action) && before !== undefined && before !== action.payload.usuario?.id);
  if (changed && before !== undefined) api.dispatch(baseApi.util.resetApiState());
  return result;
};

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware, endSessionOnUnauthorized, forgetAnswersOfAnotherUser),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
