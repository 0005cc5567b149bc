import '@blueprintjs/table/lib/css/table.css';
import { Button, HotkeysProvider } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { Cell, Column, Table2 } from '@blueprintjs/table';
import { formatDinero, formatFecha } from '../../../../../core/shared/format.ts';
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

export interface TablaInformeProps<F> {
  columnas: readonly ColumnaInforme<F>[];
  filas: readonly F[];
  onDetalle?: (fila: F) => void;
}

/**
 * The grid's Blueprint Table, in a chunk of its own (Grilla loads it): the table package weighs
 * ~30 KB gzip. Its hotkeys need a HotkeysProvider; the table is the only user, so the provider (and
 * its dialog) lives here rather than around the whole app, where the sign-in page would download it.
 */
export default function TablaInforme<F>({ columnas, filas, onDetalle }: TablaInformeProps<F>) {
  return (
    <HotkeysProvider>
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
    </HotkeysProvider>
  );
}
