import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePuede } from '../../../../../web/src/session/Puede.tsx';
import type { Permiso } from '../../../../../web/src/session/hooks.ts';

interface EnlaceSiPuedeProps {
  to: string;
  /** What the page behind the link needs: without it the content shows as it is, leading nowhere. */
  permiso: Permiso;
  className?: string;
  /** The link's accessible name when its content alone says too little (a bare figure). */
  ariaLabel?: string;
  children: ReactNode;
}

/** A link to another screen for the users who may open it; plain content for the rest. */
export function EnlaceSiPuede({ to, permiso, className, ariaLabel, children }: EnlaceSiPuedeProps) {
  if (!usePuede(permiso)) return children;
  return (
    <Link to={to} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
