import { Button, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import type { ListPage } from '../../../../../core/shared/envelope.ts';
import { formatDinero, formatFecha } from '../../../../../core/shared/format.ts';
import { Pager } from '../../../../../web/src/ui/Pager.tsx';
import type { ColumnaInforme } from '../../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';

const M = MENSAJES_INFORMES;

function texto<F>(fila: F, columna: ColumnaInforme<F>): string {
  const valor = fila[columna.clave] as unknown;
  if (valor === null || valor === undefined) return '';
  if (columna.tipo === 'dinero') return formatDinero(Number(valor), String((fila as { moneda?: string }).moneda ?? 'MXN'));
  if (columna.tipo === 'fecha') return formatFecha(String(valor));
  return String(valor);
}

interface GrillaProps<F> {
  columnas: readonly ColumnaInforme<F>[];
  pagina: ListPage<F>;
  onPagina: (page: number) => void;
  tamanos?: readonly number[];
  onTamano?: (size: number) => void;
  /** The row's detail button (spec 02 §2.16): absent, the grid has none. */
  onDetalle?: (fila: F) => void;
}

/** A report's grid (Blueprint Table, 700 px high, spec 02 §9), its pager and rows-per-page choice. */
export function Grilla<F>({ columnas, pagina, onPagina, tamanos, onTamano, onDetalle }: GrillaProps<F>) {
  if (pagina.items.length === 0) return <NonIdealState title={M.sinResultados} />;
  const filas = pagina.items;
  return (
    <div className="cartera-informe-grilla">
      <div style={{ height: Math.min(700, 30 + filas.length * 28) }}>
        <Table2 numRows={filas.length} enableRowHeader={false} defaultRowHeight={28} columnWidths={[...(onDetalle ? [56] : []), ...columnas.map((c) => (c.ancho ?? 14) * 9)]}>
          {[
            ...(onDetalle
              ? [
                  <Column
                    key="detalle"
                    name=""
                    cellRenderer={(i) => (
                      <Cell interactive>
                        <Button
                          size="small"
                          variant="minimal"
                          icon={<EyeOpenIcon />}
                          aria-label={M.acciones.detalle}
                          title={M.acciones.detalle}
                          onClick={() => onDetalle(filas[i])}
                        />
                      </Cell>
                    )}
                  />,
                ]
              : []),
            ...columnas.map((c) => <Column key={c.clave} name={c.titulo} cellRenderer={(i) => <Cell>{texto(filas[i], c)}</Cell>} />),
          ]}
        </Table2>
      </div>
      <div className="cartera-informe-pie">
        {tamanos && onTamano && (
          <label>
            {M.filas} <HTMLSelect value={pagina.pageSize} onChange={(e) => onTamano(Number(e.currentTarget.value))} options={tamanos.map(String)} />
          </label>
        )}
        <Pager page={pagina} onChange={onPagina} />
      </div>
    </div>
  );
}
