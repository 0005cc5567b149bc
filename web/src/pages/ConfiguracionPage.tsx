import { Card } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { hasRoute, webAjustes } from '../plugins/registry.ts';
import { allows, useSessionAbility } from '../session/hooks.ts';
import { PageHeader } from '../ui/PageHeader.tsx';

/**
 * /configuracion (spec 01 §2): links to the settings pages the user may open, of those installed;
 * each plugin contributes the entries of its own pages (WebPlugin `ajustes`). Mi Cuenta is open to all.
 */
export default function ConfiguracionPage() {
  const ability = useSessionAbility();
  const opciones = webAjustes.filter((opcion) => hasRoute(opcion.path) && allows(ability, opcion.permiso));
  return (
    <div className="cartera-configuracion">
      <PageHeader title="Configuración" />
      <ul className="cartera-card-grid">
        {opciones.map((opcion) => (
          <li key={opcion.path}>
            <Link to={opcion.path} className="cartera-link-card">
              <Card interactive className="cartera-link-card-body">
                <span className="cartera-link-card-icon">{opcion.icon}</span>
                <span className="cartera-link-card-title">{opcion.label}</span>
                <span className="cartera-link-card-group">{opcion.descripcion}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
