import { Card, Classes, H2 } from '@blueprintjs/core';
import { Logo } from '../layout/Logo.tsx';
import { useSession } from '../session/hooks.ts';
import { sessionKind } from '../session/sessionSlice.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SuscripcionVencida } from './SuscripcionVencida.tsx';

const FEATURES = [
  {
    title: 'Tu cartera en un solo lugar',
    text: 'Pólizas, recibos, clientes y aseguradoras: captúralos a mano, desde el PDF de la póliza o desde el portal de la aseguradora.',
  },
  {
    title: 'Cobranza y renovaciones',
    text: 'Recibos por cobrar, vencimientos y renovaciones a la vista, con la bitácora de cada cliente.',
  },
  {
    title: 'Ventas y servicio',
    text: 'Prospección, cotizaciones, siniestros, calendario y tareas para tu equipo.',
  },
];

/** /: the public landing; a user whose subscription ended sees the renewal screen here instead. */
export default function HomePage() {
  const session = useSession();
  if (sessionKind(session) === 'unsubscribed') return <SuscripcionVencida />;
  return (
    <div className="cartera-home">
      <header className="cartera-home-hero">
        <h1 className="cartera-home-title">
          <Logo size={64} />
        </h1>
        <p className={`cartera-home-lead ${Classes.RUNNING_TEXT}`}>CRM y administración de cartera para agentes de seguros</p>
        {session.status !== 'signedIn' && (
          <div className="cartera-home-actions">
            <ButtonLink to="/registro" intent="primary">
              Prueba gratis
            </ButtonLink>
            <ButtonLink to="/planes">Ver planes</ButtonLink>
          </div>
        )}
      </header>
      <ul className="cartera-home-features">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className="cartera-home-feature">
              <H2 className="cartera-home-feature-title">{feature.title}</H2>
              <p>{feature.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
