import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface NoticeProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}

/** A full-page message (not found, generic error) with the page's one h1. */
export function Notice({ icon, title, children }: NoticeProps) {
  return (
    <section className="cartera-notice" aria-labelledby="cartera-notice-title">
      <div className="cartera-notice-icon" aria-hidden="true">
        {icon}
      </div>
      <h1 id="cartera-notice-title" className={Classes.HEADING}>
        {title}
      </h1>
      {children}
    </section>
  );
}
