import { Spinner } from '@blueprintjs/core';
import { ErrorIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import { authApi } from '../../../../web/src/auth/api.ts';
import { useStartSession } from '../../../../web/src/session/hooks.ts';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { Notice } from '../../../../web/src/ui/Notice.tsx';
import { useEstadoCheckoutQuery } from '../api.ts';
import { MENSAJES_PAGOS } from '../../shared/pagos.ts';

/**
 * /payments/stripe/completed?session_id=… (spec 01 §2): where Stripe's checkout returns. A paid
 * session renews the session's token, so the whole plan opens at once, and thanks the user;
 * anything else says no payment was taken and leads back to /planes.
 */
export default function PagoCompletadoPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { data, error, isLoading } = useEstadoCheckoutQuery(sessionId, { skip: !sessionId });
  const [refrescar] = authApi.endpoints.refrescarSesion.useMutation();
  const startSession = useStartSession();
  const refrescada = useRef(false);
  const pagado = data?.status === 'complete';

  useEffect(() => {
    if (!pagado || refrescada.current) return;
    refrescada.current = true;
    refrescar()
      .unwrap()
      .then(startSession)
      .catch(() => undefined);
  }, [pagado, refrescar, startSession]);

  if (isLoading) return <Spinner aria-label={MENSAJES_PAGOS.verificandoPago} />;
  if (pagado) {
    return (
      <Notice icon={<TickCircleIcon size={64} />} title={MENSAJES_PAGOS.suscritoTitulo}>
        <p>{MENSAJES_PAGOS.suscritoTexto}</p>
        <div className="cartera-notice-actions">
          <ButtonLink to="/" intent="primary">
            Comenzar
          </ButtonLink>
        </div>
      </Notice>
    );
  }
  return (
    <Notice icon={<ErrorIcon size={64} />} title={MENSAJES_PAGOS.pagoIncompletoTitulo}>
      <p role="alert">{error ? (error as ApiError).message : MENSAJES_PAGOS.pagoIncompletoTexto}</p>
      <div className="cartera-notice-actions">
        <ButtonLink to="/planes" intent="primary">
          Ver planes
        </ButtonLink>
      </div>
    </Notice>
  );
}
