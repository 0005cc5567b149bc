import { Card, Classes, H2 } from '@blueprintjs/core';
import { Logo } from '../layout/Logo.tsx';
import { webOfertas } from '../plugins/registry.ts';
import { useSession } from '../session/hooks.ts';
import { sessionKind } from '../session/sessionSlice.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SuscripcionVencida } from './SuscripcionVencida.tsx';

/**
 * /: the public landing, whose cards come from the installed plugins' offers; a user whose
 * subscription ended sees the renewal screen here instead.
 */
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
        {webOfertas.inicio.map((feature) => (
          <li key={feature.titulo}>
            <Card className="cartera-home-feature">
              <H2 className="cartera-home-feature-title">{feature.titulo}</H2>
              <p>{feature.texto}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
