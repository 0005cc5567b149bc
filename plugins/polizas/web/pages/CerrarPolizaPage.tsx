import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { CerrarPoliza, cierreDePoliza } from '../components/detalle/CierrePoliza.tsx';
import { polizaActiva } from '../components/detalle/estados.ts';
import { PaginaDePoliza } from '../components/detalle/PaginaDePoliza.tsx';
import '../polizas.css';

/** /polizas/{polizaId}/cerrar (spec 02 §2.4): 'Cerrar póliza' when a receipt was paid, else 'Cancelar póliza'. */
export default function CerrarPolizaPage() {
  return (
    <PaginaDePoliza
      titulo={(poliza) => (poliza ? cierreDePoliza(poliza).titulo : 'Cerrar póliza')}
      disponible={(poliza) => polizaActiva(poliza.status)}
      noDisponible={MENSAJES_POLIZAS.noCerrable}
    >
      {(poliza, volver) => <CerrarPoliza poliza={poliza} onListo={volver} onRegresar={volver} />}
    </PaginaDePoliza>
  );
}
