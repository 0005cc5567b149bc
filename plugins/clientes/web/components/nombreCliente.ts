import type { Cliente } from '../../shared/clientes.ts';

/** The displayed name: the razón social of a persona moral (held in nombres), the full name of a persona física. */
export function nombreCliente(cliente: Pick<Cliente, 'fiscal' | 'nombres' | 'apPat' | 'apMat'>): string {
  return cliente.fiscal === 'moral' ? cliente.nombres : [cliente.nombres, cliente.apPat, cliente.apMat].filter(Boolean).join(' ');
}
