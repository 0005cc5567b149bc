import { H2, HTMLTable } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { MENSAJES_AGENDA } from '../../../shared/agenda-mensajes.ts';

export interface Columna<T> {
  titulo: string;
  celda: (item: T) => ReactNode;
  /** Amounts align to the right. */
  numero?: boolean;
}

interface SeccionSemanalProps<T> {
  titulo: string;
  items: readonly T[];
  clave: (item: T) => string | number;
  columnas: Columna<T>[];
  /** A row drawn apart (an overdue receipt). */
  destacada?: (item: T) => boolean;
}

/** One section of the weekly report: a plain table that prints cleanly, or 'Sin registros' (spec 03 §8). */
export function SeccionSemanal<T>({ titulo, items, clave, columnas, destacada }: SeccionSemanalProps<T>) {
  const id = useId();
  return (
    <section className="cartera-semanal-seccion" aria-labelledby={id}>
      <H2 id={id} className="cartera-semanal-titulo">
        {titulo} ({items.length})
      </H2>
      {items.length === 0 ? (
        <p className="cartera-semanal-vacio">{MENSAJES_AGENDA.sinRegistros}</p>
      ) : (
        <HTMLTable compact striped className="cartera-semanal-tabla">
          <thead>
            <tr>
              {columnas.map((c) => (
                <th key={c.titulo} className={c.numero ? 'cartera-num' : undefined}>
                  {c.titulo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={clave(item)} className={destacada?.(item) ? 'cartera-evento-vencido' : undefined}>
                {columnas.map((c) => (
                  <td key={c.titulo} className={c.numero ? 'cartera-num' : undefined}>
                    {c.celda(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
