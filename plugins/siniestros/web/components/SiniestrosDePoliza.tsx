import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../../../core/shared/format.ts';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import type { Poliza } from '../../../polizas/shared/polizas.ts';
import { MENSAJES_SINIESTROS } from '../../shared/mensajes.ts';
import { useSiniestrosDePolizaQuery } from '../api.ts';
import { StatusSiniestroTag } from './StatusSiniestro.tsx';
import '../siniestros.css';

/**
 * The claims block of a policy's detail (spec 02 §2.2), contributed to polizas' BLOQUES_DE_POLIZA for
 * users who read claims: every claim of the policy, newest first, each a link to its detail, and
 * 'Nuevo siniestro' on a vigente policy for those who write them (the form starts on this policy).
 */
export default function SiniestrosDePoliza({ poliza }: { poliza: Poliza }) {
  const { data, error, isLoading } = useSiniestrosDePolizaQuery(poliza.id, { refetchOnMountOrArgChange: true });
  return (
    <div className="siniestros-bloque" data-siniestros-de-poliza={poliza.id}>
      {isLoading && <Spinner aria-label="Cargando" size={20} />}
      {error && (
        <Callout intent={Intent.DANGER} role="alert">
          {MENSAJES_SINIESTROS.errorAlCargar}
        </Callout>
      )}
      {data && data.items.length === 0 && <p>{MENSAJES_SINIESTROS.sinSiniestros}</p>}
      {data && data.items.length > 0 && (
        <ul aria-label="Siniestros de la póliza">
          {data.items.map((s) => (
            <li key={s.id} data-siniestro={s.id}>
              <Link to={`/siniestro/${s.id}`}>Siniestro {s.noSiniestro}</Link> · ocurrió el {formatFecha(s.fechaSiniestro)} · <StatusSiniestroTag status={s.status} />
            </li>
          ))}
        </ul>
      )}
      {poliza.status === 'vigente' && (
        <Puede permiso="SINIESTROS_W">
          <div>
            <ButtonLink to={`/siniestros/?clienteId=${poliza.cliente.id}&polizaId=${poliza.id}`}>
              <PlusIcon /> Nuevo siniestro
            </ButtonLink>
          </div>
        </Puede>
      )}
    </div>
  );
}
