import { Button, Intent } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Permiso } from '../session/hooks.ts';
import { Puede } from '../session/Puede.tsx';
import { EliminarRegistro } from './EliminarRegistro.tsx';

interface AccionesDelRegistroProps extends Omit<ComponentProps<typeof EliminarRegistro>, 'id' | 'onCerrar'> {
  id: number;
  /** Only an activo record offers its actions; a refusal already shown stays open either way. */
  activo: boolean;
  permisos: { eliminar: Permiso; editar: Permiso };
  /** The edit form's path. */
  rutaEditar: string;
}

/** A detail's Eliminar and Editar, each behind its permission, with the delete's confirmation and refusal. */
export function AccionesDelRegistro({ id, activo, permisos, rutaEditar, ...eliminacion }: AccionesDelRegistroProps) {
  const navigate = useNavigate();
  const [confirmando, setConfirmando] = useState(false);
  return (
    <>
      {activo && (
        <div className="cartera-form-actions">
          <Puede permiso={permisos.eliminar}>
            <Button intent={Intent.DANGER} variant="outlined" icon={<TrashIcon />} text="Eliminar" onClick={() => setConfirmando(true)} />
          </Puede>
          <Puede permiso={permisos.editar}>
            <Button intent={Intent.PRIMARY} icon={<EditIcon />} text="Editar" onClick={() => navigate(rutaEditar)} />
          </Puede>
        </div>
      )}
      <EliminarRegistro id={confirmando ? id : null} onCerrar={() => setConfirmando(false)} {...eliminacion} />
    </>
  );
}
