import { SearchIcon } from '@blueprintjs/icons';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Notice } from '../ui/Notice.tsx';

export default function NotFoundPage() {
  return (
    <Notice icon={<SearchIcon size={64} />} title="Upss... Página no encontrada">
      <ButtonLink to="/" intent="primary">
        Ir al inicio
      </ButtonLink>
    </Notice>
  );
}
