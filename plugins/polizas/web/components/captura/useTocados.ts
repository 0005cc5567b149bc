import { useState } from 'react';
import type { FieldErrors } from '../../../../../core/shared/validation.ts';

/**
 * Which messages of a step to show: a field's once the user left it (Continue stays disabled
 * meanwhile). The messages themselves come from the shared schema, as the API would answer them.
 */
export function useTocados(errores: FieldErrors) {
  const [tocados, setTocados] = useState<ReadonlySet<string>>(() => new Set());
  return {
    errorDe: (campo: string) => (tocados.has(campo) ? errores[campo] : undefined),
    tocar: (campo: string) => () => setTocados((t) => (t.has(campo) ? t : new Set([...t, campo]))),
  };
}
