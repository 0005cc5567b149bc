import { baseApi } from './baseApi.ts';

/** `GET /api/api-info`: which environment and version of the API the shell is talking to. */
export interface ApiInfo {
  env: string;
  version: string;
}

export const apiInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApiInfo: build.query<ApiInfo, void>({ query: () => '/api-info' }),
  }),
});

export const { useGetApiInfoQuery } = apiInfoApi;
