import { Card, NonIdealState } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { useClavesAgenteQuery } from '../claves.api.ts';
import '../claves.css';

/** /claves and /claves-clasic, 'Claves de agente' (spec 02 §2.10): each key as insurer abbreviation plus key, read-only. */
export default function ClavesListaPage() {
  const { data, isLoading, error } = useClavesAgenteQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div>
      <PageHeader title="Claves de agente" back="/configuracion" backLabel="Regresar a Configuración" />
      <EstadoDeCarga cargando={isLoading} error={error} />
      {data && data.items.length === 0 && <NonIdealState icon={<KeyIcon size={48} />} title="Sin resultados" />}
      {data && data.items.length > 0 && (
        <ul className="cartera-card-grid" aria-label="Claves de agente">
          {data.items.map((clave) => (
            <li key={clave.id}>
              <Card className="cartera-link-card-body" title={clave.aseguradora.aseguradora}>
                <span className="cartera-clave-abreviacion">{clave.aseguradora.abreviacion}</span>
                <span className="cartera-clave-numero">{clave.clave}</span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
