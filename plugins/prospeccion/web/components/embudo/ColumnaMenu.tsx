import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, EditIcon, MoreIcon, TrashIcon } from '@blueprintjs/icons';
import type { ColumnaEmbudo } from '../../../shared/embudo.ts';
import { useEmbudo } from './contexto.ts';

/** A column's actions, also from the keyboard: rename, move left or right (as dragging does), delete. */
export function ColumnaMenu({ columna }: { columna: ColumnaEmbudo }) {
  const { kanban, escribe, elimina, moverColumna, renombrarColumna, eliminarColumna } = useEmbudo();
  if (!escribe && !elimina) return null;
  const ultima = kanban.columns.length - 1;
  const menu = (
    <Menu aria-label={`Columna ${columna.nombre}`}>
      {escribe && (
        <>
          <MenuItem icon={<EditIcon />} text="Renombrar" onClick={() => renombrarColumna(columna)} />
          <MenuItem icon={<ArrowLeftIcon />} text="Mover a la izquierda" disabled={columna.orden === 0} onClick={() => moverColumna(columna, columna.orden - 1)} />
          <MenuItem icon={<ArrowRightIcon />} text="Mover a la derecha" disabled={columna.orden >= ultima} onClick={() => moverColumna(columna, columna.orden + 1)} />
        </>
      )}
      {elimina && <MenuItem icon={<TrashIcon />} intent="danger" text="Eliminar" onClick={() => eliminarColumna(columna)} />}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" size="small" icon={<MoreIcon />} aria-label={`Opciones de la columna ${columna.nombre}`} />
    </PopoverNext>
  );
}
