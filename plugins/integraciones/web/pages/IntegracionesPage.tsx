import { Card, Tag, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { SettingsPage } from '../../../../web/src/ui/SettingsPage.tsx';
import { useIntegracionesQuery } from '../api.ts';

/** /configuracion/integraciones (spec 01 §2): the applications Cartera connects to, each with whether it is connected. */
export default function IntegracionesPage() {
  const result = useIntegracionesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title="Integraciones" result={result}>
      {(integraciones) => (
        <ul className="cartera-card-grid" aria-label="Integraciones">
          {integraciones.map((i) => (
            <li key={i.aplicacion} data-integracion={i.aplicacion}>
              <Link to={`/configuracion/integraciones/${i.ruta}`} className="cartera-link-card">
                <Card interactive className="cartera-link-card-body">
                  <span className="cartera-link-card-title">{i.nombre}</span>
                  <span className="cartera-link-card-group">{i.descripcion}</span>
                  <Tag intent={i.configurada ? Intent.SUCCESS : Intent.NONE} minimal>
                    {i.configurada ? 'Conectada' : 'Sin conectar'}
                  </Tag>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SettingsPage>
  );
}
