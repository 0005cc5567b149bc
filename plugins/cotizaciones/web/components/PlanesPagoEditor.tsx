import { Callout, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { centavos, formatDinero } from '../../../../core/shared/format.ts';
import { FORMAS_PAGO } from '../../../catalogos/shared/catalogos.ts';
import { NOMBRE_FORMA_PAGO } from '../../shared/mensajes.ts';
import { parcialidadesDe, totalEnCentavos } from '../../shared/planes-pago.ts';
import type { Borrador } from '../borrador.ts';
import type { PlanBorrador } from '../propuestas.ts';

interface PlanesPagoEditorProps {
  borrador: Borrador;
  /** The proposal's path in the errors: 'items.0.'. */
  ruta: string;
  moneda: string;
  planes: PlanBorrador[];
  onChange: (planes: PlanBorrador[]) => void;
}

type Monto = 'total' | 'primaPrimerRecibo' | 'primaReciboSub';

/** The instalment plan's total as the server will compute it, once both receipts read as amounts (spec 03 §5). */
function totalCalculado(plan: PlanBorrador, moneda: string): string {
  const [primero, siguiente] = [centavos(plan.primaPrimerRecibo), centavos(plan.primaReciboSub)];
  if (plan.primaPrimerRecibo.trim() === '' || plan.primaReciboSub.trim() === '' || Number.isNaN(primero) || Number.isNaN(siguiente)) return '—';
  return formatDinero(totalEnCentavos(primero, siguiente, parcialidadesDe(plan.formaPago)), moneda);
}

/**
 * A proposal's payment plans (spec 03 §3–§5, §9): each payment form offered or not; contado is one
 * amount, the others a first receipt and the subsequent ones (instalments − 1), their total computed.
 */
export function PlanesPagoEditor({ borrador, ruta, moneda, planes, onChange }: PlanesPagoEditorProps) {
  const ofrecidos = planes.filter((p) => p.ofrecido).map((p) => p.formaPago);
  const cambiar = (i: number, cambio: Partial<PlanBorrador>) => onChange(planes.map((p, j) => (j === i ? { ...p, ...cambio } : p)));
  const errorGeneral = borrador.errorDe(`${ruta}planesPago`);
  return (
    <section className="cotizaciones-planes-editor" aria-label="Formas de pago">
      <h4 className="cotizaciones-subtitulo">Formas de pago</h4>
      {errorGeneral && <Callout intent={Intent.DANGER}>{errorGeneral}</Callout>}
      {planes.map((plan, i) => {
        // The errors name the plan by its place among the offered ones, as they are sent.
        const rutaPlan = `${ruta}planesPago.${ofrecidos.indexOf(plan.formaPago)}.`;
        const monto = (campo: Monto, etiqueta: string) => {
          const id = borrador.idDe(`${rutaPlan}${campo}`);
          const error = borrador.errorDe(`${rutaPlan}${campo}`);
          return (
            <FormGroup label={etiqueta} labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
              <InputGroup
                id={id}
                name={`${plan.formaPago}-${campo}`}
                inputMode="decimal"
                value={plan[campo]}
                onValueChange={(valor) => {
                  borrador.escribir(`${rutaPlan}${campo}`);
                  cambiar(i, { [campo]: valor });
                }}
                onBlur={() => borrador.ver(`${rutaPlan}${campo}`)}
                intent={error ? Intent.DANGER : Intent.NONE}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-help` : undefined}
              />
            </FormGroup>
          );
        };
        const nombre = NOMBRE_FORMA_PAGO[plan.formaPago];
        const parcialidades = FORMAS_PAGO.find((f) => f.key === plan.formaPago)?.pagos ?? 1;
        return (
          <div key={plan.formaPago} className="cotizaciones-plan" data-forma-pago={plan.formaPago}>
            <Checkbox checked={plan.ofrecido} label={nombre} onChange={(e) => cambiar(i, { ofrecido: e.currentTarget.checked })} />
            {plan.ofrecido && plan.formaPago === 'contado' && <div className="cartera-form-row">{monto('total', `Total ${nombre.toLowerCase()}`)}</div>}
            {plan.ofrecido && plan.formaPago !== 'contado' && (
              <div className="cartera-form-row">
                {monto('primaPrimerRecibo', 'Primer recibo')}
                {monto('primaReciboSub', `Recibos subsecuentes (${parcialidades - 1})`)}
                <FormGroup label="Total">
                  <output className="cotizaciones-total">{totalCalculado(plan, moneda)}</output>
                </FormGroup>
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
