import { ErrorIcon } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Notice } from '../ui/Notice.tsx';

/** react-router keeps the position in the session history as `idx`; 0 means there is nothing to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && Number((state as { idx?: unknown }).idx) > 0;
}

/**
 * The generic error message, shown at /500 and for every unexpected failure. Error boundaries
 * import it eagerly: it must still show when the failure was a page chunk that did not load.
 */
export function ErrorNotice() {
  const navigate = useNavigate();

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (!canGoBack()) return;
    event.preventDefault();
    navigate(-1);
  }

  return (
    <Notice icon={<ErrorIcon size={64} />} title="¡Upss... algo salió mal!">
      <ButtonLink to="/" onClick={goBack} intent="primary">
        Regresar
      </ButtonLink>
    </Notice>
  );
}
