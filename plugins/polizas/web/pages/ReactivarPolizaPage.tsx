import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { ReactivarPoliza, TITULO_REACTIVAR } from '../components/detalle/CierrePoliza.tsx';
import { polizaActiva } from '../components/detalle/estados.ts';
import { PaginaDePoliza } from '../components/detalle/PaginaDePoliza.tsx';
import '../polizas.css';

/** /polizas/{polizaId}/reactivar (spec 02 §2.4): a terminated or cancelled policy, vigente again. */
export default function ReactivarPolizaPage() {
  return (
    <PaginaDePoliza titulo={() => TITULO_REACTIVAR} disponible={(poliza) => !polizaActiva(poliza.status)} noDisponible={MENSAJES_POLIZAS.noReactivable}>
      {(poliza, volver) => <ReactivarPoliza polizaId={poliza.id} onListo={volver} onRegresar={volver} />}
    </PaginaDePoliza>
  );
}
