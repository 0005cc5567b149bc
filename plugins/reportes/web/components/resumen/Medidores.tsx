import { Card, H2, H3 } from '@blueprintjs/core';
import { CogIcon } from '@blueprintjs/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import { TEXTOS_RESUMEN, type ResumenCartera } from '../../../shared/resumen.ts';
import { Cifra, type FigurasProps } from './Cifra.tsx';
import { enPesos, porcentajeEntero } from './formato.ts';

// ECharts arrives in its own chunk, after the figures: the counters never wait for the gauges.
const Medidor = lazy(() => import('./Medidor.tsx'));

const METAS = '/configuracion/metas';

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
  { titulo: 'Emisión', periodo: 'Este mes', valor: (r) => r.em, meta: (r) => r.metaMensual },
  { titulo: 'Emisión Acumulada', periodo: 'Este año', valor: (r) => r.eaa, meta: (r) => r.metaAnual },
];

/** What a gauge without a goal says instead of 'Meta: $0.00 MXN': 'Sin meta', and where to set one for who may. */
function SinMeta() {
  return (
    <Puede permiso="METAS" otherwise={TEXTOS_RESUMEN.sinMeta}>
      {TEXTOS_RESUMEN.sinMeta} · <Link to={METAS}>{TEXTOS_RESUMEN.definirMeta}</Link>
    </Puede>
  );
}

/**
 * The goal gauges. A period without a goal draws no gauge (the spec's rule, a goal of 0 counting as
 * 1, filled every gauge to 100%): it says 'Sin meta' with a link to set one (issue 18).
 */
export function Medidores({ resumen, fallo }: FigurasProps) {
  return (
    <section className="cartera-resumen-metas" aria-labelledby="cartera-resumen-metas-titulo">
      <header className="cartera-resumen-metas-encabezado">
        <H2 id="cartera-resumen-metas-titulo" className="cartera-resumen-seccion-titulo">
          {TEXTOS_RESUMEN.metas}
        </H2>
        <Puede permiso="METAS">
          <Link to={METAS} className="cartera-resumen-configurar">
            <CogIcon /> {TEXTOS_RESUMEN.configurarMetas}
          </Link>
        </Puede>
      </header>
      <ul className="cartera-resumen-medidores">
        {MEDIDAS.map((m) => {
          const meta = resumen && m.meta(resumen);
          const sinMeta = meta !== undefined && meta <= 0;
          const porcentaje = resumen && !sinMeta ? porcentajeEntero(m.valor(resumen), m.meta(resumen)) : undefined;
          const etiqueta = sinMeta ? TEXTOS_RESUMEN.sinMetaDe(m.titulo) : porcentaje === undefined ? m.titulo : TEXTOS_RESUMEN.deLaMeta(m.titulo, porcentaje);
          return (
            <li key={m.titulo}>
              <Card className="cartera-resumen-medidor" data-medidor={m.titulo} data-sin-meta={sinMeta || undefined}>
                <H3 className="cartera-resumen-medidor-titulo">{m.titulo}</H3>
                <span className="cartera-resumen-medidor-periodo">{m.periodo}</span>
                <div className="cartera-resumen-medidor-grafica" role="img" aria-label={etiqueta}>
                  {sinMeta && (
                    <span className="cartera-resumen-medidor-sin-meta" aria-hidden="true">
                      {TEXTOS_RESUMEN.sinMeta}
                    </span>
                  )}
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
                  {sinMeta ? (
                    <SinMeta />
                  ) : (
                    <>
                      {TEXTOS_RESUMEN.meta} <Cifra fallo={fallo}>{meta === undefined ? undefined : enPesos(meta)}</Cifra>
                    </>
                  )}
                </span>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
