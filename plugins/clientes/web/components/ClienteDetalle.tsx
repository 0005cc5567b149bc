import { Callout, H2, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { AccionesDelRegistro } from '../../../../web/src/ui/AccionesDelRegistro.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { etiquetaEdoCivil, MENSAJES_CLIENTES, type Cliente } from '../../shared/clientes.ts';
import { useEliminarClienteMutation } from '../api.ts';
import { nombreCliente } from './nombreCliente.ts';

/** What a client created by a sync or PDF process asks of the agent (spec 02 §1, §2.9). */
export const AVISO_ROBOT = 'Este cliente se creó automáticamente: valida sus datos y completa su correo electrónico y su celular.';

const SEXO = { hombre: 'Hombre', mujer: 'Mujer' } as const;

/** A tel: link that dials from any phone: a stored number without its country code is Mexican (+52). */
function enlaceTelefono(numero: string): string {
  const digitos = numero.replace(/[^\d+]/g, '');
  return `tel:${digitos.startsWith('+') ? digitos : `+52${digitos}`}`;
}

/** A date 'yyyy-MM-dd' as dd/MM/yyyy. */
const fecha = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string | null | undefined }) {
  if (!valor) return null;
  return (
    <>
      <dt>{etiqueta}</dt>
      <dd>{valor}</dd>
    </>
  );
}

/**
 * A client's data, addresses, mobiles and e-mails, with edit and delete only while it is activo
 * (spec 02 §4); any other status shows in red.
 */
export function ClienteDetalle({ cliente }: { cliente: Cliente }) {
  const navigate = useNavigate();
  const [eliminar, { isLoading }] = useEliminarClienteMutation();
  const activo = cliente.status === 'activo';
  const fisica = cliente.fiscal === 'fisica';

  return (
    <div className="cartera-cliente-detalle">
      {cliente.esRobot && (
        <Callout intent={Intent.WARNING} className="cartera-cliente-robot">
          {AVISO_ROBOT}
        </Callout>
      )}
      <H2 className="cartera-form-section-title">{nombreCliente(cliente)}</H2>
      <dl className="cartera-datos">
        <dt>Estatus</dt>
        <dd className={activo ? undefined : 'cartera-cliente-status-baja'}>{activo ? 'Activo' : cliente.status === 'eliminado' ? 'Eliminado' : cliente.status}</dd>
        <dt>Personalidad</dt>
        <dd>{fisica ? 'Persona física' : 'Persona moral'}</dd>
        <dt>RFC</dt>
        <dd>{cliente.rfc}</dd>
        <Dato etiqueta="Alias" valor={cliente.alias} />
        <Dato etiqueta="Sexo" valor={cliente.sexo && SEXO[cliente.sexo]} />
        <Dato etiqueta="Fecha de nacimiento" valor={fecha(cliente.fecNacimiento)} />
        <Dato etiqueta="Estado civil" valor={cliente.edoCivil && etiquetaEdoCivil(cliente.edoCivil, cliente.sexo)} />
        <Dato etiqueta="Fecha de registro" valor={fecha(cliente.fecRegistro)} />
      </dl>

      <H2 className="cartera-form-section-title">Direcciones</H2>
      <ul className="cartera-cliente-lista" aria-label="Direcciones">
        {cliente.direcciones.map((d) => (
          <li key={d.id}>
            {[d.direccion, d.colonia, `C.P. ${d.cp}`, d.municipio, d.estado].filter(Boolean).join(', ')}
            {d.tipo && <small>{d.tipo}</small>}
          </li>
        ))}
      </ul>
      <H2 className="cartera-form-section-title">Celulares</H2>
      <ul className="cartera-cliente-lista" aria-label="Celulares">
        {cliente.celulares.map((c) => (
          <li key={c.id}>
            <a href={enlaceTelefono(c.numero)}>{c.numero}</a>
          </li>
        ))}
      </ul>
      <H2 className="cartera-form-section-title">Correos</H2>
      <ul className="cartera-cliente-lista" aria-label="Correos">
        {cliente.correos.map((c) => (
          <li key={c.id}>
            <a href={`mailto:${c.correo}`}>{c.correo}</a>
            {c.tipo && <small>{c.tipo}</small>}
          </li>
        ))}
        {cliente.correos.length === 0 && <li>Sin correo</li>}
      </ul>

      <div className="cartera-form-actions">
        <Puede permiso="BITACORA_R">
          <ButtonLink to={`/clientes/${cliente.id}/bitacora`}>Bitácora</ButtonLink>
        </Puede>
        <Puede permiso="ADJUNTOS_R">
          <ButtonLink to={`/clientes/${cliente.id}/adjuntos`}>Adjuntos</ButtonLink>
        </Puede>
      </div>

      <AccionesDelRegistro
        id={cliente.id}
        activo={activo}
        permisos={{ eliminar: 'CLIENTES_D', editar: 'CLIENTES_W' }}
        rutaEditar={`/clientes/${cliente.id}/edit`}
        eliminar={(id) => eliminar(id).unwrap()}
        loading={isLoading}
        eliminado={MENSAJES_CLIENTES.eliminado}
        errorAlEliminar="Error al eliminar el cliente"
        onEliminado={() => navigate('/clientes')}
      />
    </div>
  );
}
