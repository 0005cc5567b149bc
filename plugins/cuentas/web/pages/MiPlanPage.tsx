import { AnchorButton, Button, Card, H2, Intent, Tag } from '@blueprintjs/core';
import { CreditCardIcon } from '@blueprintjs/icons';
import { formatFecha } from '../../../../core/shared/format.ts';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { showToast } from '../../../../web/src/ui/toaster.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { usePortalFacturacionMutation, useSuscripcionActivaQuery } from '../api.ts';
import { MENSAJES_PAGOS } from '../../shared/pagos.ts';

export const PERIODICIDADES: Record<string, string> = { MENSUAL: 'Mensual', ANUAL: 'Anual', PRUEBA: 'Prueba' };

/** /configuracion/mi-plan ('Mi plan', spec 01 §2): the current plan, its end date and the billing portal. */
export default function MiPlanPage() {
  const { data: suscripcion, isLoading, error } = useSuscripcionActivaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [portal, { isLoading: abriendo }] = usePortalFacturacionMutation();

  /** Stripe's customer portal: its address lasts minutes, so it is asked for on the click. */
  async function abrirPortal() {
    try {
      const { url } = await portal().unwrap();
      window.location.assign(url);
    } catch (e) {
      showToast((e as ApiError).message, Intent.DANGER);
    }
  }

  return (
    <div>
      <PageHeader title="Mi plan" back="/configuracion" backLabel="Regresar a Configuración" />
      <EstadoDeCarga cargando={isLoading} error={error} />
      {suscripcion && (
        <Card className="cartera-form-card cartera-mi-plan">
          <div className="cartera-mi-plan-title">
            <H2>{suscripcion.plan.nombre}</H2>
            <Tag intent={suscripcion.vigente ? Intent.SUCCESS : Intent.DANGER} round>
              {suscripcion.vigente ? 'Vigente' : 'Vencida'}
            </Tag>
          </div>
          <dl className="cartera-datos">
            <dt>Periodicidad</dt>
            <dd>{PERIODICIDADES[suscripcion.plan.periodicidad] ?? suscripcion.plan.periodicidad}</dd>
            <dt>{suscripcion.vigente ? 'Vigente hasta' : 'Venció el'}</dt>
            <dd>{formatFecha(suscripcion.vigenciaA)}</dd>
          </dl>
          <div className="cartera-form-actions">
            {(suscripcion.plan.periodicidad === 'PRUEBA' || !suscripcion.vigente) && (
              <ButtonLink to="/planes" intent={suscripcion.portalUrl || suscripcion.facturacionEnLinea ? undefined : 'primary'}>
                Ver planes
              </ButtonLink>
            )}
            {suscripcion.facturacionEnLinea && (
              <Button intent={Intent.PRIMARY} icon={<CreditCardIcon />} text={MENSAJES_PAGOS.administrarFacturacion} onClick={abrirPortal} loading={abriendo} />
            )}
            {!suscripcion.facturacionEnLinea && suscripcion.portalUrl && (
              <AnchorButton
                href={suscripcion.portalUrl}
                target="_blank"
                rel="noopener noreferrer"
                intent={Intent.PRIMARY}
                icon={<CreditCardIcon />}
                text={MENSAJES_PAGOS.administrarFacturacion}
              />
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
