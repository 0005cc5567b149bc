import { Card, Intent, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useDrag, useDrop, type DropTargetMonitor } from 'react-dnd';
import { Link } from 'react-router-dom';
import { centavos, formatDinero } from '../../../../../core/shared/format.ts';
import type { CardEmbudo } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO, NOMBRE_STATUS_CARD } from '../../../shared/mensajes.ts';
import { ARRASTRE, useEmbudo, type CardArrastrada } from './contexto.ts';
import { MoverA } from './MoverA.tsx';
import { RamoIcono } from './RamoIcono.tsx';

interface TarjetaProps {
  card: CardEmbudo;
  /** Its index among the cards shown in its column, and how many there are. */
  indice: number;
  total: number;
}

/**
 * An opportunity card on the board: dragged to another place by a user who may write (react-dnd);
 * 'Mover a…' does the same from the keyboard. Opening it shows its dialog.
 */
export function TarjetaOportunidad({ card, indice, total }: TarjetaProps) {
  const { escribe, moverCard, abrirCard } = useEmbudo();
  const ref = useRef<HTMLDivElement>(null);
  const [{ arrastrando }, arrastrar] = useDrag(
    () => ({ type: ARRASTRE.card, item: { card } satisfies CardArrastrada, canDrag: escribe, collect: (m) => ({ arrastrando: m.isDragging() }) }),
    [card, escribe],
  );
  // A card dropped on this one lands before it, or after it when dropped on its lower half.
  const [lado, setLado] = useState<'antes' | 'despues'>('antes');
  const ladoDe = (m: DropTargetMonitor) => {
    const caja = ref.current?.getBoundingClientRect();
    const y = m.getClientOffset()?.y;
    return caja && y !== undefined && y > caja.top + caja.height / 2 ? 'despues' : 'antes';
  };
  const [{ encima }, soltar] = useDrop(
    () => ({
      accept: ARRASTRE.card,
      canDrop: ({ card: otra }: CardArrastrada) => otra.id !== card.id,
      hover: (_item: CardArrastrada, m) => setLado(ladoDe(m)),
      // Its index among the others shown, the dragged one left out.
      drop: ({ card: otra }: CardArrastrada, m) => {
        const antes = otra.columnId === card.columnId && otra.orden < card.orden ? indice - 1 : indice;
        moverCard(otra, card.columnId, antes + (ladoDe(m) === 'despues' ? 1 : 0));
      },
      collect: (m) => ({ encima: m.isOver() && m.canDrop() }),
    }),
    [card, indice, moverCard],
  );
  const cerrada = card.status !== 'abierta';
  const clases = ['prospeccion-card', arrastrando && 'prospeccion-card-arrastrada', encima && `prospeccion-card-destino-${lado}`, escribe && 'prospeccion-card-movible'];
  return (
    <Card
      ref={(nodo) => {
        ref.current = nodo;
        arrastrar(soltar(nodo));
      }}
      role="listitem"
      className={clases.filter(Boolean).join(' ')}
      data-card={card.id}
      data-status={card.status}
    >
      <button type="button" className="prospeccion-card-abrir" onClick={() => abrirCard(card, card.columnId)}>
        <span className="prospeccion-card-titulo">
          <RamoIcono ramoId={card.ramo.id} />
          <strong>{card.nombre}</strong>
        </span>
        <span>{card.prospecto.nombre}</span>
        <span className="prospeccion-card-prima">{formatDinero(centavos(card.primaTotal), card.moneda.abreviacion)}</span>
      </button>
      <div className="prospeccion-card-pie">
        <small>{MENSAJES_EMBUDO.diasEnEmbudo(card.dias)}</small>
        {cerrada && (
          <Tag round minimal intent={card.status === 'exitosa' ? Intent.SUCCESS : Intent.DANGER}>
            {NOMBRE_STATUS_CARD[card.status]}
          </Tag>
        )}
        {card.prospecto.clienteId && (
          <Link to={`/clientes/${card.prospecto.clienteId}`} className="prospeccion-card-cliente">
            Cliente
          </Link>
        )}
        <MoverA card={card} indice={indice} total={total} />
      </div>
    </Card>
  );
}
