import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { EnvironmentBanner } from './EnvironmentBanner.tsx';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

interface MarcoProps {
  /** A signed-in user's actions in the top bar; without them, 'Planes' and 'Iniciar sesión'. */
  acciones?: ReactNode;
  /** The side navigation and its toggle, for a user who has it. */
  nav?: { open: boolean; toggle: () => void; lateral: ReactNode; ancho: boolean };
  children: ReactNode;
}

/**
 * The frame around every page: top bar, environment banner, the side navigation when given, the
 * page, footer. It needs no store, so the login route draws it without loading the signed-in shell.
 */
export function Marco({ acciones, nav, children }: MarcoProps) {
  const { pathname } = useLocation();
  return (
    // With the navigation beside the page, the page and the navigation scroll on their own under a fixed top bar.
    <div className={nav?.ancho ? 'cartera-shell cartera-shell-app' : 'cartera-shell'}>
      <a className="cartera-skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <TopBar acciones={acciones} nav={nav} />
      <EnvironmentBanner />
      <div className="cartera-frame">
        {nav?.lateral}
        <div className="cartera-column">
          <main id="contenido" className="cartera-main" tabIndex={-1}>
            <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
