import { Card, Classes, H2 } from '@blueprintjs/core';
import { webOfertas } from '../plugins/registry.ts';
import { useSession } from '../session/hooks.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';

/** The ways to load a portfolio that the installed plugins offer (spec 02 §1 names three). */
const FORMAS = webOfertas.carga;

const NUMEROS = ['', 'una', 'dos', 'tres', 'cuatro'];

function introduccion(n: number): string {
  if (n === 1) return 'Así cargas tu cartera:';
  return `Hay ${NUMEROS[n] ?? n} formas de cargar tu cartera. Elige la que mejor te acomode; puedes combinarlas cuando quieras.`;
}

/** /comofunciona: the welcome page after activating the account (spec 01 §2). */
export default function ComoFuncionaPage() {
  const { usuario } = useSession();
  return (
    <div className="cartera-comofunciona">
      <header className="cartera-comofunciona-header">
        <h1 className={Classes.HEADING}>¡Bienvenido a Cartera{usuario ? `, ${usuario.nombres}` : ''}!</h1>
        <p className={Classes.RUNNING_TEXT}>{introduccion(FORMAS.length)}</p>
      </header>
      <ol className="cartera-card-grid cartera-comofunciona-formas">
        {FORMAS.map((forma) => (
          <li key={forma.titulo}>
            <Card className="cartera-comofunciona-forma">
              <span className="cartera-comofunciona-icon" aria-hidden="true">
                {forma.icono}
              </span>
              <H2>{forma.titulo}</H2>
              <p>{forma.texto}</p>
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
