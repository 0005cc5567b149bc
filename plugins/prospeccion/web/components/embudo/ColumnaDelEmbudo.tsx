import { Button, H3, NonIdealState } from '@blueprintjs/core';
import { DragHandleVerticalIcon, PlusIcon } from '@blueprintjs/icons';
import { useDrag, useDrop } from 'react-dnd';
import { formatDinero } from '../../../../../core/shared/format.ts';
import type { ColumnaEmbudo } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../../shared/mensajes.ts';
import { ARRASTRE, useEmbudo, type CardArrastrada, type ColumnaArrastrada } from './contexto.ts';
import { ColumnaMenu } from './ColumnaMenu.tsx';
import { TarjetaOportunidad } from './TarjetaOportunidad.tsx';

/** The column's sums, one per currency (spec 03 §2), '$0.00' while it shows no card. */
const totales = (c: ColumnaEmbudo) => (c.totales.length ? c.totales.map((t) => formatDinero(t.centavos, t.abreviacion)) : [formatDinero(0, '')]);

/**
 * A column of the board: its name and the sum of its cards, dragged by its handle to reorder the
 * columns; a card dropped on it but on no card goes last.
 */
export function ColumnaDelEmbudo({ columna }: { columna: ColumnaEmbudo }) {
  const { escribe, moverCard, moverColumna, abrirCard } = useEmbudo();
  const [{ arrastrando }, arrastrar, vista] = useDrag(
    () => ({ type: ARRASTRE.columna, item: { columna } satisfies ColumnaArrastrada, canDrag: escribe, collect: (m) => ({ arrastrando: m.isDragging() }) }),
    [columna, escribe],
  );
  const [{ encima }, soltar] = useDrop(
    () => ({
      accept: [ARRASTRE.card, ARRASTRE.columna],
      canDrop: (item: CardArrastrada | ColumnaArrastrada) => !('columna' in item) || item.columna.id !== columna.id,
      drop: (item: CardArrastrada | ColumnaArrastrada, m) => {
        if (m.didDrop()) return;
        if ('columna' in item) moverColumna(item.columna, columna.orden);
        else moverCard(item.card, columna.id, Number.MAX_SAFE_INTEGER);
      },
      collect: (m) => ({ encima: m.isOver({ shallow: true }) && m.canDrop() }),
    }),
    [columna, moverCard, moverColumna],
  );
  const titulo = `columna-${columna.id}`;
  const clases = ['prospeccion-columna', encima && 'prospeccion-columna-destino', arrastrando && 'prospeccion-columna-arrastrada'];
  return (
    <section ref={(nodo) => void vista(soltar(nodo))} className={clases.filter(Boolean).join(' ')} aria-labelledby={titulo} data-columna={columna.id}>
      <header className="prospeccion-columna-cabeza">
        {escribe && (
          <span ref={(nodo) => void arrastrar(nodo)} className="prospeccion-asa" title="Arrastra para mover la columna" aria-hidden="true">
            <DragHandleVerticalIcon />
          </span>
        )}
        <H3 id={titulo} className="prospeccion-columna-nombre">
          {columna.nombre}
        </H3>
        <ColumnaMenu columna={columna} />
      </header>
      <p className="prospeccion-columna-total" aria-label={`Total de ${columna.nombre}`}>
        {totales(columna).map((total) => (
          <span key={total}>{total}</span>
        ))}
      </p>
      {columna.cards.length > 0 ? (
        <div role="list" aria-label={`Oportunidades de ${columna.nombre}`} className="prospeccion-columna-cards">
          {columna.cards.map((card, i) => (
            <TarjetaOportunidad key={card.id} card={card} indice={i} total={columna.cards.length} />
          ))}
        </div>
      ) : (
        <NonIdealState className="prospeccion-columna-vacia" description={M.sinCards} />
      )}
      {escribe && <Button variant="minimal" icon={<PlusIcon />} text="Agregar oportunidad" onClick={() => abrirCard(null, columna.id)} fill alignText="start" />}
    </section>
  );
}
