import { Button } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { TIPOS_RESUMEN, type TipoResumen } from '../../shared/resumen.ts';
import { useBannersResumenQuery, useResumenCarteraQuery } from '../api.ts';
import { BannerCarrusel } from '../components/resumen/BannerCarrusel.tsx';
import { Contadores } from '../components/resumen/Contadores.tsx';
import { TODAS_LAS_LINEAS } from '../components/resumen/lineas.ts';
import { LineasToggle } from '../components/resumen/LineasToggle.tsx';
import { Medidores } from '../components/resumen/Medidores.tsx';
import { Mosaicos } from '../components/resumen/Mosaicos.tsx';
import { useFalloRegistrado } from '../components/resumen/useFalloRegistrado.ts';
import '../resumen.css';

/**
 * /resumen, 'Resumen de Cartera' (spec 02 §2.8), the landing page after sign-in: the line toggle,
 * the banners, the tiles, the receipts and renewals counters and the goal gauges. It is read again
 * on every visit, so what was paid or captured elsewhere shows at once.
 */
export default function ResumenPage() {
  const [lineas, setLineas] = useState<TipoResumen[]>(TODAS_LAS_LINEAS);
  const resumen = useResumenCarteraQuery(lineas, { refetchOnMountOrArgChange: true });
  const banners = useBannersResumenQuery();
  useFalloRegistrado(resumen.error, 'No se pudo leer el resumen de cartera');
  useFalloRegistrado(banners.error, 'No se pudieron leer los avisos');

  // A figure of other lines than those chosen would mislead: after a failure, none is shown.
  const figuras = { resumen: resumen.isError ? undefined : resumen.data, fallo: resumen.isError };
  // The lines chosen, for the links: each figure opens its list filtered to what it counts.
  const ramos = lineas.map((t) => TIPOS_RESUMEN[t]);
  const reintentar = () => {
    if (resumen.isError) void resumen.refetch();
    if (banners.isError) void banners.refetch();
  };
  return (
    <div className="cartera-resumen-cartera">
      <PageHeader title="Resumen de Cartera" />
      <div className="cartera-resumen-barra">
        <LineasToggle activas={lineas} onChange={setLineas} />
        {(resumen.isError || banners.isError) && (
          <Button variant="minimal" size="small" icon={<RefreshIcon />} text="Reintentar" onClick={reintentar} loading={resumen.isFetching} />
        )}
      </div>
      <BannerCarrusel banners={banners.data ?? []} />
      <div className={resumen.isFetching && figuras.resumen ? 'cartera-resumen-figuras cartera-loading' : 'cartera-resumen-figuras'} aria-busy={resumen.isFetching}>
        <Mosaicos {...figuras} ramos={ramos} />
        <Contadores {...figuras} ramos={ramos} />
        <Medidores {...figuras} />
      </div>
    </div>
  );
}
