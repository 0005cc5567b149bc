import type { ListPage } from '../../../core/shared/envelope.ts';
import { baseApi } from '../../../web/src/api/baseApi.ts';
import { eliminarMutation, guardarMutation, listaQuery } from '../../../web/src/api/crud.ts';
import type { WithMessage } from '../../../web/src/api/envelopeBaseQuery.ts';
import type { Aseguradora } from '../../catalogos/shared/aseguradoras.ts';
import type { ClaveAgente, ClaveAgenteDatos, ClaveGuardada } from '../shared/claves.ts';

/** What the key panels send: the validated form plus the key's id (null creates). */
export type ClaveEnvio = Omit<ClaveAgenteDatos, 'terminos'> & { id: number | null; terminos: boolean };

/**
 * Agent keys (spec 02 §7): the whole list at once (size 99999, §9), its writes, and the insurers a
 * new key may name. The policy wizard's key selector reads `useClavesAgenteQuery` too.
 */
export const clavesApi = baseApi.enhanceEndpoints({ addTagTypes: ['ClaveAgente'] }).injectEndpoints({
  endpoints: (build) => ({
    clavesAgente: build.query<ListPage<ClaveAgente>, void>(listaQuery('ClaveAgente', '/aseguradoras/claves', () => ({ size: 99999, order: 'abreviacion asc, clave asc' }))),
    guardarClaveAgente: build.mutation<WithMessage<ClaveGuardada>, ClaveEnvio>(guardarMutation('ClaveAgente', '/aseguradoras/accounts')),
    eliminarClaveAgente: build.mutation<WithMessage<unknown>, number>(eliminarMutation('ClaveAgente', '/aseguradoras/accounts')),
    // Named for its use: other plugins may read /aseguradoras/registradas under their own name.
    aseguradorasParaClaves: build.query<Aseguradora[], void>({ query: () => '/aseguradoras/registradas' }),
  }),
});

export const { useClavesAgenteQuery, useGuardarClaveAgenteMutation, useEliminarClaveAgenteMutation, useAseguradorasParaClavesQuery } = clavesApi;
