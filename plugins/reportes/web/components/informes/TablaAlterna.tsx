import { HTMLTable } from '@blueprintjs/core';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';

interface TablaAlternaProps {
  /** What the chart shows, read before the table. */
  titulo: string;
  encabezados: readonly string[];
  filas: readonly (readonly string[])[];
}

/** A chart's text alternative: the same numbers in a table, folded under the chart (issue 16). */
export function TablaAlterna({ titulo, encabezados, filas }: TablaAlternaProps) {
  return (
    <details className="cartera-informe-alterna">
      <summary>{MENSAJES_INFORMES.graficas.verDatos}</summary>
      <HTMLTable compact striped>
        <caption>{titulo}</caption>
        <thead>
          <tr>
            {encabezados.map((e) => (
              <th key={e} scope="col">
                {e}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((fila) => (
            <tr key={fila[0]}>
              {fila.map((celda, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {celda}
                  </th>
                ) : (
                  <td key={i}>{celda}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </details>
  );
}
