import { HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { Pager } from '../../../../web/src/ui/Pager.tsx';
import { COLUMNAS_EXCEL, type CeldaImportada, type FilaImportada } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import './ExcelVistaPrevia.css';

/** Excel preview page size (spec 02 §9). */
export const FILAS_POR_PAGINA = 20;

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell as the agent wrote it: dates dd/MM/yyyy, the rest as read. */
function mostrar(celda: CeldaImportada): string {
  if (celda.value === null) return '';
  const m = typeof celda.value === 'string' ? FECHA.exec(celda.value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(celda.value);
}

/** The rows of the file, 20 a page, each cell coloured by its status with its message below and as its tooltip. */
export function ExcelVistaPrevia({ filas }: { filas: FilaImportada[] }) {
  const [pagina, setPagina] = useState(1);
  const totalPages = Math.max(1, Math.ceil(filas.length / FILAS_POR_PAGINA));
  const actual = Math.min(pagina, totalPages);
  const visibles = filas.slice((actual - 1) * FILAS_POR_PAGINA, actual * FILAS_POR_PAGINA);
  return (
    <div className="importacion-excel-tabla">
      <HTMLTable compact bordered striped aria-label={MENSAJES_EXCEL.tituloResultado}>
        <thead>
          <tr>
            <th>{MENSAJES_EXCEL.fila}</th>
            {COLUMNAS_EXCEL.map((c) => (
              <th key={c.campo}>{c.titulo}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visibles.map((fila) => (
            <tr key={fila.rowId} data-fila={fila.rowId}>
              <td>{fila.rowId}</td>
              {COLUMNAS_EXCEL.map((c) => {
                const celda = fila[c.campo];
                return (
                  <td key={c.campo} className={`importacion-celda-${celda.status}`} title={celda.errorMessage ?? undefined} data-campo={c.campo} data-status={celda.status}>
                    {mostrar(celda)}
                    {celda.errorMessage && <small className="importacion-celda-mensaje">{celda.errorMessage}</small>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Pager page={{ items: [], currentPage: actual, totalPages, totalItems: filas.length, pageSize: FILAS_POR_PAGINA }} onChange={setPagina} />
    </div>
  );
}
