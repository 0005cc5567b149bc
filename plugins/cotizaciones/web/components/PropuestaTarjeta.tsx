import { Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { centavos, formatDinero } from '../../../../core/shared/format.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { AseguradoraDePropuesta, CamposDePlan, ConceptoPropuesta, PlanPago } from '../../shared/cotizaciones.ts';
import { NOMBRE_FORMA_PAGO } from '../../shared/mensajes.ts';
import { ordenarPlanes } from '../../shared/planes-pago.ts';
import { camposDeRamo } from '../ramos.ts';

interface PropuestaTarjetaProps {
  ramo: RamoId;
  titulo: string;
  aseguradora: AseguradoraDePropuesta;
  campos: CamposDePlan;
  planesPago?: readonly PlanPago[];
  /** The payment form the client accepted, when this is the accepted proposal. */
  aceptada?: PlanPago['formaPago'] | null;
}

const dinero = (pesos: number | null, moneda: string) => (pesos === null ? '—' : formatDinero(centavos(pesos), moneda));

function Conceptos({ titulo, conceptos }: { titulo: string; conceptos: readonly ConceptoPropuesta[] }) {
  if (conceptos.length === 0) return null;
  return (
    <>
      <h4 className="cotizaciones-subtitulo">{titulo}</h4>
      <dl className="cotizaciones-conceptos">
        {conceptos.map((c, i) => (
          <div key={`${c.id ?? 'n'}-${i}`}>
            <dt>{c.descripcion}</dt>
            <dd>{c.valor}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A proposal (or a template) as the detail shows it: the plan's fields of its ramo, features, coverages and payment plans (spec 03 §3, §5). */
export function PropuestaTarjeta({ ramo, titulo, aseguradora, campos, planesPago, aceptada }: PropuestaTarjetaProps) {
  const visibles = camposDeRamo(ramo);
  const filas: (readonly [string, string | null, boolean])[] = [
    ['Plan', campos.plan, true],
    ['Moneda', campos.moneda, true],
    ['Suma asegurada', campos.sumaAsegurada, true],
    ['Deducible', campos.deducible, visibles.deducible],
    ['Coaseguro', campos.coaseguro, visibles.salud],
    ['Tope de coaseguro', campos.topeCoaseguro, visibles.salud],
    ['Copago', campos.copago, visibles.salud],
  ];
  return (
    <Card className={aceptada ? 'cotizaciones-propuesta cotizaciones-propuesta-aceptada' : 'cotizaciones-propuesta'} data-propuesta={titulo}>
      <header className="cotizaciones-propuesta-titulo">
        {aseguradora.logoM && <img src={aseguradora.logoM} alt="" />}
        <div>
          <strong>{titulo}</strong>
          <div>{aseguradora.aseguradora}</div>
        </div>
        {aceptada && (
          <Tag intent={Intent.SUCCESS} icon={<TickCircleIcon />}>
            Aceptada
          </Tag>
        )}
      </header>
      <dl className="cartera-datos">
        {filas
          .filter(([, , visible]) => visible)
          .map(([etiqueta, valor]) => (
            <div key={etiqueta} className="cotizaciones-dato">
              <dt>{etiqueta}</dt>
              <dd>{valor || '—'}</dd>
            </div>
          ))}
      </dl>
      {visibles.caracteristicas && <Conceptos titulo="Características" conceptos={campos.caracteristicas} />}
      <Conceptos titulo="Coberturas" conceptos={campos.coberturas} />
      {planesPago && planesPago.length > 0 && (
        <>
          <h4 className="cotizaciones-subtitulo">Formas de pago</h4>
          <HTMLTable compact className="cotizaciones-planes">
            <thead>
              <tr>
                <th scope="col">Forma de pago</th>
                <th scope="col">Primer recibo</th>
                <th scope="col">Subsecuentes</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {ordenarPlanes(planesPago).map((p) => (
                <tr key={p.formaPago} className={aceptada === p.formaPago ? 'cotizaciones-plan-aceptado' : undefined}>
                  <th scope="row">{NOMBRE_FORMA_PAGO[p.formaPago]}</th>
                  <td>{dinero(p.primaPrimerRecibo, campos.moneda)}</td>
                  <td>{p.primaReciboSub === null ? '—' : `${p.parcialidades - 1} × ${dinero(p.primaReciboSub, campos.moneda)}`}</td>
                  <td>{dinero(p.total, campos.moneda)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}
