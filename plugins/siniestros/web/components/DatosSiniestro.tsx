import { Link } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { NOMBRE_RAMO } from '../../shared/mensajes.ts';
import { nombreDePersona, type Siniestro } from '../../shared/siniestros.ts';
import { StatusSiniestroTag } from './StatusSiniestro.tsx';

/** The claim's data (spec 03 §3): client, policy (a link to /poliza/{id}), insured people or vehicle, dates, status. */
export function DatosSiniestro({ siniestro }: { siniestro: Siniestro }) {
  const verPoliza = usePuede('POLIZAS_R');
  const verCliente = usePuede('CLIENTES_R');
  const { poliza, cliente } = siniestro;
  const textoPoliza = `${poliza.noPoliza} · ${poliza.agenteClave.aseguradora.abreviacion} · ${poliza.concepto}`;
  const asegurados = siniestro.asegurados.filter((a) => a.selected).map((a) => nombreDePersona(a.asegurado));
  return (
    <dl className="cartera-datos">
      <dt>Cliente</dt>
      <dd>{verCliente ? <Link to={`/clientes/${cliente.id}`}>{nombreDePersona(cliente)}</Link> : nombreDePersona(cliente)}</dd>
      <dt>Póliza</dt>
      <dd>{verPoliza ? <Link to={`/poliza/${poliza.id}`}>{textoPoliza}</Link> : textoPoliza}</dd>
      <dt>Ramo</dt>
      <dd>{NOMBRE_RAMO[poliza.ramo]}</dd>
      {poliza.vehiculo && (
        <>
          <dt>Vehículo</dt>
          <dd>{[poliza.vehiculo.descripcion, poliza.vehiculo.modelo, poliza.vehiculo.placas && `placas ${poliza.vehiculo.placas}`].filter(Boolean).join(' · ')}</dd>
        </>
      )}
      {asegurados.length > 0 && (
        <>
          <dt>Asegurados</dt>
          <dd>{asegurados.join(', ')}</dd>
        </>
      )}
      <dt>Fecha del siniestro</dt>
      <dd>{formatFecha(siniestro.fechaSiniestro)}</dd>
      <dt>Resolución estimada</dt>
      <dd>{siniestro.fechaEstimadaResolucion ? formatFecha(siniestro.fechaEstimadaResolucion) : 'Sin fecha'}</dd>
      <dt>Estatus</dt>
      <dd>
        <StatusSiniestroTag status={siniestro.status} />
      </dd>
      <dt>Descripción</dt>
      <dd className="siniestros-descripcion">{siniestro.descripcion}</dd>
    </dl>
  );
}
