import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';

const GraficaEcharts = lazy(() => import('./GraficaEcharts.tsx'));

/**
 * A report's chart. ECharts (core, the two charts and the SVG renderer: ~140 KB gzip) comes in its
 * own chunk when the first chart is drawn, so the report's filters and grid do not wait for it; a
 * spinner holds the chart's height meanwhile.
 */
export function Grafica({ opcion, alto }: { opcion: Record<string, unknown>; alto: number }) {
  return (
    <Suspense
      fallback={
        <div className="cartera-informe-cargando" style={{ height: alto }}>
          <Spinner size={30} />
        </div>
      }
    >
      <GraficaEcharts opcion={opcion} alto={alto} />
    </Suspense>
  );
}
