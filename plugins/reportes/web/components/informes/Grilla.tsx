import { HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, type ReactElement } from 'react';
import type { ListPage } from '../../../../../core/shared/envelope.ts';
import { Pager } from '../../../../../web/src/ui/Pager.tsx';
import type { ColumnaInforme } from '../../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';
import type { TablaInformeProps } from './TablaInforme.tsx';

const M = MENSAJES_INFORMES;

// lazy() loses the component's type parameter; each Grilla<F> passes props of its own F.
const TablaInforme = lazy(() => import('./TablaInforme.tsx')) as unknown as <F>(props: TablaInformeProps<F>) => ReactElement;

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
  const alto = Math.min(700, 30 + filas.length * 28);
  return (
    <div className="cartera-informe-grilla">
      <div style={{ height: alto }}>
        <Suspense
          fallback={
            <div className="cartera-informe-cargando" style={{ height: alto }}>
              <Spinner size={30} />
            </div>
          }
        >
          <TablaInforme columnas={columnas} filas={filas} onDetalle={onDetalle} />
        </Suspense>
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
