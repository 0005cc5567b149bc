import { Button, CardList, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon, PlusIcon } from '@blueprintjs/icons';
import { Link, useNavigate } from 'react-router-dom';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import { useCorreoModelosQuery } from '../api.ts';
import { Recordatorios } from '../components/Recordatorios.tsx';
import '../comunicacion.css';

/** /configuracion/modelos (spec 01 §2, Correos Electrónicos): the agent's e-mail templates by event. */
export default function ModelosPage() {
  const navigate = useNavigate();
  const puedeEscribir = usePuede('CORREOS_W');
  const { data, isLoading } = useCorreoModelosQuery(null, { refetchOnMountOrArgChange: true });

  return (
    <div>
      <PageHeader
        title={M.tituloModelos}
        back="/configuracion"
        backLabel="Regresar a Configuración"
        actions={puedeEscribir && <Button intent={Intent.PRIMARY} icon={<PlusIcon />} text="Agregar plantilla" onClick={() => navigate('/configuracion/modelos/nuevo')} />}
      />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && data.length === 0 && <NonIdealState title={M.sinModelos} />}
      {data && data.length > 0 && (
        <CardList aria-label="Plantillas de correo">
          {data.map((modelo) => (
            <Fila key={modelo.id}>
              <div className="cartera-fila-texto">
                <strong>{modelo.nombre}</strong> <Tag minimal>{modelo.evento.nombre}</Tag>
                <div className="comunicacion-campos">{modelo.asunto}</div>
              </div>
              {puedeEscribir && (
                <Link to={`/configuracion/modelos/${modelo.id}`} aria-label={`Editar ${modelo.nombre}`}>
                  <EditIcon />
                </Link>
              )}
            </Fila>
          ))}
        </CardList>
      )}
      {data && <Recordatorios modelos={data} />}
    </div>
  );
}
