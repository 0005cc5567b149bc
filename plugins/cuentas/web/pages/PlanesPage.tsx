import { AnchorButton, Button, Callout, Card, Classes, H2, H3, Intent, SegmentedControl, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { InfoSignIcon, TickIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { PlanItem } from '../../../../core/shared/auth/contract.ts';
import { centavos, formatDinero } from '../../../../core/shared/format.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { CORREO_CONTACTO } from '../../../../web/src/contacto.ts';
import { webOfertas } from '../../../../web/src/plugins/registry.ts';
import { useSession } from '../../../../web/src/session/hooks.ts';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { useCrearCheckoutMutation, usePlanesQuery } from '../api.ts';
import { MENSAJES_PAGOS, type PlanEnVenta } from '../../shared/pagos.ts';

type Periodicidad = 'MENSUAL' | 'ANUAL';

const NUMERO = new Intl.NumberFormat('es-MX');

function valorDe(item: PlanItem): string {
  // The spec shows the 'Frecuencia' item in days.
  if (item.nombre === 'Frecuencia') return item.cantidad === 1 ? 'Cada día' : `Cada ${NUMERO.format(item.cantidad)} días`;
  return NUMERO.format(item.cantidad);
}

/**
 * /planes ('Planes', spec 01 §2): the catalogue with the monthly/annual toggle and the recommended
 * plan highlighted. A visitor starts with 'Comenzar' (registration); a signed-in user picks with
 * 'Seleccionar' (card checkout) when the plan can be paid online here; otherwise the page says so and
 * offers to contract by e-mail, never a button that cannot work. Paid subscribers go to /.
 */
export default function PlanesPage() {
  const { status, suscripcion } = useSession();
  const [periodicidad, setPeriodicidad] = useState<Periodicidad>('MENSUAL');
  const { data: planes, isFetching, error } = usePlanesQuery(periodicidad);
  const signedIn = status === 'signedIn';
  // Contracting is the billing privilege's (the checkout refuses anyone else): the others only see the plans.
  const puedeFacturar = usePuede('FACTURACION');
  const modo: ModoPlanes = !signedIn ? 'visitante' : puedeFacturar ? 'contrata' : 'consulta';

  if (signedIn && suscripcion && suscripcion.plan.periodicidad !== 'PRUEBA' && suscripcion.vigente) return <Navigate to="/" replace />;

  return (
    <div className="cartera-planes">
      <PageHeader title="Planes" back="/" backLabel="Regresar al inicio" />
      <p className={`cartera-planes-lead ${Classes.RUNNING_TEXT}`}>Elige el plan que mejor se adapte a tu operación. Todos los precios están en pesos mexicanos.</p>
      <SegmentedControl
        className="cartera-planes-toggle"
        aria-label="Periodicidad del pago"
        options={[
          { label: 'Mensual', value: 'MENSUAL' },
          { label: 'Anual', value: 'ANUAL' },
        ]}
        value={periodicidad}
        onValueChange={(value) => setPeriodicidad(value as Periodicidad)}
        intent={Intent.PRIMARY}
      />

      <section className="cartera-planes-incluye" aria-labelledby="cartera-planes-incluye">
        <H3 id="cartera-planes-incluye">Todos los planes incluyen</H3>
        <ul>
          {webOfertas.plan.map((texto) => (
            <li key={texto}>
              <TickIcon className="cartera-tick" />
              {texto}
            </li>
          ))}
        </ul>
      </section>

      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {(error as ApiError).message}
        </Callout>
      )}
      {isFetching && !planes && <Spinner aria-label="Cargando" />}
      {modo === 'consulta' && (
        <Callout intent={Intent.PRIMARY} className="cartera-planes-sin-pago">
          {MENSAJES_PAGOS.soloFacturacion}
        </Callout>
      )}
      {modo === 'contrata' && planes && planes.length > 0 && !planes.some((p) => p.pagoEnLinea) && (
        <Callout intent={Intent.WARNING} className="cartera-planes-sin-pago">
          {MENSAJES_PAGOS.noConfigurado}
        </Callout>
      )}
      {planes && (
        <ul className={`cartera-planes-lista${isFetching ? ' cartera-loading' : ''}`} aria-busy={isFetching}>
          {planes.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} modo={modo} />
            </li>
          ))}
        </ul>
      )}

      <p className="cartera-planes-contacto">
        ¿Necesitas un plan a la medida de tu agencia? <a href={`mailto:${CORREO_CONTACTO}?subject=${encodeURIComponent('Plan a la medida')}`}>Contáctanos</a>
      </p>
    </div>
  );
}

const contratarPorCorreo = (plan: PlanEnVenta) =>
  `mailto:${CORREO_CONTACTO}?subject=${encodeURIComponent(`Contratar el plan ${plan.nombre} (${plan.periodicidad.toLowerCase()})`)}`;

/** Who looks at the plans: a visitor (who registers), whoever may contract them, or a user who may not. */
type ModoPlanes = 'visitante' | 'contrata' | 'consulta';

function PlanCard({ plan, modo }: { plan: PlanEnVenta; modo: ModoPlanes }) {
  const [checkout, { isLoading }] = useCrearCheckoutMutation();
  const titleId = `plan-${plan.id}`;

  async function seleccionar(priceId: string) {
    try {
      const { redirectURL } = await checkout({ priceId }).unwrap();
      window.location.assign(redirectURL);
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    }
  }

  return (
    <Card className={`cartera-plan${plan.recomendado ? ' cartera-plan-recomendado' : ''}`} elevation={plan.recomendado ? 2 : 0}>
      {plan.recomendado && (
        <Tag className="cartera-plan-tag" intent={Intent.WARNING} round>
          Recomendado
        </Tag>
      )}
      <H2 id={titleId} className="cartera-plan-nombre">
        {plan.nombre}
      </H2>
      <p className="cartera-plan-precio">
        <strong>{formatDinero(centavos(plan.precio), '')}</strong>
        <span> MXN / {plan.periodicidad === 'ANUAL' ? 'año' : 'mes'}</span>
      </p>
      <ul className="cartera-plan-items">
        {plan.items.map((item) => (
          <li key={item.id}>
            <span className="cartera-plan-item-nombre">
              {item.nombre}
              {item.ayuda && (
                <Tooltip content={item.ayuda} placement="top">
                  <button type="button" className="cartera-info-button" aria-label={`Ayuda: ${item.nombre}`}>
                    <InfoSignIcon size={12} />
                  </button>
                </Tooltip>
              )}
            </span>
            <strong>{valorDe(item)}</strong>
            {item.descripcion && <span className="cartera-plan-item-descripcion">{item.descripcion}</span>}
          </li>
        ))}
      </ul>
      {modo === 'consulta' ? null : modo === 'contrata' && plan.pagoEnLinea && plan.stripeId ? (
        <Button
          intent={plan.recomendado ? Intent.PRIMARY : Intent.NONE}
          fill
          size="large"
          text="Seleccionar"
          aria-describedby={titleId}
          onClick={() => plan.stripeId && seleccionar(plan.stripeId)}
          loading={isLoading}
        />
      ) : modo === 'contrata' ? (
        <AnchorButton href={contratarPorCorreo(plan)} fill size="large" text={MENSAJES_PAGOS.contratarPorCorreo} aria-describedby={titleId} />
      ) : (
        <ButtonLink to="/registro" intent={plan.recomendado ? 'primary' : undefined}>
          Comenzar
        </ButtonLink>
      )}
    </Card>
  );
}
