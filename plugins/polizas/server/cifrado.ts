import { crearCifrado as crearCifradoDe, type Cifrado } from '../../../core/server/crypto/cifrado.ts';

export { contextoDeAgente, type Cifrado } from '../../../core/server/crypto/cifrado.ts';

/** Portal passwords (core/server/crypto/cifrado.ts) keep the purpose, hence the key, they were first encrypted under. */
export const crearCifrado = (secreto: string): Cifrado => crearCifradoDe(secreto, 'agente_claves.portal_password v1');
