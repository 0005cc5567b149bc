import { Classes, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  /** dd/MM/yyyy */
  fecha: string;
  children: ReactNode;
}

/** The frame of the privacy notice and the terms: a readable column of running text. */
export function LegalPage({ title, fecha, children }: LegalPageProps) {
  return (
    <article className={`cartera-legal ${Classes.RUNNING_TEXT}`}>
      <H1>{title}</H1>
      <p className="cartera-legal-fecha">Última actualización: {fecha}</p>
      {children}
    </article>
  );
}
