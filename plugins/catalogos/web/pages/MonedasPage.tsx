import { Button, Card, Intent, NonIdealState } from '@blueprintjs/core';
import { DollarIcon, PlusIcon } from '@blueprintjs/icons';
import { Link, useNavigate } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { EstadoDeCarga } from '../../../../web/src/ui/EstadoDeCarga.tsx';
import { EJEMPLOS_FORMATO } from '../../shared/monedas.ts';
import { useMonedasQuery } from '../api.ts';
import '../catalogos.css';

/** /monedas (spec 01 §2): a card per currency the agent configured, with its rate and format. */
export default function MonedasPage() {
  const navigate = useNavigate();
  const { data: monedas, isLoading, error } = useMonedasQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <div>
      <PageHeader
        title="Monedas"
        actions={
          <Puede permiso="MONEDA_W">
            <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar moneda" onClick={() => navigate('/monedas/')} />
          </Puede>
        }
      />
      <EstadoDeCarga cargando={isLoading} error={error} />
      {monedas && monedas.length === 0 && <NonIdealState icon={<DollarIcon size={48} />} title="Sin resultados" />}
      {monedas && monedas.length > 0 && (
        <ul className="cartera-card-grid" aria-label="Monedas">
          {monedas.map((moneda) => (
            <li key={moneda.id}>
              <Link to={`/monedas/${moneda.id}`} className="cartera-link-card" data-moneda={moneda.abreviacion}>
                <Card interactive className="cartera-moneda-card">
                  <span className="cartera-link-card-title">
                    {moneda.abreviacion} - {moneda.moneda}
                  </span>
                  <dl className="cartera-datos">
                    <dt>Tipo de cambio</dt>
                    <dd>{moneda.tipoCambio}</dd>
                    <dt>Formato</dt>
                    <dd>{EJEMPLOS_FORMATO[moneda.formato]}</dd>
                  </dl>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
