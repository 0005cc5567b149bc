import { Button, ButtonGroup, Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, PrintIcon } from '@blueprintjs/icons';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { formatFecha } from '../../../../core/shared/format.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { sumarDias } from '../../../polizas/shared/fechas.ts';
import { esFecha, type Cobro, type Cumpleanos, type Renovacion } from '../../shared/agenda.ts';
import { TEXTOS_AGENDA as T } from '../../shared/agenda-mensajes.ts';
import { useReporteSemanalQuery } from '../agenda.api.ts';
import { dinero, EnlaceCliente, EnlacePoliza } from '../components/agenda/enlaces.tsx';
import { SeccionSemanal, type Columna } from '../components/agenda/SeccionSemanal.tsx';
import '../agenda.css';

const polizaYCliente: Columna<Renovacion>[] = [
  { titulo: T.vencimiento, celda: (p) => formatFecha(p.vencimiento) },
  { titulo: T.poliza, celda: (p) => <EnlacePoliza {...p} /> },
  { titulo: T.ramo, celda: (p) => p.ramo },
  { titulo: T.aseguradora, celda: (p) => p.aseguradora },
  { titulo: T.cliente, celda: (p) => <EnlaceCliente cliente={p} /> },
  { titulo: T.total, celda: (p) => dinero(p.total, p.moneda), numero: true },
];

const COLUMNAS_COBRO: Columna<Cobro>[] = [
  ...(polizaYCliente as Columna<Cobro>[]).slice(0, 2),
  { titulo: T.recibo, celda: (r) => `${r.serie}/${r.totalSerie}${r.vencido ? ` · ${T.vencido}` : ''}` },
  ...(polizaYCliente as Columna<Cobro>[]).slice(2),
  { titulo: T.comision, celda: (r) => dinero(r.comision, r.moneda), numero: true },
];

const COLUMNAS_CUMPLEANOS: Columna<Cumpleanos>[] = [
  { titulo: T.fecha, celda: (c) => formatFecha(c.fecha) },
  { titulo: T.cliente, celda: (c) => <EnlaceCliente cliente={c} /> },
  { titulo: T.nacimiento, celda: (c) => formatFecha(c.fecNacimiento) },
  { titulo: T.edad, celda: (c) => c.edad, numero: true },
];

/**
 * /reportes/semanal/{fecha}, 'Reporte semanal' (spec 03 §2): the summary and the renewals,
 * collections and birthdays of the week (Monday to Sunday) of {fecha}, today's without one.
 * Printing leaves the navigation and the buttons out (agenda.css).
 */
export default function SemanalPage() {
  const navigate = useNavigate();
  const param = useParams().fecha;
  const fecha = param ?? hoyEnMexico();
  const valida = esFecha(fecha);
  const { data, error, isFetching } = useReporteSemanalQuery(fecha, { skip: !valida, refetchOnMountOrArgChange: true });
  if (!valida) return <Navigate to="/404" replace />;
  const ir = (dias: number) => navigate(`/reportes/semanal/${sumarDias(data?.inicio ?? fecha, dias)}`);
  const acciones = (
    <ButtonGroup className="cartera-no-imprimir">
      <Button icon={<ChevronLeftIcon />} aria-label={T.semanaAnterior} title={T.semanaAnterior} onClick={() => ir(-7)} />
      <Button text={T.hoy} onClick={() => navigate(`/reportes/semanal/${hoyEnMexico()}`)} />
      <Button icon={<ChevronRightIcon />} aria-label={T.semanaSiguiente} title={T.semanaSiguiente} onClick={() => ir(7)} />
      <Button icon={<PrintIcon />} text={T.imprimir} onClick={() => window.print()} />
    </ButtonGroup>
  );
  return (
    <div className="cartera-semanal">
      <PageHeader title={T.tituloSemanal} actions={acciones} />
      {isFetching && !data && <Spinner aria-label="Cargando" />}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {(error as ApiError).message}
        </Callout>
      )}
      {data && (
        <>
          <p className="cartera-semanal-periodo">{T.semanaDel(formatFecha(data.inicio), formatFecha(data.fin))}</p>
          <Card className="cartera-semanal-resumen" aria-label={T.resumen}>
            <dl>
              <dt>{T.polizasPorRenovar}</dt>
              <dd>{data.summary.polizas}</dd>
              <dt>{T.primaPorRenovar}</dt>
              <dd>{dinero(data.summary.polizasTotal)}</dd>
              <dt>{T.recibosPorCobrar}</dt>
              <dd>{data.summary.recibos}</dd>
              <dt>{T.comisionesPorCobrar}</dt>
              <dd>{dinero(data.summary.recibosComiciones)}</dd>
              <dt>{T.cumpleanosSemana}</dt>
              <dd>{data.summary.cumpleanos}</dd>
            </dl>
          </Card>
          <SeccionSemanal titulo={T.renovaciones} items={data.renovaciones} clave={(p) => p.polizaId} columnas={polizaYCliente} />
          <SeccionSemanal titulo={T.cobranza} items={data.cobranza} clave={(r) => r.reciboId} columnas={COLUMNAS_COBRO} destacada={(r) => r.vencido} />
          <SeccionSemanal titulo={T.cumpleanos} items={data.cumpleanos} clave={(c) => `${c.clienteId}-${c.fecha}`} columnas={COLUMNAS_CUMPLEANOS} />
        </>
      )}
    </div>
  );
}
