import { H1 } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  /** Where the back arrow leads, e.g. /configuracion. */
  back?: string;
  backLabel?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** A page's title with its back link and actions. */
export function PageHeader({ title, back, backLabel = 'Regresar', actions }: PageHeaderProps) {
  return (
    <header className="cartera-page-header">
      {back && (
        <Link to={back} className="cartera-back-link" aria-label={backLabel} title={backLabel}>
          <ArrowLeftIcon size={20} />
        </Link>
      )}
      <H1 className="cartera-page-title">{title}</H1>
      {actions && <div className="cartera-page-actions">{actions}</div>}
    </header>
  );
}
