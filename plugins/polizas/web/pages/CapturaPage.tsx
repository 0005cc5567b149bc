import { Button, Card, Spinner } from '@blueprintjs/core';
import { PaperclipIcon, RefreshIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useClavesAgenteQuery } from '../claves.api.ts';
import { usePolizaQuery } from '../polizas.api.ts';
import type { PasoProps } from '../components/captura/AccionesPaso.tsx';
import type { TipoPoliza } from '../components/captura/borrador.ts';
import { capturaActions } from '../components/captura/borradorSlice.ts';
import { borradorDePoliza, decidirCarga, ESTADO_PASO, pasoDeRuta, regresoDe, rutaDePaso } from '../components/captura/cargaBorrador.ts';
import { hoy } from '../components/detalle/formato.ts';
import { AyudaCaptura } from '../components/captura/AyudaCaptura.tsx';
import { LineaToggle, PasosCaptura } from '../components/captura/PasosCaptura.tsx';
import { PasoAsegurados } from '../components/captura/PasoAsegurados.tsx';
import { PasoDiversos } from '../components/captura/PasoDiversos.tsx';
import { PasoGenerales } from '../components/captura/PasoGenerales.tsx';
import { PasoVehiculo } from '../components/captura/PasoVehiculo.tsx';
import { useAppDispatch, useBorrador } from '../components/captura/useBorrador.ts';
import '../captura.css';

const REINICIAR = 'Esta acción limpiará todo el formulario y perderás todos los datos capturados. ¿Deseas continuar?';

// The last two steps (premiums, receipts: the receipt rules and editing) come when reached, not with the wizard.
const PasoPrimas = lazy(() => import('../components/captura/PasoPrimas.tsx').then((m) => ({ default: m.PasoPrimas })));
const PasoRecibos = lazy(() => import('../components/captura/PasoRecibos.tsx').then((m) => ({ default: m.PasoRecibos })));

/** Each sub-route's step (spec 02 §2.3); the line decides which of the second steps applies. */
const PASOS: Record<string, ComponentType<PasoProps>> = {
  '': PasoGenerales,
  vehiculo: PasoVehiculo,
  asegurado: PasoAsegurados,
  asegurados: PasoAsegurados,
  diversos: PasoDiversos,
  primas: PasoPrimas,
  recibos: PasoRecibos,
};

/**
 * 'Captura de póliza', /polizas/{polizaId}[/step] (spec 02 §2.3, §4): a new policy ('nuevo'), an
 * existing one, or a renewal (router state action 'renovar'). Every step is its own route; the draft
 * lives in the store (borradorSlice) so it survives the moves between them.
 */
export default function CapturaPage() {
  const { polizaId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const borrador = useBorrador();
  const [carga] = useState(() => decidirCarga(polizaId, location.state, borrador.clave));
  const [listo, setListo] = useState(carga.tipo === 'conservar');
  const [reiniciando, setReiniciando] = useState(false);
  const [adjuntos, setAdjuntos] = useState(false);
  const claves = useClavesAgenteQuery();
  const consulta = usePolizaQuery(carga.tipo === 'cargar' ? carga.id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);

  useEffect(() => {
    if (listo) return;
    if (carga.tipo === 'nuevo') dispatch(capturaActions.iniciado(hoy()));
    else if (carga.tipo === 'cargar' && consulta.data && !consulta.isFetching) dispatch(capturaActions.cargado(borradorDePoliza(consulta.data, carga.modo)));
    else return;
    // Ready once the store holds the draft just dispatched: it follows the store, not this drawing.
    // oxlint-disable-next-line react/set-state-in-effect
    setListo(true);
    // The entry is marked as the wizard's own, so the browser's back button keeps the draft too.
    navigate(location.pathname, { replace: true, state: { ...(location.state as object | null), ...ESTADO_PASO } });
  }, [listo, carga, consulta.data, consulta.isFetching, dispatch, navigate, location]);

  const subruta = location.pathname.split('/')[3] ?? '';
  const paso = pasoDeRuta(borrador.newType, subruta);
  useEffect(() => {
    if (listo && paso >= 0) dispatch(capturaActions.pasoMostrado(paso));
  }, [listo, paso, dispatch]);

  if (carga.tipo === 'invalida' || noExiste) return <Navigate to="/404" replace />;
  // A renewal started from Renovaciones goes back there (spec 02 §2.7: backUrl), from any step.
  const regreso = regresoDe(location.state);
  const estadoPaso = { ...ESTADO_PASO, backUrl: regreso };
  const irA = (indice: number) => navigate(rutaDePaso(polizaId, borrador.newType, indice), { state: estadoPaso });
  // The draft is empty (clave null) for a moment after a save, until the detail page takes over.
  const preparado = listo && borrador.clave !== null;
  if (preparado && (paso < 0 || paso > borrador.stepper.lastStep)) return <Navigate to={rutaDePaso(polizaId, borrador.newType, 0)} replace state={estadoPaso} />;

  const Paso = PASOS[subruta];
  const nuevo = polizaId === 'nuevo';
  return (
    <div>
      <PageHeader
        title="Captura de póliza"
        back={regreso}
        actions={
          <>
            {nuevo && <Button icon={<RefreshIcon />} text="Volver a comenzar" onClick={() => setReiniciando(true)} />}
            {!nuevo && (
              <Puede permiso="ADJUNTOS_R">
                <Button icon={<PaperclipIcon />} text="Adjuntos" onClick={() => setAdjuntos(true)} />
              </Puede>
            )}
            <AyudaCaptura />
          </>
        }
      />
      {!preparado ? (
        <Spinner aria-label="Cargando" />
      ) : (
        <>
          <div className="captura-cabecera">
            <LineaToggle borrador={borrador} onElegir={(tipo: TipoPoliza) => dispatch(capturaActions.tipoElegido({ tipo, claves: claves.data?.items ?? [] }))} />
            <PasosCaptura stepper={borrador.stepper} onIr={irA} />
          </div>
          <Card className="captura-paso-contenido">
            <Suspense fallback={<Spinner aria-label="Cargando" />}>
              <Paso
                onAnterior={() => irA(paso - 1)}
                onContinuar={() => {
                  dispatch(capturaActions.pasoCompletado(paso));
                  irA(paso + 1);
                }}
              />
            </Suspense>
          </Card>
        </>
      )}
      <ConfirmDialog
        isOpen={reiniciando}
        message={REINICIAR}
        onCancel={() => setReiniciando(false)}
        onConfirm={() => {
          setReiniciando(false);
          dispatch(capturaActions.iniciado(hoy()));
          navigate('/polizas/nuevo', { state: ESTADO_PASO });
        }}
      />
      {!nuevo && (
        <PluginDialog
          id="crm.adjuntos"
          isOpen={adjuntos}
          params={{ entidad: 'polizas', id: Number(polizaId) }}
          onClose={() => setAdjuntos(false)}
          onDone={() => setAdjuntos(false)}
        />
      )}
    </div>
  );
}
