import { LockIcon } from '@blueprintjs/icons';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Notice } from '../ui/Notice.tsx';

/** A signed-in user opened a page their privileges do not include. */
export function RefusedPage() {
  return (
    <Notice icon={<LockIcon size={64} />} title="No tienes acceso a esta página">
      <p>Tu usuario no tiene el privilegio necesario. Pídeselo al usuario principal de tu cuenta.</p>
      <ButtonLink to="/" intent="primary">
        Ir al inicio
      </ButtonLink>
    </Notice>
  );
}
