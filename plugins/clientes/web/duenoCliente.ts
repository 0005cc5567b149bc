import type { Dueno } from '../../crm/shared/duenos.ts';

/** A client as crm knows it: the owner key and entidad this plugin registers (server/index.ts). */
export const DUENO_CLIENTE: Dueno = { clave: 'clienteId', entidad: 'clientes' };
