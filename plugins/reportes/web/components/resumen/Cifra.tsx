import { Classes } from '@blueprintjs/core';
import type { ResumenCartera } from '../../../shared/resumen.ts';

interface CifraProps {
  /** The figure as shown, undefined until the summary arrives. */
  children: string | undefined;
  /** The summary could not be read: a dash instead of a placeholder that never fills. */
  fallo: boolean;
  className?: string;
}

/** A figure of the summary, with a placeholder of about its size while it loads. */
export function Cifra({ children, fallo, className = '' }: CifraProps) {
  if (children !== undefined) return <span className={className}>{children}</span>;
  if (fallo) return <span className={className}>—</span>;
  return (
    <span className={`${className} ${Classes.SKELETON}`} aria-hidden="true">
      000
    </span>
  );
}

/** What every block of the summary receives. */
export interface FigurasProps {
  resumen: ResumenCartera | undefined;
  fallo: boolean;
}
