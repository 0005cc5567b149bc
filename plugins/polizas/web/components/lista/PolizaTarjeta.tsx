import type { PolizaItem } from '../../../shared/polizas.ts';
import { EliminarPoliza } from '../detalle/EliminarPoliza.tsx';
import { RamoIcono, RobotTag, StatusPolizaTag } from '../detalle/Etiquetas.tsx';
import { dinero, fechaPoliza, nombreCompleto } from '../detalle/formato.ts';
import { Fila } from '../../../../../web/src/ui/Fila.tsx';

/**
 * A policy of the list (spec 02 §2.1): client, line icon, number, concept, insurer, total, status,
 * validity and the robot flag; a click opens its detail, the bin deletes it.
 */
export function PolizaTarjeta({ poliza, onAbrir }: { poliza: PolizaItem; onAbrir: (id: number) => void }) {
  return (
    <Fila className="cartera-fila polizas-tarjeta" data-poliza={poliza.id}>
      <RamoIcono ramo={poliza.ramo} />
      <button type="button" className="cartera-fila-boton" onClick={() => onAbrir(poliza.id)}>
        <strong>{nombreCompleto(poliza)}</strong>
        <span>
          Póliza {poliza.noPoliza} · {poliza.concepto}
        </span>
        <span>
          {poliza.aseguradora} ({poliza.aseguradoraAbre}) · {fechaPoliza(poliza.fechaVigenciaDe)} – {fechaPoliza(poliza.fechaVigenciaA)}
        </span>
      </button>
      <div className="polizas-tarjeta-lado">
        <strong>{dinero(poliza.total, poliza.moneda)}</strong>
        <StatusPolizaTag status={poliza.status} />
        {poliza.esRobot && <RobotTag />}
      </div>
      <EliminarPoliza poliza={poliza} onEliminada={() => undefined} soloIcono />
    </Fila>
  );
}
