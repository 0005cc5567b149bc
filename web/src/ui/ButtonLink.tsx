import { Classes, type Intent } from '@blueprintjs/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ButtonLinkProps {
  to: string;
  intent?: Intent;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** A router link that looks like a Blueprint button: navigation stays a real link (open in new tab, middle click). */
export function ButtonLink({ to, intent, onClick, children }: ButtonLinkProps) {
  const classes = [Classes.BUTTON, intent ? Classes.intentClass(intent) : ''].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes} onClick={onClick}>
      <span className={Classes.BUTTON_TEXT}>{children}</span>
    </Link>
  );
}
