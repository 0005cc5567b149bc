import type { VendedorResumen } from '../../../catalogos/shared/vendedores.ts';

/** 'Nombres ApPat ApMat', as selectors and the task detail show a seller. */
export const nombreDeVendedor = (v: Pick<VendedorResumen, 'nombres' | 'apPat' | 'apMat'>) => [v.nombres, v.apPat, v.apMat].filter(Boolean).join(' ');
