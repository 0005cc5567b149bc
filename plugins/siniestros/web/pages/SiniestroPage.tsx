import { Card, H2, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PluginDialogContent } from '../../../../web/src/plugins/PluginDialog.tsx';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { AccionesDelRegistro } from '../../../../web/src/ui/AccionesDelRegistro.tsx';
import { AccionesAportadas } from '../../../../web/src/plugins/AccionesAportadas.tsx';
import { ACCIONES_DE_DUENO } from '../../../crm/shared/acciones.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { MENSAJES_SINIESTROS } from '../../shared/mensajes.ts';
import { useEliminarSiniestroMutation, useSiniestroQuery } from '../api.ts';
import { DatosSiniestro } from '../components/DatosSiniestro.tsx';
import '../siniestros.css';

const nada = () => undefined;

/**
 * /siniestro/{siniestroId} (spec 03 §2): the claim's detail, back to /siniestros, with the link to its
 * policy, its attachments ('No hay adjuntos') and its log, which crm lends for any owner.
 */
export default function SiniestroPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().siniestroId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useSiniestroQuery(invalido ? skipToken : id, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  const [eliminar, { isLoading: eliminando }] = useEliminarSiniestroMutation();
  if (invalido || noExiste) return <Navigate to="/404" replace />;
  const dueno = { entidad: 'siniestros', id };
  return (
    <div>
      <PageHeader
        title="Detalle de siniestro"
        back="/siniestros"
        backLabel="Regresar a Siniestros"
        actions={
          data && <AccionesAportadas punto={ACCIONES_DE_DUENO} props={{ dueno: { entidad: 'siniestros', id: data.id } }} incluir={(a) => a.entidades.includes('siniestros')} />
        }
      />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <>
          <Card data-siniestro={data.id}>
            <H2 className="cartera-form-section-title">Siniestro {data.noSiniestro}</H2>
            <DatosSiniestro siniestro={data} />
            <AccionesDelRegistro
              id={data.id}
              activo
              permisos={{ eliminar: 'SINIESTROS_D', editar: 'SINIESTROS_W' }}
              rutaEditar={`/siniestros/${data.id}`}
              eliminar={(porEliminar) => eliminar(porEliminar).unwrap()}
              loading={eliminando}
              mensaje={MENSAJES_SINIESTROS.confirmarEliminar}
              eliminado={MENSAJES_SINIESTROS.eliminado}
              errorAlEliminar={MENSAJES_SINIESTROS.errorAlEliminar}
              onEliminado={() => navigate('/siniestros', { replace: true })}
            />
          </Card>
          <Puede permiso="ADJUNTOS_R">
            <Card className="siniestros-seccion">
              <H2 className="cartera-form-section-title">Adjuntos</H2>
              <PluginDialogContent id="crm.adjuntos" params={dueno} onClose={nada} onDone={nada} />
            </Card>
          </Puede>
          <Puede permiso="BITACORA_R">
            <Card className="siniestros-seccion">
              <H2 className="cartera-form-section-title">Bitácora</H2>
              <PluginDialogContent id="crm.bitacora" params={dueno} onClose={nada} onDone={nada} />
            </Card>
          </Puede>
        </>
      )}
    </div>
  );
}
