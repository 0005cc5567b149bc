import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './api/baseApi.ts';

/** combineSlices lets a plugin page inject its own slice when it loads (`rootReducer.inject(slice)`). */
export const rootReducer = combineSlices(baseApi);

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
