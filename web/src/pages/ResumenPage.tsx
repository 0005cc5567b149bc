import { Card, Classes, H2, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../../core/shared/format.ts';
import { NAV_GROUP_LABELS } from '../layout/navigation.ts';
import { useVisibleEntries } from '../layout/SideNav.tsx';
import { useSession } from '../session/hooks.ts';

/**
 * /resumen until the portfolio summary arrives (issue 7 registers its own page on this path, which
 * replaces this one): a greeting, the plan, and the sections the user can open.
 */
export default function ResumenPage() {
  const { usuario, suscripcion } = useSession();
  const entries = useVisibleEntries().filter((entry) => entry.path !== '/resumen');
  const vence = formatFecha(suscripcion?.vigenciaA);

  return (
    <div className="cartera-resumen">
      <header className="cartera-resumen-header">
        <h1 className={Classes.HEADING}>Hola, {usuario?.nombres}</h1>
        {suscripcion && (
          <p className="cartera-resumen-plan">
            <Link to="/configuracion/mi-plan">Plan {suscripcion.plan.nombre}</Link>
            {vence && <span> · vigente hasta el {vence}</span>}
            {suscripcion.plan.periodicidad === 'PRUEBA' && (
              <Tag intent="warning" minimal className="cartera-resumen-tag">
                Prueba
              </Tag>
            )}
          </p>
        )}
      </header>
      <H2 className="cartera-resumen-subtitle">¿Qué quieres hacer hoy?</H2>
      <ul className="cartera-card-grid">
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} className="cartera-link-card">
              <Card interactive className="cartera-link-card-body">
                {entry.icon && <span className="cartera-link-card-icon">{typeof entry.icon === 'string' ? <Icon icon={entry.icon} size={20} /> : entry.icon}</span>}
                <span className="cartera-link-card-title">{entry.label}</span>
                <span className="cartera-link-card-group">{NAV_GROUP_LABELS[entry.group]}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
