import { H2, Tag } from '@blueprintjs/core';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { CalendarIcon } from '@blueprintjs/icons';
import { Fragment, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { PagedList } from '../../../../web/src/ui/SearchList.tsx';
import { NOMBRES_RAMO, PARAMETROS_URL, ramosDeParametro } from '../../../polizas/shared/filtros-url.ts';
import { rangoPrincipal, RANGOS_PRINCIPALES, ventana, VENTANA_INICIAL } from '../../shared/ventanas.ts';
import { TAMANOS } from '../consultas.ts';
import { BotonesDeRango } from './BotonesDeRango.tsx';
import { BuscarPor } from './BuscarPor.tsx';
import { Carrusel } from './Carrusel.tsx';
import type { ListaPorVencer } from './listas.ts';
import { useBusquedaLista } from './useBusquedaLista.ts';

/**
 * The layout of /cxc and /renovaciones (spec 02 §2.6, §2.7): the days selector, the carousel of
 * everything in the window (100) and the searchable list of 10 a page with its order toggle. The
 * address keeps the window and may narrow the list the way a counter of the summary counted it
 * (issue 18: `?ventana=30&ramos=1,5&sinRenovar=1`); each such filter shows as a tag that removes it.
 */
export function PaginaPorVencer<T extends { id: number }>({ titulo, nombreLista, etiquetaVencidos, otraVista, useLista, tarjeta, dialogos }: ListaPorVencer<T>) {
  const [hoy] = useState(hoyEnMexico);
  const [parametros, setParametros] = useSearchParams();
  const rango = rangoPrincipal(parametros.get(PARAMETROS_URL.ventana)) ?? ventana(VENTANA_INICIAL);
  const ramos = ramosDeParametro(parametros.get(PARAMETROS_URL.ramos));
  const sinRenovar = parametros.get(PARAMETROS_URL.sinRenovar) === '1';
  const busqueda = useBusquedaLista();
  const filtros = { rango, hoy, ramos, sinRenovar };
  const carrusel = useLista({ ...filtros, orden: 'asc', page: 1, size: TAMANOS.carrusel });
  const lista = useLista({ ...filtros, ...busqueda.enviada, size: TAMANOS.lista });
  const { data } = lista;
  const { setPage } = busqueda;
  // Paying the last receipt of the last page empties it: go to the page that is now last.
  const ultima = data && data.items.length === 0 && data.currentPage > 1 ? Math.max(data.totalPages, 1) : null;
  useEffect(() => {
    if (ultima) setPage(ultima);
  }, [ultima, setPage]);

  /** Another address parameter (null removes it), keeping the others; page 1 again. */
  const cambiar = (nombre: string, valor: string | null) => {
    setParametros(
      (p) => {
        const nuevos = new URLSearchParams(p);
        if (valor === null) nuevos.delete(nombre);
        else nuevos.set(nombre, valor);
        return nuevos;
      },
      { replace: true },
    );
    busqueda.setPage(1);
  };

  return (
    <div>
      <PageHeader title={titulo} actions={<ButtonLink to={otraVista.ruta}>{otraVista.texto}</ButtonLink>} />
      <BotonesDeRango
        rangos={RANGOS_PRINCIPALES}
        valor={rango.clave}
        onChange={(clave) => cambiar(PARAMETROS_URL.ventana, clave)}
        etiqueta="Días para vencer"
        vencidos={etiquetaVencidos}
      />
      {(ramos.length > 0 || sinRenovar) && (
        <div className="cobranza-filtros" aria-label="Filtros aplicados" role="group">
          {ramos.length > 0 && (
            <Tag minimal onRemove={() => cambiar(PARAMETROS_URL.ramos, null)} aria-label={`Quitar el filtro de ramo: ${ramos.map((r) => NOMBRES_RAMO[r]).join(', ')}`}>
              Ramo: {ramos.map((r) => NOMBRES_RAMO[r]).join(', ')}
            </Tag>
          )}
          {sinRenovar && (
            <Tag minimal onRemove={() => cambiar(PARAMETROS_URL.sinRenovar, null)} aria-label="Quitar el filtro: solo sin renovar">
              Solo sin renovar
            </Tag>
          )}
        </div>
      )}
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
        <PagedList result={lista} icon={<CalendarIcon size={48} />} onPage={busqueda.setPage}>
          {(item) => <Fragment key={item.id}>{tarjeta(item, { hoy, compacta: false })}</Fragment>}
        </PagedList>
      </section>
      {dialogos}
    </div>
  );
}
