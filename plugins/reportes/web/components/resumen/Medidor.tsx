import { GaugeChart, type GaugeSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Only the gauge and the SVG renderer: this chunk loads with the first gauge, never with the shell.
echarts.use([GaugeChart, SVGRenderer]);

const MARCA = '#f2c200';
const PISTA = '#e5e8eb';
const TINTA = '#1c2127';

const sinMovimiento = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

function opcion(porcentaje: number): ComposeOption<GaugeSeriesOption> {
  return {
    animation: !sinMovimiento,
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 200,
        endAngle: -20,
        radius: '100%',
        center: ['50%', '62%'],
        // At 0 the rounded cap alone would draw a dot.
        progress: { show: porcentaje > 0, width: 14, roundCap: true, itemStyle: { color: MARCA } },
        axisLine: { roundCap: true, lineStyle: { width: 14, color: [[1, PISTA]] } },
        pointer: { show: false },
        anchor: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        title: { show: false },
        detail: { valueAnimation: true, offsetCenter: [0, '5%'], fontSize: 26, fontWeight: 600, color: TINTA, formatter: '{value}%' },
        data: [{ value: porcentaje }],
      },
    ],
  };
}

/** A goal gauge (spec 02 §2.8, §9): the arc filled to `porcentaje` (0–100), the percent written in it. */
export default function Medidor({ porcentaje }: { porcentaje: number }) {
  // ECharts fails merging a progress arc into a gauge drawn without one (0% → more): a new chart then.
  return (
    <ReactEChartsCore
      key={porcentaje > 0 ? 'con-avance' : 'sin-avance'}
      echarts={echarts}
      option={opcion(porcentaje)}
      notMerge
      opts={{ renderer: 'svg' }}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
