import { CardList, H2 } from '@blueprintjs/core';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { CalendarIcon } from '@blueprintjs/icons';
import { Fragment, useEffect, useState } from 'react';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { Pager } from '../../../../web/src/ui/Pager.tsx';
import { ListStatus } from '../../../../web/src/ui/SearchList.tsx';
import { VENTANAS, type ClaveVentana } from '../../../reportes/shared/resumen.ts';
import { ventana, VENTANA_INICIAL } from '../../shared/ventanas.ts';
import { TAMANOS } from '../consultas.ts';
import { BotonesDeRango } from './BotonesDeRango.tsx';
import { BuscarPor } from './BuscarPor.tsx';
import { Carrusel } from './Carrusel.tsx';
import type { ListaPorVencer } from './listas.ts';
import { useBusquedaLista } from './useBusquedaLista.ts';

/**
 * The layout of /cxc and /renovaciones (spec 02 §2.6, §2.7): the days selector, the carousel of
 * everything in the window (100) and the searchable list of 10 a page with its order toggle.
 */
export function PaginaPorVencer<T extends { id: number }>({ titulo, nombreLista, otraVista, useLista, tarjeta, dialogos }: ListaPorVencer<T>) {
  const [hoy] = useState(hoyEnMexico);
  const [clave, setClave] = useState<ClaveVentana>(VENTANA_INICIAL);
  const busqueda = useBusquedaLista();
  const rango = ventana(clave);
  const carrusel = useLista({ rango, hoy, orden: 'asc', page: 1, size: TAMANOS.carrusel });
  const lista = useLista({ rango, hoy, ...busqueda.enviada, size: TAMANOS.lista });
  const { data, isFetching } = lista;
  const { setPage } = busqueda;
  // Paying the last receipt of the last page empties it: go to the page that is now last.
  const ultima = data && data.items.length === 0 && data.currentPage > 1 ? Math.max(data.totalPages, 1) : null;
  useEffect(() => {
    if (ultima) setPage(ultima);
  }, [ultima, setPage]);

  const elegir = (nueva: string) => {
    setClave(nueva as ClaveVentana);
    busqueda.setPage(1);
  };

  return (
    <div className="cobranza-pagina">
      <PageHeader title={titulo} actions={<ButtonLink to={otraVista.ruta}>{otraVista.texto}</ButtonLink>} />
      <BotonesDeRango rangos={VENTANAS} valor={clave} onChange={elegir} etiqueta="Días para vencer" />
      {carrusel.data && carrusel.data.items.length > 0 && (
        <Carrusel etiqueta={`${nombreLista} de la ventana`}>
          {carrusel.data.items.map((item) => (
            <li key={item.id}>{tarjeta(item, { hoy, compacta: true })}</li>
          ))}
        </Carrusel>
      )}
      <section className="cobranza-lista" aria-label={nombreLista}>
        <H2 className="cobranza-lista-titulo">
          {nombreLista} • {data?.totalItems ?? 0}
        </H2>
        <BuscarPor busqueda={busqueda} />
        <ListStatus result={lista} icon={<CalendarIcon size={48} />} />
        {data && data.items.length > 0 && (
          <>
            <CardList aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
              {data.items.map((item) => (
                <Fragment key={item.id}>{tarjeta(item, { hoy, compacta: false })}</Fragment>
              ))}
            </CardList>
            <Pager page={data} onChange={busqueda.setPage} />
          </>
        )}
      </section>
      {dialogos}
    </div>
  );
}
