import { Card, Classes, H2 } from '@blueprintjs/core';
import { CloudDownloadIcon, DocumentIcon, EditIcon } from '@blueprintjs/icons';
import { useSession } from '../session/hooks.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';

const FORMAS = [
  {
    icon: <EditIcon size={32} />,
    title: 'Captura manual',
    text: 'Da de alta tus pólizas con sus recibos desde un formulario guiado: cliente, aseguradora, vigencia, primas y forma de pago. Ideal para empezar con unas cuantas pólizas.',
  },
  {
    icon: <DocumentIcon size={32} />,
    title: 'Procesamiento de PDF',
    text: 'Sube la carátula de la póliza en PDF tal como la emite la aseguradora y Cartera lee los datos por ti: más de 60 formatos de aseguradoras. También puedes importar una hoja de cálculo.',
  },
  {
    icon: <CloudDownloadIcon size={32} />,
    title: 'Automatización con el portal',
    text: 'Registra tus claves de agente y, con las aseguradoras que lo permiten, Cartera se conecta a su portal para traer y mantener al día tus pólizas y recibos de forma automática.',
  },
];

/** /comofunciona: the welcome page after activating the account (spec 01 §2). */
export default function ComoFuncionaPage() {
  const { usuario } = useSession();
  return (
    <div className="cartera-comofunciona">
      <header className="cartera-comofunciona-header">
        <h1 className={Classes.HEADING}>¡Bienvenido a Cartera{usuario ? `, ${usuario.nombres}` : ''}!</h1>
        <p className={Classes.RUNNING_TEXT}>Hay 3 formas de cargar tu cartera. Elige la que mejor te acomode; puedes combinarlas cuando quieras.</p>
      </header>
      <ol className="cartera-card-grid cartera-comofunciona-formas">
        {FORMAS.map((forma) => (
          <li key={forma.title}>
            <Card className="cartera-comofunciona-forma">
              <span className="cartera-comofunciona-icon" aria-hidden="true">
                {forma.icon}
              </span>
              <H2>{forma.title}</H2>
              <p>{forma.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      <div className="cartera-comofunciona-cta">
        <ButtonLink to="/configuracion/claves" intent="primary">
          Iniciar Prueba
        </ButtonLink>
      </div>
    </div>
  );
}
