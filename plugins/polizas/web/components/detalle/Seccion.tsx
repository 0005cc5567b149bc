import { H3 } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';

/** One titled block of the policy detail (DATOS GENERALES, VIGENCIA, ...), named by its title. */
export function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="polizas-seccion" aria-labelledby={id}>
      <H3 id={id} className="polizas-seccion-titulo">
        {titulo}
      </H3>
      {children}
    </section>
  );
}

/** A label and its value in a section's list; nothing when there is no value. */
export function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{etiqueta}</dt>
      <dd>{children}</dd>
    </>
  );
}
