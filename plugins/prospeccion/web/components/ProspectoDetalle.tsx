import { H2, Intent, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { AccionesDelRegistro } from '../../../../web/src/ui/AccionesDelRegistro.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { etiquetaEdoCivil } from '../../../clientes/shared/clientes.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { nombreProspecto, type Prospecto } from '../../shared/prospectos.ts';
import { useEliminarProspectoMutation } from '../api.ts';
import { AvisoRobot } from './AvisoRobot.tsx';
import { ConvertirEnCliente } from './ConvertirEnCliente.tsx';

const SEXO = { hombre: 'Hombre', mujer: 'Mujer' } as const;

/**
 * A prospect's data (spec 03 §2): status, personality, name, birth date ('NA' if none), sex and
 * marital status of a persona física, phone and e-mail; the notice of an automatic one; its log and
 * attachments; edit, delete and conversion only while activo (spec 03 §4). Shown in the list's
 * dialog and on /prospectos/{prospectoId}.
 */
export function ProspectoDetalle({ prospecto, onEliminado }: { prospecto: Prospecto; onEliminado: () => void }) {
  const [eliminar, { isLoading }] = useEliminarProspectoMutation();
  const activo = prospecto.status === 'activo';
  const fisica = prospecto.fiscal === 'fisica';
  return (
    <div className="prospeccion-detalle" data-prospecto={prospecto.id}>
      {prospecto.esRobot && <AvisoRobot />}
      <H2 className="cartera-form-section-title">{nombreProspecto(prospecto)}</H2>
      <dl className="cartera-datos">
        <dt>Estatus</dt>
        <dd>
          <Tag round minimal intent={activo ? Intent.SUCCESS : Intent.PRIMARY}>
            {activo ? 'Activo' : 'Convertido en cliente'}
          </Tag>
        </dd>
        <dt>Personalidad</dt>
        <dd>{fisica ? 'Persona física' : 'Persona moral'}</dd>
        <dt>{fisica ? 'Nombre' : 'Razón social'}</dt>
        <dd>{nombreProspecto(prospecto)}</dd>
        {fisica ? (
          <>
            <dt>Fecha de nacimiento</dt>
            <dd>{formatFecha(prospecto.fecNacimiento) || M.sinFecha}</dd>
            <dt>Sexo</dt>
            <dd>{prospecto.sexo ? SEXO[prospecto.sexo] : M.sinFecha}</dd>
            <dt>Estado civil</dt>
            <dd>{prospecto.edoCivil ? etiquetaEdoCivil(prospecto.edoCivil, prospecto.sexo) : M.sinFecha}</dd>
          </>
        ) : (
          <>
            <dt>Fecha de registro</dt>
            <dd>{formatFecha(prospecto.fecRegistro) || M.sinFecha}</dd>
          </>
        )}
        <dt>Teléfono</dt>
        <dd>{prospecto.telefono ? <a href={`tel:+52${prospecto.telefono}`}>{prospecto.telefono}</a> : M.sinFecha}</dd>
        <dt>Correo electrónico</dt>
        <dd>{prospecto.email ? <a href={`mailto:${prospecto.email}`}>{prospecto.email}</a> : M.sinFecha}</dd>
        {prospecto.clienteId && (
          <>
            <dt>Cliente</dt>
            <dd>
              <Puede permiso="CLIENTES_R">
                <Link to={`/clientes/${prospecto.clienteId}`}>Ver cliente</Link>.{' '}
              </Puede>
              {M.historiaEnCliente}
            </dd>
          </>
        )}
      </dl>
      <div className="cartera-form-actions">
        {activo && (
          <>
            <Puede permiso="BITACORA_R">
              <ButtonLink to={`/prospectos/${prospecto.id}/bitacora`}>Bitácora</ButtonLink>
            </Puede>
            <Puede permiso="ADJUNTOS_R">
              <ButtonLink to={`/prospectos/${prospecto.id}/adjuntos`}>Adjuntos</ButtonLink>
            </Puede>
            <ConvertirEnCliente prospecto={prospecto} />
          </>
        )}
      </div>
      <AccionesDelRegistro
        id={prospecto.id}
        activo={activo}
        permisos={{ eliminar: 'PROSPECTOS_D', editar: 'PROSPECTOS_W' }}
        rutaEditar={`/prospectos/${prospecto.id}/edit`}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={isLoading}
        mensaje={M.confirmarEliminar}
        eliminado={M.eliminado}
        errorAlEliminar={M.errorAlEliminar}
        onEliminado={onEliminado}
      />
    </div>
  );
}
