import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card (other public pages). */
  footer?: ReactNode;
}

/** The centred card of the sign-in, registration, activation and password pages. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="cartera-auth">
      <Card className="cartera-auth-card" elevation={1}>
        <H1 className="cartera-auth-title">{title}</H1>
        {lead && <p className="cartera-auth-lead">{lead}</p>}
        {children}
      </Card>
      {footer && (
        <nav className="cartera-auth-links" aria-label="Otras opciones">
          {footer}
        </nav>
      )}
    </div>
  );
}
