import type { Vendedor } from '../../shared/vendedores.ts';

/** 'Nombres ApPat ApMat', as lists and titles show a seller. */
export function nombreVendedor(vendedor: Pick<Vendedor, 'nombres' | 'apPat' | 'apMat'>): string {
  return [vendedor.nombres, vendedor.apPat, vendedor.apMat].filter(Boolean).join(' ');
}
