import { H5 } from '@blueprintjs/core';
import { formatDinero } from '../../../../../core/shared/format.ts';
import type { GrupoInforme } from '../../../shared/informes.ts';
import { MENSAJES_INFORMES } from '../../../shared/informes-mensajes.ts';
import { Grafica } from './Grafica.tsx';
import { TablaAlterna } from './TablaAlterna.tsx';

const G = MENSAJES_INFORMES.graficas;

function Pastel({ titulo, datos, dinero }: { titulo: string; datos: { name: string; value: number }[]; dinero: boolean }) {
  const opcion = {
    tooltip: { trigger: 'item', valueFormatter: (v: number) => (dinero ? formatDinero(Math.round(v * 100)) : String(v)) },
    legend: { bottom: 0, type: 'scroll' },
    series: [{ type: 'pie', radius: ['40%', '50%'], center: ['50%', '42%'], data: datos, label: { show: false } }],
  };
  return (
    <figure className="cartera-informe-pastel" aria-label={titulo}>
      <H5>{titulo}</H5>
      <div aria-hidden="true">
        <Grafica opcion={opcion} alto={260} />
      </div>
    </figure>
  );
}

/** One tab's pies (spec 02 §2.16): how many and how much premium per group, and both in a table. */
export function Pasteles({ nombre, grupos }: { nombre: string; grupos: readonly GrupoInforme[] }) {
  return (
    <section className="cartera-informe-pasteles">
      <div className="cartera-informe-pasteles-fila">
        <Pastel titulo={`${G.cantidad} por ${nombre.toLowerCase()}`} datos={grupos.map((g) => ({ name: g.nombre, value: g.cantidad }))} dinero={false} />
        <Pastel titulo={`${G.prima} por ${nombre.toLowerCase()}`} datos={grupos.map((g) => ({ name: g.nombre, value: g.prima / 100 }))} dinero />
      </div>
      <TablaAlterna
        titulo={`${G.cantidad} y ${G.prima.toLowerCase()} por ${nombre.toLowerCase()}`}
        encabezados={[nombre, G.cantidad, G.prima]}
        filas={grupos.map((g) => [g.nombre, String(g.cantidad), formatDinero(g.prima)])}
      />
    </section>
  );
}
