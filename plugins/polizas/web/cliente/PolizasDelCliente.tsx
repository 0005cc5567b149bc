import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import type { PanelDeRegistroProps } from '../../../crm/shared/paneles.ts';
import { MENSAJES_POLIZAS_CLIENTE, type PolizasDelClienteResumen } from '../../shared/cliente-polizas.ts';
import { RamoIcono, StatusPolizaTag, StatusReciboTag } from '../components/detalle/Etiquetas.tsx';
import { dinero, fechaPoliza } from '../components/detalle/formato.ts';
import { usePolizasDelClienteQuery } from './clientePolizas.api.ts';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import '../polizas.css';
import './cliente.css';

function Polizas({ polizas }: Pick<PolizasDelClienteResumen, 'polizas'>) {
  if (polizas.length === 0) return <NonIdealState title={MENSAJES_POLIZAS_CLIENTE.sinPolizas} />;
  return (
    <div className="polizas-cliente-tabla">
      <HTMLTable compact striped aria-label="Pólizas del cliente">
        <thead>
          <tr>
            <th scope="col">Póliza</th>
            <th scope="col">Aseguradora</th>
            <th scope="col">Vigencia</th>
            <th scope="col">Prima total</th>
            <th scope="col">Estatus</th>
          </tr>
        </thead>
        <tbody>
          {polizas.map((p) => (
            <tr key={p.id} data-poliza={p.id}>
              <td>
                <RamoIcono ramo={p.ramo} size={16} /> <Link to={`/poliza/${p.id}`}>{p.noPoliza}</Link>
                <div className="polizas-cliente-detalle">{p.concepto}</div>
              </td>
              <td>{p.aseguradora}</td>
              <td>
                {fechaPoliza(p.fechaVigenciaDe)} – {fechaPoliza(p.fechaVigenciaA)}
              </td>
              <td className="polizas-cliente-monto">{dinero(p.total, p.moneda)}</td>
              <td>
                <StatusPolizaTag status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function Recibos({ recibos, porCobrar }: Pick<PolizasDelClienteResumen, 'recibos' | 'porCobrar'>) {
  if (recibos.length === 0) return <p className="polizas-cliente-detalle">{MENSAJES_POLIZAS_CLIENTE.sinRecibos}</p>;
  return (
    <>
      <p className="polizas-cliente-por-cobrar" aria-label="Por cobrar">
        {porCobrar.map((c) => (
          <span key={c.moneda}>
            Por cobrar: <strong>{dinero(c.pendiente, c.moneda)}</strong>
            {c.vencido > 0 && <> (vencido: {dinero(c.vencido, c.moneda)})</>}
          </span>
        ))}
      </p>
      <div className="polizas-cliente-tabla">
        <HTMLTable compact striped aria-label="Recibos pendientes y vencidos">
          <thead>
            <tr>
              <th scope="col">Recibo</th>
              <th scope="col">Vence</th>
              <th scope="col">Total</th>
              <th scope="col">Estatus</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {recibos.map((r) => (
              <tr key={r.id} data-recibo={r.id} className={r.status === 'vencido' ? 'polizas-cliente-vencido' : undefined}>
                <td>
                  <Link to={`/poliza/${r.polizaId}`}>{r.noPoliza}</Link> {`${r.serie}/${r.totalSerie}`}
                </td>
                <td>{fechaPoliza(r.fecVence)}</td>
                <td className="polizas-cliente-monto">{dinero(r.total, r.moneda)}</td>
                <td>
                  <StatusReciboTag status={r.status} />
                </td>
                <td>
                  <Puede permiso={['POLIZAS_W', 'POLIZAS_COBRANZA']}>
                    <Link to={`/recibos/${r.id}/pagar`} aria-label={`Pagar el recibo ${r.serie}/${r.totalSerie} de la póliza ${r.noPoliza}`}>
                      Pagar
                    </Link>
                  </Puede>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}

/**
 * The client's policies and the receipts still to collect, on the client's page (issue 18: the
 * client 360), contributed by polizas to crm's PANELES_DE_REGISTRO for clients only.
 */
export default function PolizasDelCliente({ id }: PanelDeRegistroProps) {
  const { data, error, isLoading } = usePolizasDelClienteQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <>
      <EstadoDeCarga cargando={isLoading} error={error} />
      {data && (
        <>
          <Polizas polizas={data.polizas} />
          <h3 className="polizas-cliente-subtitulo">Recibos por cobrar</h3>
          <Recibos recibos={data.recibos} porCobrar={data.porCobrar} />
        </>
      )}
    </>
  );
}
