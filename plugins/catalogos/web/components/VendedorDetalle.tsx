import { Alert, Button, Intent, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { MENSAJES_VENDEDORES, type Vendedor } from '../../shared/vendedores.ts';
import { useEliminarVendedorMutation } from '../api.ts';
import { mensajeDeFallo } from '../../../../web/src/ui/mensajes.ts';

const SEXO = { hombre: 'Hombre', mujer: 'Mujer' } as const;

/**
 * A seller's data with its edit and delete actions, which exist only while it is activo (spec 03 §4).
 * Shown in the list's modal and on /vendedores/{vendedorId}.
 */
export function VendedorDetalle({ vendedor, onEliminado }: { vendedor: Vendedor; onEliminado: () => void }) {
  const navigate = useNavigate();
  const [eliminar, { isLoading }] = useEliminarVendedorMutation();
  const [confirmando, setConfirmando] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const activo = vendedor.status === 'activo';

  async function confirmarEliminar() {
    try {
      const { message } = await eliminar(vendedor.id).unwrap();
      showToast(message || MENSAJES_VENDEDORES.eliminado, Intent.SUCCESS);
      setConfirmando(false);
      onEliminado();
    } catch (e) {
      setConfirmando(false);
      // A refused delete shows the server's reason in an 'Alerta' dialog (spec 03 §8).
      setRechazo(mensajeDeFallo(e, 'Error al eliminar el vendedor'));
    }
  }

  return (
    <div className="cartera-vendedor-detalle">
      <dl className="cartera-datos">
        <dt>Estatus</dt>
        <dd>
          <Tag intent={activo ? Intent.SUCCESS : Intent.NONE} round minimal>
            {activo ? 'Activo' : 'Inactivo'}
          </Tag>
        </dd>
        <dt>Sexo</dt>
        <dd>{SEXO[vendedor.sexo]}</dd>
        <dt>RFC</dt>
        <dd>{vendedor.rfc}</dd>
        <dt>Correo</dt>
        <dd>{vendedor.correo}</dd>
        <dt>Teléfono</dt>
        <dd>{vendedor.telefono}</dd>
      </dl>
      {activo && (
        <div className="cartera-form-actions">
          <Puede permiso="VENDEDORES_D">
            <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setConfirmando(true)} />
          </Puede>
          <Puede permiso="VENDEDORES_W">
            <Button intent={Intent.PRIMARY} icon={<EditIcon />} text="Editar" onClick={() => navigate(`/vendedores/${vendedor.id}/edit`)} />
          </Puede>
        </div>
      )}
      <ConfirmDialog isOpen={confirmando} message="¿Desea eliminar el registro?" onConfirm={confirmarEliminar} onCancel={() => setConfirmando(false)} loading={isLoading} />
      <Alert isOpen={rechazo !== null} confirmButtonText="ACEPTAR" onClose={() => setRechazo(null)} className="cartera-alerta">
        <h2 className="bp6-heading">Alerta</h2>
        <p>{rechazo}</p>
      </Alert>
    </div>
  );
}
