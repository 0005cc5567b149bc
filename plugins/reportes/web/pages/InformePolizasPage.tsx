import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { STATUS_POLIZA } from '../../../catalogos/shared/catalogos.ts';
import { sumarMeses } from '../../../polizas/shared/fechas.ts';
import { COLUMNAS_POLIZAS } from '../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { revisarVigencia } from '../../shared/vigencia-informe.ts';
import { InformeAgrupado } from '../components/informes/InformeAgrupado.tsx';
import { useInformePolizasQuery } from '../informes.api.ts';

const hoy = hoyEnMexico();

/** /reportes/polizas, 'Reporte de pólizas' (spec 02 §2.16): by default from one year ago to today (§9). */
export default function InformePolizasPage() {
  return (
    <InformeAgrupado
      titulo={MENSAJES_INFORMES.titulos.polizas}
      ruta="/reportes/polizas"
      desde="fechaVigenciaDe[ge]"
      hasta="fechaVigenciaDe[le]"
      inicial={{ 'fechaVigenciaDe[ge]': sumarMeses(hoy, -12), 'fechaVigenciaDe[le]': hoy }}
      estados={STATUS_POLIZA.filter((s) => s.key !== 'eliminada')}
      conAseguradora
      revisar={(desde, hasta) => revisarVigencia(desde, hasta, hoyEnMexico())}
      columnas={COLUMNAS_POLIZAS}
      usarConsulta={useInformePolizasQuery}
      detalle={(fila) => ({ id: fila.polizaId })}
    />
  );
}
