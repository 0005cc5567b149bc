import { Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { nombreCompleto, type Cotizacion } from '../../shared/cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M, NOMBRE_FORMA_PAGO, NOMBRE_GENERO, NOMBRE_PARENTESCO, NOMBRE_RAMO } from '../../shared/mensajes.ts';
import { fechaHoraLocal } from '../instantes.ts';
import { camposDeRamo } from '../ramos.ts';
import { MarcaDeEnvio } from './MarcaDeEnvio.tsx';
import { PropuestaTarjeta } from './PropuestaTarjeta.tsx';
import { StatusCotizacionTag } from './StatusCotizacion.tsx';

/** The proposal's title: its insurer and plan, as the client reads it. */
export const tituloDePropuesta = (item: Cotizacion['items'][number]) => `${item.aseguradora.abreviacion} ${item.plan}`;

/** The recipient, a link to the client's or prospect's page for a user who reads them. */
function Destinatario({ cotizacion }: { cotizacion: Cotizacion }) {
  const verCliente = usePuede('CLIENTES_R');
  const verProspecto = usePuede('PROSPECTOS_R');
  const { cliente, prospecto, clienteId, prospectoId } = cotizacion;
  if (cliente && clienteId) return verCliente ? <Link to={`/clientes/${clienteId}`}>{nombreCompleto(cliente)}</Link> : <>{nombreCompleto(cliente)}</>;
  if (prospecto && prospectoId) {
    const nombre = `${nombreCompleto(prospecto)} (prospecto)`;
    return verProspecto ? <Link to={`/prospectos/${prospectoId}`}>{nombre}</Link> : <>{nombre}</>;
  }
  return <>—</>;
}

/** The quotation's data (spec 03 §3): recipient, e-mail, ramo, status, expiry, delivery mark, what is insured, the acceptance and the proposals side by side. */
export function DatosCotizacion({ cotizacion }: { cotizacion: Cotizacion }) {
  const visibles = camposDeRamo(cotizacion.ramo);
  const { aceptacion } = cotizacion;
  const aceptado = aceptacion ? cotizacion.items.find((i) => i.id === aceptacion.itemId) : undefined;
  return (
    <>
      {aceptacion && (
        <Callout intent={Intent.SUCCESS} icon={<TickCircleIcon />} title={M.aceptadaPorCliente} className="cotizaciones-aceptacion">
          {aceptacion.nombre} aceptó {aceptado ? `la propuesta ${tituloDePropuesta(aceptado)}` : 'una propuesta'} con pago {NOMBRE_FORMA_PAGO[aceptacion.formaPago].toLowerCase()}{' '}
          el {fechaHoraLocal(aceptacion.fecha)}.
        </Callout>
      )}
      <dl className="cartera-datos">
        <dt>Destinatario</dt>
        <dd>
          <Destinatario cotizacion={cotizacion} />
        </dd>
        <dt>Correo</dt>
        <dd>{cotizacion.correo}</dd>
        <dt>Ramo</dt>
        <dd>{NOMBRE_RAMO[cotizacion.ramo]}</dd>
        <dt>Estatus</dt>
        <dd>
          <StatusCotizacionTag status={cotizacion.status} /> <MarcaDeEnvio cotizacion={cotizacion} />
        </dd>
        <dt>Vence el</dt>
        <dd>{formatFecha(cotizacion.fecVencimiento)}</dd>
        {visibles.texto && cotizacion.texto && (
          <>
            <dt>Detalle del bien</dt>
            <dd className="cotizaciones-texto">{cotizacion.texto}</dd>
          </>
        )}
        {visibles.vehiculo &&
          cotizacion.vehiculos.map((v, i) => (
            <div key={i} className="cotizaciones-dato">
              <dt>Vehículo</dt>
              <dd>
                {v.descripcion} · Modelo {v.modelo}
              </dd>
            </div>
          ))}
      </dl>
      {visibles.asegurados && cotizacion.asegurados.length > 0 && (
        <HTMLTable compact striped className="cotizaciones-asegurados" aria-label="Asegurados">
          <thead>
            <tr>
              <th scope="col">Asegurado</th>
              <th scope="col">Parentesco</th>
              <th scope="col">Género</th>
              <th scope="col">Fecha de nacimiento</th>
              <th scope="col">Edad</th>
            </tr>
          </thead>
          <tbody>
            {cotizacion.asegurados.map((a, i) => (
              <tr key={a.id ?? `n${i}`}>
                <td>{a.nombre}</td>
                <td>{NOMBRE_PARENTESCO[a.parentesco]}</td>
                <td>{NOMBRE_GENERO[a.genero]}</td>
                <td>{a.fecNacimiento ? formatFecha(a.fecNacimiento) : '—'}</td>
                <td>{a.edad ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <h3 className="cartera-form-section-title">Propuestas</h3>
      <div className="cotizaciones-propuestas">
        {cotizacion.items.map((item) => (
          <PropuestaTarjeta
            key={item.id}
            ramo={cotizacion.ramo}
            titulo={tituloDePropuesta(item)}
            aseguradora={item.aseguradora}
            campos={item}
            planesPago={item.planesPago}
            aceptada={aceptacion?.itemId === item.id ? aceptacion.formaPago : null}
          />
        ))}
      </div>
    </>
  );
}
