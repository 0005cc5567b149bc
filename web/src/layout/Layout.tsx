import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { EnvironmentBanner } from './EnvironmentBanner.tsx';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

/** The frame around every page: top bar, environment banner, the page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="cartera-shell">
      <a className="cartera-skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <TopBar />
      <EnvironmentBanner />
      <main id="contenido" className="cartera-main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
