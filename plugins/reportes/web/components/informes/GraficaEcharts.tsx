import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts, PALETA, sinMovimiento } from './echarts.ts';

/** A report's chart, drawn with ECharts (SVG) in the reports' palette; in a chunk of its own (see Grafica). */
export default function GraficaEcharts({ opcion, alto }: { opcion: Record<string, unknown>; alto: number }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={{ animation: !sinMovimiento, color: PALETA, ...opcion }}
      notMerge
      opts={{ renderer: 'svg' }}
      style={{ width: '100%', height: alto }}
    />
  );
}
