import { Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { CalendarIcon, GridViewIcon, ListIcon } from '@blueprintjs/icons';
import { Fragment, useState } from 'react';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { ListStatus } from '../../../../web/src/ui/SearchList.tsx';
import { RANGO_TODOS, RANGOS_CLASICOS } from '../../shared/ventanas.ts';
import { TAMANOS } from '../consultas.ts';
import { BotonesDeRango } from './BotonesDeRango.tsx';
import type { ListaPorVencer } from './listas.ts';

/**
 * The classic layout of /cxc-clasic and /renovaciones-clasic (spec 02 §2.6, §2.7): range buttons
 * (from 'Todos', 60 days back to 60 ahead), the first 200 cards by date and a one- or two-column view.
 */
export function PaginaClasica<T extends { id: number }>({ titulo, nombreLista, otraVista, useLista, tarjeta, dialogos }: ListaPorVencer<T>) {
  const [hoy] = useState(hoyEnMexico);
  const [clave, setClave] = useState(RANGO_TODOS.clave);
  const [columnas, setColumnas] = useState(false);
  const rango = RANGOS_CLASICOS.find((r) => r.clave === clave) ?? RANGO_TODOS;
  const result = useLista({ rango, hoy, orden: 'asc', page: 1, size: TAMANOS.clasico });
  const { data, isFetching } = result;

  return (
    <div>
      <PageHeader title={titulo} actions={<ButtonLink to={otraVista.ruta}>{otraVista.texto}</ButtonLink>} />
      <div className="cobranza-clasica-controles">
        <BotonesDeRango rangos={RANGOS_CLASICOS} valor={clave} onChange={setClave} etiqueta="Rango de vencimiento" />
        <ButtonGroup role="group" aria-label="Vista">
          <Button icon={<ListIcon />} text="Lista" aria-pressed={!columnas} active={!columnas} onClick={() => setColumnas(false)} />
          <Button icon={<GridViewIcon />} text="Dos columnas" aria-pressed={columnas} active={columnas} onClick={() => setColumnas(true)} />
        </ButtonGroup>
      </div>
      <section aria-label={nombreLista}>
        <H2 className="cobranza-lista-titulo">
          {nombreLista} • {data?.totalItems ?? 0}
        </H2>
        <ListStatus result={result} icon={<CalendarIcon size={48} />} />
        {data && data.totalItems > data.items.length && <p className="cobranza-nota">Se muestran los primeros {data.items.length}; elige un rango más corto para ver el resto.</p>}
        {data && data.items.length > 0 && (
          <div
            className={columnas ? 'cobranza-clasica cobranza-clasica-columnas' : 'cobranza-clasica'}
            role="list"
            aria-busy={isFetching}
            data-vista={columnas ? 'columnas' : 'lista'}
          >
            {data.items.map((item) => (
              <Fragment key={item.id}>{tarjeta(item, { hoy, compacta: false })}</Fragment>
            ))}
          </div>
        )}
      </section>
      {dialogos}
    </div>
  );
}
