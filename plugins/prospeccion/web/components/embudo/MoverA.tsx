import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowRightIcon, ArrowUpIcon, MoveIcon } from '@blueprintjs/icons';
import type { CardEmbudo } from '../../../shared/embudo.ts';
import { useEmbudo } from './contexto.ts';

/**
 * 'Mover a…': what dragging does, from the keyboard (issue 15): up or down in its column, or to the
 * end of another column. Only for a user who may write on the board.
 */
export function MoverA({ card, indice, total }: { card: CardEmbudo; indice: number; total: number }) {
  const { kanban, escribe, moverCard } = useEmbudo();
  if (!escribe) return null;
  const otras = kanban.columns.filter((c) => c.id !== card.columnId);
  const menu = (
    <Menu aria-label={`Mover ${card.nombre}`}>
      <MenuItem icon={<ArrowUpIcon />} text="Subir" disabled={indice === 0} onClick={() => moverCard(card, card.columnId, indice - 1)} />
      <MenuItem icon={<ArrowDownIcon />} text="Bajar" disabled={indice >= total - 1} onClick={() => moverCard(card, card.columnId, indice + 1)} />
      {otras.length > 0 && <MenuDivider title="A la columna" />}
      {otras.map((c) => (
        <MenuItem key={c.id} icon={<ArrowRightIcon />} text={c.nombre} onClick={() => moverCard(card, c.id, Number.MAX_SAFE_INTEGER)} />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" size="small" icon={<MoveIcon />} text="Mover a…" aria-label={`Mover a… (${card.nombre})`} />
    </PopoverNext>
  );
}
