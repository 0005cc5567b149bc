import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the charts and components the reports draw (issue 16): never the whole library.
echarts.use([PieChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };

/** The reports' 11-colour palette (spec 02 §9). */
export const PALETA = ['#2d72d2', '#29a634', '#d1980b', '#d33d17', '#9d3f9d', '#00a396', '#db2c6f', '#8eb125', '#946638', '#7961db', '#5f6b7c'];

export const sinMovimiento = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
