import { createApi } from '@reduxjs/toolkit/query/react';
import { envelopeBaseQuery } from './envelopeBaseQuery.ts';
import { readStoredToken } from './token.ts';

/**
 * The one RTK Query API of the application. Plugins add their calls from their `web/api.ts`:
 *
 *   baseApi.enhanceEndpoints({ addTagTypes: ['Poliza'] }).injectEndpoints({ endpoints: (build) => ({ ... }) })
 *
 * Tag types are registered that way by each plugin, so the shell does not need to know them.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery({ baseUrl: '/api', getToken: readStoredToken }),
  tagTypes: [],
  endpoints: () => ({}),
});
