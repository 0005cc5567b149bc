import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { AddColumnRightIcon, PlusIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Puede, usePuede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import type { CardEmbudo, ColumnaEmbudo, FiltroTablero, Kanban } from '../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M } from '../../shared/mensajes.ts';
import { ordenDeDestino } from '../../shared/orden.ts';
import { ColumnaDelEmbudo } from '../components/embudo/ColumnaDelEmbudo.tsx';
import { ColumnaDialogo } from '../components/embudo/ColumnaDialogo.tsx';
import { EmbudoContexto, type Embudo } from '../components/embudo/contexto.ts';
import { EliminarColumna } from '../components/embudo/EliminarColumna.tsx';
import { FiltrosEmbudo } from '../components/embudo/FiltrosEmbudo.tsx';
import { useCrearTableroMutation, useMoverCardMutation, useMoverColumnaMutation, useTableroQuery, useTablerosQuery } from '../embudo.api.ts';
import '../prospeccion.css';

// The card dialog (its form, notes and the prospect's fields) is fetched when a card is first opened, not with the board.
const CardDialogo = lazy(() => import('../components/embudo/CardDialogo.tsx').then((m) => ({ default: m.CardDialogo })));

/** The agent's board: the one it has, or the one its first visit creates (spec 03 §3, §7). */
function useIdDelTablero(): { id: number | null; error: boolean } {
  const tableros = useTablerosQuery();
  const [crear, creado] = useCrearTableroMutation();
  const vacio = tableros.data?.length === 0;
  useEffect(() => {
    if (vacio && creado.isUninitialized) void crear();
  }, [vacio, creado.isUninitialized, crear]);
  return { id: tableros.data?.[0]?.id ?? creado.data?.id ?? null, error: Boolean(tableros.error || creado.error) };
}

/** The board's actions, as its parts call them (contexto.ts). */
function useAcciones(kanban: Kanban | undefined, filtro: FiltroTablero) {
  const [mover] = useMoverCardMutation();
  const [moverCol] = useMoverColumnaMutation();
  const moverCard = useCallback(
    (card: CardEmbudo, destino: number, indice: number) => {
      const columna = kanban?.columns.find((c) => c.id === destino);
      if (!columna) return;
      const orden = ordenDeDestino(columna.cards, card, destino, Math.max(0, Math.min(indice, columna.cards.filter((c) => c.id !== card.id).length)));
      if (card.columnId !== destino || orden !== card.orden) void mover({ card, destino, orden, filtro });
    },
    [kanban, filtro, mover],
  );
  const moverColumna = useCallback(
    (columna: ColumnaEmbudo, posicion: number) => {
      const orden = Math.max(0, Math.min(posicion, (kanban?.columns.length ?? 1) - 1));
      if (kanban && orden !== columna.orden) void moverCol({ id: columna.id, kanbanId: kanban.id, nombre: columna.nombre, orden, filtro });
    },
    [kanban, filtro, moverCol],
  );
  return { moverCard, moverColumna };
}

/**
 * /prospeccion, the sales funnel board (spec 03 §2): columns of opportunity cards with their sums,
 * closed cards hidden until asked, a creation-date filter; cards and columns move by dragging
 * (react-dnd) or from their menus, on screen at once and saved with their orden.
 */
export default function EmbudoPage() {
  const { id, error } = useIdDelTablero();
  const [filtro, setFiltro] = useState<FiltroTablero>({ id: 0, cerradas: false, startDate: '', endDate: '' });
  const actual = useMemo(() => ({ ...filtro, id: id ?? 0 }), [filtro, id]);
  const tablero = useTableroQuery(actual, { skip: id === null });
  const kanban = tablero.data;
  const escribe = usePuede('PROSPECCION_W');
  const elimina = usePuede('PROSPECCION_D');
  const [card, setCard] = useState<{ card: CardEmbudo | null; columnId: number } | null>(null);
  // Mounted from the first opening on, so that closing it keeps the dialog's closing transition.
  const [conCardDialogo, setConCardDialogo] = useState(false);
  if (card && !conCardDialogo) setConCardDialogo(true);
  const [columnaAbierta, setColumnaAbierta] = useState<{ columna: ColumnaEmbudo | null } | null>(null);
  const [porEliminar, setPorEliminar] = useState<ColumnaEmbudo | null>(null);
  const acciones = useAcciones(kanban, actual);
  const embudo: Embudo | null = kanban
    ? {
        kanban,
        filtro: actual,
        escribe,
        elimina,
        ...acciones,
        abrirCard: (c, columnId) => setCard({ card: c, columnId }),
        renombrarColumna: (columna) => setColumnaAbierta({ columna }),
        eliminarColumna: setPorEliminar,
      }
    : null;
  const primera = kanban?.columns[0];

  return (
    <div className="prospeccion-pagina">
      <PageHeader
        title="Prospección"
        actions={
          <>
            <Puede permiso="PROSPECTOS_R">
              <ButtonLink to="/prospectos">Prospectos</ButtonLink>
            </Puede>
            {escribe && kanban && <Button icon={<AddColumnRightIcon />} text="Agregar columna" onClick={() => setColumnaAbierta({ columna: null })} />}
            {escribe && primera && <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Nueva oportunidad" onClick={() => setCard({ card: null, columnId: primera.id })} />}
          </>
        }
      />
      <FiltrosEmbudo filtro={filtro} onChange={setFiltro} />
      {(error || tablero.error) && (
        <Callout intent={Intent.DANGER} role="alert">
          {M.errorAlCargar}
        </Callout>
      )}
      {!kanban && !error && <Spinner aria-label="Cargando" />}
      {embudo && (
        <EmbudoContexto.Provider value={embudo}>
          <DndProvider backend={HTML5Backend}>
            <div className={`prospeccion-tablero${tablero.isFetching ? ' cartera-loading' : ''}`} aria-busy={tablero.isFetching}>
              {embudo.kanban.columns.map((columna) => (
                <ColumnaDelEmbudo key={columna.id} columna={columna} />
              ))}
            </div>
          </DndProvider>
          {conCardDialogo && (
            <Suspense fallback={<Spinner aria-label="Cargando" />}>
              <CardDialogo abierta={card} onCerrar={() => setCard(null)} />
            </Suspense>
          )}
          <ColumnaDialogo kanbanId={embudo.kanban.id} abierta={columnaAbierta} onCerrar={() => setColumnaAbierta(null)} />
          <EliminarColumna columna={porEliminar} onCerrar={() => setPorEliminar(null)} />
        </EmbudoContexto.Provider>
      )}
    </div>
  );
}
