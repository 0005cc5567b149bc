import { formatDinero } from '../../../../../core/shared/format.ts';
import type { MesComisiones } from '../../../shared/informes.ts';
import { nombreDeMes } from '../../../shared/informes-comisiones.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';
import { Grafica } from './Grafica.tsx';
import { TablaAlterna } from './TablaAlterna.tsx';

const G = MENSAJES_INFORMES.graficas;

interface Serie {
  nombre: string;
  valores: readonly number[];
}

/** A line or area chart of centavos per month, and the same numbers in a table. */
export function GraficaMensual({ titulo, meses, series, area }: { titulo: string; meses: readonly string[]; series: readonly Serie[]; area?: boolean }) {
  const etiquetas = meses.map(nombreDeMes);
  const opcion = {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatDinero(Math.round(v * 100)) },
    legend: { top: 0 },
    grid: { left: 70, right: 16, top: 36, bottom: 30 },
    xAxis: { type: 'category', data: etiquetas, boundaryGap: false },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ type: 'line', name: s.nombre, data: s.valores.map((v) => v / 100), smooth: true, areaStyle: area ? {} : undefined })),
  };
  return (
    <figure className="cartera-informe-grafica" aria-label={titulo}>
      <div aria-hidden="true">
        <Grafica opcion={opcion} alto={300} />
      </div>
      <TablaAlterna
        titulo={titulo}
        encabezados={[G.mes, ...series.map((s) => s.nombre)]}
        filas={etiquetas.map((m, i) => [m, ...series.map((s) => formatDinero(s.valores[i] ?? 0))])}
      />
    </figure>
  );
}

/** The area chart of premiums against commissions per month (spec 02 §2.16). */
export function PrimasContraComisiones({ titulo, serie }: { titulo: string; serie: readonly MesComisiones[] }) {
  return (
    <GraficaMensual
      titulo={titulo}
      meses={serie.map((m) => m.fecha)}
      series={[
        { nombre: G.prima, valores: serie.map((m) => m.prima) },
        { nombre: G.comision, valores: serie.map((m) => m.comision) },
      ]}
      area
    />
  );
}
