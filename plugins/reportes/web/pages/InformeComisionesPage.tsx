import { Callout, FormGroup, H3, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { formatDinero } from '../../../../core/shared/format.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { TEXTOS_AGENDA } from '../../shared/agenda-mensajes.ts';
import { COLUMNAS_COMISIONES } from '../../shared/informes-columnas.ts';
import { diferencia, mesesDelPeriodo, moverMes, periodoPredeterminado, primerDia, serieCompleta, totales, ultimoDia } from '../../shared/informes-comisiones.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { Exportar } from '../components/informes/Exportar.tsx';
import { GraficaMensual, PrimasContraComisiones } from '../components/informes/GraficaComisiones.tsx';
import { Grilla } from '../components/informes/Grilla.tsx';
import { Tarjetas } from '../components/informes/Tarjetas.tsx';
import { useAcumuladosComisionesQuery, useRecibosComisionesQuery } from '../informes.api.ts';
import '../informes.css';

const F = MENSAJES_INFORMES.filtros;
const G = MENSAJES_INFORMES.graficas;
const T = MENSAJES_INFORMES.tarjetas;
const hoy = hoyEnMexico();
const ANIOS = Array.from({ length: 11 }, (_, i) => String(Number(hoy.slice(0, 4)) - i));
const porcentaje = (n: number) => `${n.toLocaleString('es-MX', { maximumFractionDigits: 2 })}%`;

function Mes({ etiqueta, anioEtiqueta, valor, onChange }: { etiqueta: string; anioEtiqueta: string; valor: string; onChange: (mes: string) => void }) {
  return (
    <>
      <FormGroup label={etiqueta}>
        <HTMLSelect
          aria-label={etiqueta}
          value={valor.slice(5, 7)}
          onChange={(e) => onChange(`${valor.slice(0, 4)}-${e.currentTarget.value}`)}
          options={TEXTOS_AGENDA.meses.map((m, i) => ({ label: m, value: String(i + 1).padStart(2, '0') }))}
        />
      </FormGroup>
      <FormGroup label={anioEtiqueta}>
        <HTMLSelect aria-label={anioEtiqueta} value={valor.slice(0, 4)} onChange={(e) => onChange(`${e.currentTarget.value}-${valor.slice(5, 7)}`)} options={ANIOS} />
      </FormGroup>
    </>
  );
}

/** /reportes/comisiones, 'Reporte de comisiones' (spec 02 §2.16, §9): the period against the same months a year before. */
export default function InformeComisionesPage() {
  const [periodo, setPeriodo] = useState(() => periodoPredeterminado(hoy));
  const [page, setPage] = useState(1);
  const invertido = periodo.fin < periodo.inicio;
  const actual = { start: primerDia(periodo.inicio), end: ultimoDia(periodo.fin) };
  const anterior = { start: primerDia(moverMes(periodo.inicio, -12)), end: ultimoDia(moverMes(periodo.fin, -12)) };
  const { data: datos } = useAcumuladosComisionesQuery(actual, { skip: invertido });
  const { data: previos } = useAcumuladosComisionesQuery(anterior, { skip: invertido });
  const { data: recibos } = useRecibosComisionesQuery({ ...actual, page }, { skip: invertido });
  const meses = mesesDelPeriodo(periodo.inicio, periodo.fin);
  const serie = serieCompleta(meses, datos ?? []);
  const seriePrevia = serieCompleta(mesesDelPeriodo(moverMes(periodo.inicio, -12), moverMes(periodo.fin, -12)), previos ?? []);
  const suma = totales(serie);
  const sumaPrevia = totales(seriePrevia);
  const cambiar = (clave: 'inicio' | 'fin') => (mes: string) => (setPeriodo((p) => ({ ...p, [clave]: mes })), setPage(1));
  return (
    <div className="cartera-informe">
      <PageHeader title={MENSAJES_INFORMES.titulos.comisiones} actions={!invertido && <Exportar ruta="/reportes/comisiones" parametros={actual} />} />
      <form className="cartera-informe-filtros" aria-label="Periodo" onSubmit={(e) => e.preventDefault()}>
        <Mes etiqueta={F.mesInicio} anioEtiqueta={F.anioInicio} valor={periodo.inicio} onChange={cambiar('inicio')} />
        <Mes etiqueta={F.mesFin} anioEtiqueta={F.anioFin} valor={periodo.fin} onChange={cambiar('fin')} />
      </form>
      {invertido ? (
        <Callout intent="warning">{MENSAJES_INFORMES.errores.rangoMeses}</Callout>
      ) : (
        <>
          <PrimasContraComisiones titulo={`${G.prima} y ${G.comision.toLowerCase()} por mes`} serie={serie} />
          <Tarjetas
            tarjetas={[
              { titulo: T.primas, valor: formatDinero(suma.prima) },
              { titulo: T.comisiones, valor: formatDinero(suma.comision) },
              { titulo: T.promedio, valor: porcentaje(suma.promedio) },
            ]}
          />
          <H3>{`${G.periodoActual} y ${G.periodoAnterior.toLowerCase()}`}</H3>
          <GraficaMensual
            titulo={`${G.comision}: ${G.periodoActual.toLowerCase()} y ${G.periodoAnterior.toLowerCase()}`}
            meses={meses}
            series={[
              { nombre: G.periodoActual, valores: serie.map((m) => m.comision) },
              { nombre: G.periodoAnterior, valores: seriePrevia.map((m) => m.comision) },
            ]}
          />
          <Tarjetas
            tarjetas={[
              { titulo: T.anteriorPrimas, valor: formatDinero(sumaPrevia.prima) },
              { titulo: T.anteriorComisiones, valor: formatDinero(sumaPrevia.comision) },
              { titulo: T.diferencia, valor: porcentaje(diferencia(suma.comision, sumaPrevia.comision)) },
            ]}
          />
          {recibos && <Grilla columnas={COLUMNAS_COMISIONES} pagina={recibos} onPagina={setPage} />}
        </>
      )}
    </div>
  );
}
