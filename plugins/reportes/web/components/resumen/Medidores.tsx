import { Card, H2, H3 } from '@blueprintjs/core';
import { CogIcon } from '@blueprintjs/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import type { ResumenCartera } from '../../../shared/resumen.ts';
import { Cifra, type FigurasProps } from './Cifra.tsx';
import { enPesos, porcentajeEntero } from './formato.ts';

// ECharts arrives in its own chunk, after the figures: the counters never wait for the gauges.
const Medidor = lazy(() => import('./Medidor.tsx'));

interface Medida {
  titulo: string;
  periodo: string;
  valor: (r: ResumenCartera) => number;
  meta: (r: ResumenCartera) => number;
}

/** The four gauges of spec 02 §2.8, each against the goal of its period. */
const MEDIDAS: Medida[] = [
  { titulo: 'Primas Pagadas', periodo: 'Este mes', valor: (r) => r.ppm, meta: (r) => r.metaMensual },
  { titulo: 'Pagos Acumulados', periodo: 'Este año', valor: (r) => r.paa, meta: (r) => r.metaAnual },
  { titulo: 'Emision', periodo: 'Este mes', valor: (r) => r.em, meta: (r) => r.metaMensual },
  { titulo: 'Emision Acumulada', periodo: 'Este año', valor: (r) => r.eaa, meta: (r) => r.metaAnual },
];

export function Medidores({ resumen, fallo }: FigurasProps) {
  return (
    <section className="cartera-resumen-metas" aria-labelledby="cartera-resumen-metas-titulo">
      <header className="cartera-resumen-metas-encabezado">
        <H2 id="cartera-resumen-metas-titulo" className="cartera-resumen-seccion-titulo">
          Metas
        </H2>
        <Puede permiso="METAS">
          <Link to="/configuracion/metas" className="cartera-resumen-configurar">
            <CogIcon /> Configurar Metas
          </Link>
        </Puede>
      </header>
      <ul className="cartera-resumen-medidores">
        {MEDIDAS.map((m) => {
          const porcentaje = resumen && porcentajeEntero(m.valor(resumen), m.meta(resumen));
          return (
            <li key={m.titulo}>
              <Card className="cartera-resumen-medidor" data-medidor={m.titulo}>
                <H3 className="cartera-resumen-medidor-titulo">{m.titulo}</H3>
                <span className="cartera-resumen-medidor-periodo">{m.periodo}</span>
                <div className="cartera-resumen-medidor-grafica" role="img" aria-label={porcentaje === undefined ? m.titulo : `${m.titulo}: ${porcentaje}% de la meta`}>
                  {porcentaje !== undefined && (
                    <Suspense fallback={null}>
                      <Medidor porcentaje={porcentaje} />
                    </Suspense>
                  )}
                </div>
                <Cifra fallo={fallo} className="cartera-resumen-medidor-valor">
                  {resumen && enPesos(m.valor(resumen))}
                </Cifra>
                <span className="cartera-resumen-medidor-meta">
                  Meta: <Cifra fallo={fallo}>{resumen && enPesos(m.meta(resumen))}</Cifra>
                </span>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
