import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { STATUS_RECIBO } from '../../../catalogos/shared/catalogos.ts';
import { sumarMeses } from '../../../polizas/shared/fechas.ts';
import { COLUMNAS_RECIBOS } from '../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { InformeAgrupado } from '../components/informes/InformeAgrupado.tsx';
import { useInformeRecibosQuery } from '../informes.api.ts';

const hoy = hoyEnMexico();

/** /reportes/recibos, 'Reporte de recibos' (spec 02 §2.16): a row opens its policy's detail with the receipt id. */
export default function InformeRecibosPage() {
  return (
    <InformeAgrupado
      titulo={MENSAJES_INFORMES.titulos.recibos}
      ruta="/reportes/recibos"
      desde="fecVigDe[ge]"
      hasta="fecVigDe[le]"
      inicial={{ 'fecVigDe[ge]': sumarMeses(hoy, -12), 'fecVigDe[le]': hoy }}
      estados={STATUS_RECIBO}
      columnas={COLUMNAS_RECIBOS}
      usarConsulta={useInformeRecibosQuery}
      detalle={(fila) => ({ id: fila.polizaId, reciboId: fila.reciboId })}
    />
  );
}
