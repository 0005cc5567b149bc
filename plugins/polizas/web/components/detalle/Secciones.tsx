import { Link } from 'react-router-dom';
import { usePuede } from '../../../../../web/src/session/Puede.tsx';
import { CONDUCTOS, FORMAS_PAGO } from '../../../../catalogos/shared/catalogos.ts';
import type { Poliza } from '../../../shared/polizas.ts';
import { RAMOS, StatusPolizaTag } from './Etiquetas.tsx';
import { dinero, fechaPoliza, nombreCompleto } from './formato.ts';
import { Dato, Seccion } from './Seccion.tsx';

const PARENTESCO = { titular: 'Titular', conyuge: 'Cónyuge', hijo: 'Hijo', otro: 'Otro' } as const;
const GENERO = { hombre: 'Hombre', mujer: 'Mujer' } as const;

/** The sections of spec 02 §2.2; each shows only what the policy has. */

export function DatosGenerales({ poliza }: { poliza: Poliza }) {
  const verCliente = usePuede('CLIENTES_R');
  const verVendedor = usePuede('VENDEDORES_R');
  const cliente = nombreCompleto(poliza.cliente);
  const vendedor = poliza.vendedor && nombreCompleto(poliza.vendedor);
  const { aseguradora } = poliza.agenteClave;
  return (
    <Seccion titulo="DATOS GENERALES">
      <dl className="cartera-datos">
        <Dato etiqueta="Contratante">{verCliente ? <Link to={`/clientes/${poliza.cliente.id}`}>{cliente}</Link> : cliente}</Dato>
        <Dato etiqueta="RFC">{poliza.cliente.rfc}</Dato>
        <Dato etiqueta="Dirección">{poliza.direccion.direccion}</Dato>
        <Dato etiqueta="Póliza">{poliza.noPoliza}</Dato>
        <Dato etiqueta="Estatus">
          <StatusPolizaTag status={poliza.status} />
        </Dato>
        <Dato etiqueta="Concepto">{poliza.concepto}</Dato>
        <Dato etiqueta="Ramo">{RAMOS.find((r) => r.id === poliza.ramo.id)?.nombre ?? poliza.ramo.ramo}</Dato>
        <Dato etiqueta="Aseguradora">{`${aseguradora.aseguradora} (${aseguradora.abreviacion})`}</Dato>
        <Dato etiqueta="Clave de agente">{poliza.agenteClave.clave}</Dato>
        <Dato etiqueta="Plan">{poliza.paquete}</Dato>
        <Dato etiqueta="Moneda">{`${poliza.moneda.abreviacion} - ${poliza.moneda.moneda}`}</Dato>
        <Dato etiqueta="Forma de pago">{FORMAS_PAGO.find((f) => f.key === poliza.formaPago)?.value}</Dato>
        <Dato etiqueta="Conducto de cobro">{poliza.conductoDescripcion ?? CONDUCTOS.find((c) => c.key === poliza.conducto)?.value}</Dato>
        <Dato etiqueta="Vendedor">{vendedor && (verVendedor && poliza.vendedor ? <Link to={`/vendedores/${poliza.vendedor.id}`}>{vendedor}</Link> : vendedor)}</Dato>
        <Dato etiqueta="Renovada por">{poliza.polizaIDRenovo && <Link to={`/poliza/${poliza.polizaIDRenovo}`}>Ver renovación</Link>}</Dato>
        <Dato etiqueta="Renueva a">{poliza.renuevaA && <Link to={`/poliza/${poliza.renuevaA}`}>Ver póliza anterior</Link>}</Dato>
        <Dato etiqueta="Capturada">{fechaPoliza(poliza.fecha)}</Dato>
      </dl>
    </Seccion>
  );
}

export function Vigencia({ poliza }: { poliza: Poliza }) {
  return (
    <Seccion titulo="VIGENCIA">
      <dl className="cartera-datos">
        <Dato etiqueta="Desde">{fechaPoliza(poliza.fechaVigenciaDe)}</Dato>
        <Dato etiqueta="Hasta">{fechaPoliza(poliza.fechaVigenciaA)}</Dato>
      </dl>
    </Seccion>
  );
}

export function VehiculoSeccion({ poliza }: { poliza: Poliza }) {
  const v = poliza.vehiculo;
  if (!v) return null;
  return (
    <Seccion titulo="VEHÍCULO">
      <dl className="cartera-datos">
        <Dato etiqueta="Descripción">{v.descripcion}</Dato>
        <Dato etiqueta="Modelo">{v.modelo}</Dato>
        <Dato etiqueta="No. de serie">{v.noSerie}</Dato>
        <Dato etiqueta="Placas">{v.placas}</Dato>
      </dl>
    </Seccion>
  );
}

export function AseguradosSeccion({ poliza }: { poliza: Poliza }) {
  if (poliza.asegurados.length === 0) return null;
  return (
    <Seccion titulo="ASEGURADOS">
      <ul className="polizas-asegurados" aria-label="Asegurados">
        {poliza.asegurados.map((a, i) => (
          <li key={a.id ?? i}>
            <strong>{nombreCompleto(a)}</strong>
            <span>{[PARENTESCO[a.parentesco], GENERO[a.genero], a.fecNacimiento && `Nació el ${fechaPoliza(a.fecNacimiento)}`, a.rfc].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </Seccion>
  );
}

export function BienAsegurado({ poliza }: { poliza: Poliza }) {
  if (!poliza.texto) return null;
  return (
    <Seccion titulo="BIEN ASEGURADO">
      <p className="polizas-texto">{poliza.texto}</p>
    </Seccion>
  );
}

export function Primas({ poliza }: { poliza: Poliza }) {
  const $ = (monto: number) => dinero(monto, poliza.moneda.abreviacion);
  return (
    <Seccion titulo="PRIMAS">
      <dl className="cartera-datos polizas-montos">
        <Dato etiqueta="Prima neta">{$(poliza.prima)}</Dato>
        <Dato etiqueta="Derecho de póliza">{$(poliza.derecho)}</Dato>
        <Dato etiqueta="Financiamiento">{$(poliza.recargo)}</Dato>
        <Dato etiqueta="IVA">{$(poliza.iva)}</Dato>
        <Dato etiqueta="Prima total">{$(poliza.total)}</Dato>
      </dl>
    </Seccion>
  );
}

/** The commission and, on the full page, what each receipt carries of it. */
export function Comisiones({ poliza, porRecibo = false }: { poliza: Poliza; porRecibo?: boolean }) {
  const $ = (monto: number) => dinero(monto, poliza.moneda.abreviacion);
  return (
    <Seccion titulo="COMISIONES">
      <dl className="cartera-datos polizas-montos">
        <Dato etiqueta="Porcentaje de comisión">{`${poliza.porcentajeComision} %`}</Dato>
        <Dato etiqueta="Comisión">{$(poliza.comisiones)}</Dato>
        {porRecibo &&
          poliza.recibos.map((r) => (
            <Dato key={r.id} etiqueta={`Recibo ${r.serie}/${r.totalSerie}`}>
              {$(r.comision)}
            </Dato>
          ))}
      </dl>
    </Seccion>
  );
}
