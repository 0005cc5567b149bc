import { formatDinero, centavos } from '../../../../../core/shared/format.ts';
import { nombreDe, type NombreCliente } from '../../../shared/agenda.ts';
import { EnlaceSiPuede } from '../resumen/EnlaceSiPuede.tsx';

/** A policy's number, linked to its page (spec 03 §2: /poliza/{polizaId}) for who may read policies. */
export function EnlacePoliza({ polizaId, noPoliza }: { polizaId: number; noPoliza: string }) {
  return (
    <EnlaceSiPuede to={`/poliza/${polizaId}`} permiso="POLIZAS_R">
      {noPoliza}
    </EnlaceSiPuede>
  );
}

/** A client's name, linked to its page (/clientes/{clienteId}) for who may read clients. */
export function EnlaceCliente({ cliente }: { cliente: NombreCliente }) {
  return (
    <EnlaceSiPuede to={`/clientes/${cliente.clienteId}`} permiso="CLIENTES_R">
      {nombreDe(cliente)}
    </EnlaceSiPuede>
  );
}

/** An amount of the wire (pesos with two decimals) with its currency. */
export const dinero = (monto: number, moneda = 'MXN') => formatDinero(centavos(monto), moneda);
