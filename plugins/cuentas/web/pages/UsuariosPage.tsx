import { Button, Callout, CardList, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { EditIcon, PeopleIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { UsuarioAdministrado } from '../../../../core/shared/auth/contract.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { Puede, usePuede } from '../../../../web/src/session/Puede.tsx';
import { ConfirmDialog } from '../../../../web/src/ui/ConfirmDialog.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useEliminarUsuarioMutation, useRolesQuery, useUsoUsuariosQuery, useUsuariosAdicionalesQuery } from '../api.ts';
import { MENSAJES_PRIVILEGIOS } from '../../shared/privilegios.ts';
import { useConcesion } from '../useConcesion.ts';
import { mensajeCuota } from '../cuota.ts';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';

function nombreDe(usuario: UsuarioAdministrado): string {
  return [usuario.nombres, usuario.apPat, usuario.apMat].filter(Boolean).join(' ');
}

/** /configuracion/usuarios (spec 01 §2): the additional users, the quota left, edit, delete and add. */
export default function UsuariosPage() {
  const navigate = useNavigate();
  const { data: usuarios, isLoading, error } = useUsuariosAdicionalesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: uso } = useUsoUsuariosQuery(undefined, { refetchOnMountOrArgChange: true });
  const [eliminar, { isLoading: eliminando }] = useEliminarUsuarioMutation();
  const [porEliminar, setPorEliminar] = useState<UsuarioAdministrado | null>(null);
  const puedeEscribir = usePuede('USUARIOS_W');
  // A user with privileges beyond the editor's is not the editor's to change or delete (the server refuses).
  const { data: catalogo } = useRolesQuery();
  const { superior } = useConcesion(catalogo ?? []);
  const cuota = uso ? mensajeCuota(uso) : null;

  async function confirmarEliminar() {
    if (!porEliminar) return;
    try {
      const { message } = await eliminar(porEliminar.id).unwrap();
      showToast(message || 'Usuario eliminado', Intent.SUCCESS);
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    } finally {
      setPorEliminar(null);
    }
  }

  return (
    <div>
      <PageHeader
        title="Usuarios"
        back="/configuracion"
        backLabel="Regresar a Configuración"
        actions={
          puedeEscribir && (
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar usuario" disabled={cuota?.agotada ?? false} onClick={() => navigate('/configuracion/usuarios/')} />
          )
        }
      />
      {cuota && (
        <Callout intent={cuota.agotada ? Intent.WARNING : Intent.PRIMARY} compact className="cartera-cuota" role="status">
          {cuota.texto}
        </Callout>
      )}
      <EstadoDeCarga cargando={isLoading} error={error} />
      {usuarios && usuarios.length === 0 && <NonIdealState icon={<PeopleIcon size={48} />} title="No hay ningún usuario registrado" />}
      {usuarios && usuarios.length > 0 && (
        <CardList className="cartera-usuarios" aria-label="Usuarios adicionales">
          {usuarios.map((usuario) => (
            <Fila key={usuario.id} className="cartera-usuario">
              <div className="cartera-usuario-datos">
                <strong>{nombreDe(usuario)}</strong>
                <span>{usuario.correo}</span>
                {usuario.celular && <span>{usuario.celular}</span>}
              </div>
              <Tag intent={usuario.status === 'activo' ? Intent.SUCCESS : Intent.NONE} round minimal>
                {usuario.status === 'activo' ? 'Activo' : 'Inactivo'}
              </Tag>
              <div className="cartera-usuario-acciones">
                {superior(usuario.roles) ? (
                  <span className="cartera-usuario-ajeno">{MENSAJES_PRIVILEGIOS.fueraDeTuAlcance}</span>
                ) : (
                  <>
                    {puedeEscribir && (
                      <Link to={`/configuracion/usuarios/${usuario.id}`} className="bp6-button bp6-minimal" aria-label={`Editar a ${nombreDe(usuario)}`} title="Editar">
                        <EditIcon />
                      </Link>
                    )}
                    <Puede permiso="USUARIOS_D">
                      <Button
                        variant="minimal"
                        intent={Intent.DANGER}
                        icon={<TrashIcon />}
                        aria-label={`Eliminar a ${nombreDe(usuario)}`}
                        title="Eliminar"
                        onClick={() => setPorEliminar(usuario)}
                      />
                    </Puede>
                  </>
                )}
              </div>
            </Fila>
          ))}
        </CardList>
      )}
      <ConfirmDialog
        isOpen={porEliminar !== null}
        message="¿Deseas eliminar el registro?"
        onConfirm={confirmarEliminar}
        onCancel={() => setPorEliminar(null)}
        loading={eliminando}
      />
    </div>
  );
}
