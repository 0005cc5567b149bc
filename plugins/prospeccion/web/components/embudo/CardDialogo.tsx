import { Button, Dialog, DialogBody, Intent, Tag } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { centavos, formatDinero } from '../../../../../core/shared/format.ts';
import { EliminarRegistro } from '../../../../../web/src/ui/EliminarRegistro.tsx';
import type { CardEmbudo } from '../../../shared/embudo.ts';
import { MENSAJES_EMBUDO as M, NOMBRE_STATUS_CARD } from '../../../shared/mensajes.ts';
import { useEliminarCardMutation } from '../../embudo.api.ts';
import { fechaLocal } from '../../instantes.ts';
import { CardForm } from './CardForm.tsx';
import { useEmbudo } from './contexto.ts';
import { NotasCard } from './NotasCard.tsx';
import { RAMOS } from './RamoIcono.tsx';

/** A card as a user who may only read the board sees it. */
function CardSoloLectura({ card }: { card: CardEmbudo }) {
  return (
    <dl className="cartera-datos">
      <dt>Nombre</dt>
      <dd>{card.nombre}</dd>
      <dt>Prospecto</dt>
      <dd>{card.prospecto.nombre}</dd>
      <dt>Ramo</dt>
      <dd>{RAMOS[card.ramo.id]?.nombre}</dd>
      <dt>Prima total</dt>
      <dd>{formatDinero(centavos(card.primaTotal), card.moneda.abreviacion)}</dd>
      <dt>Descripción</dt>
      <dd className="prospeccion-descripcion">{card.descripcion}</dd>
    </dl>
  );
}

interface CardDialogoProps {
  /** Open while set: a card to edit, or `{card: null, columnId}` to create one. */
  abierta: { card: CardEmbudo | null; columnId: number } | null;
  onCerrar: () => void;
}

/**
 * The opportunity card dialog (spec 03 §2): create or update; an existing card shows its registration
 * date and days on the board, its close and reopen actions and its notes.
 */
export function CardDialogo({ abierta, onCerrar }: CardDialogoProps) {
  const { escribe, elimina } = useEmbudo();
  const [eliminar, { isLoading }] = useEliminarCardMutation();
  const [confirmando, setConfirmando] = useState(false);
  const card = abierta?.card ?? null;
  return (
    <Dialog isOpen={abierta !== null} onClose={onCerrar} title={card ? card.nombre : 'Nueva oportunidad'} style={{ width: 'min(720px, 95vw)' }}>
      <DialogBody>
        {card && (
          <p className="prospeccion-card-registro">
            {M.registrada(fechaLocal(card.fecRegistro), card.dias)}{' '}
            <Tag round minimal intent={card.status === 'abierta' ? Intent.NONE : card.status === 'exitosa' ? Intent.SUCCESS : Intent.DANGER}>
              {NOMBRE_STATUS_CARD[card.status]}
            </Tag>
          </p>
        )}
        {abierta && escribe && <CardForm key={card?.id ?? 'nueva'} card={card} columnId={abierta.columnId} onGuardada={onCerrar} />}
        {card && !escribe && <CardSoloLectura card={card} />}
        {card && elimina && (
          <div className="cartera-form-actions">
            <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar oportunidad" onClick={() => setConfirmando(true)} />
          </div>
        )}
        {card && <NotasCard cardId={card.id} escribe={escribe} />}
        <EliminarRegistro
          id={confirmando && card ? card.id : null}
          eliminar={(id) => eliminar(id).unwrap()}
          loading={isLoading}
          mensaje={M.confirmarEliminarCard}
          eliminado={M.eliminada}
          errorAlEliminar={M.errorAlEliminar}
          onCerrar={() => setConfirmando(false)}
          onEliminado={onCerrar}
        />
      </DialogBody>
    </Dialog>
  );
}
