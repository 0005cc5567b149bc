import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { useSession } from '../session/hooks.ts';
import { showsNavigation } from '../session/sessionSlice.ts';
import { EnvironmentBanner } from './EnvironmentBanner.tsx';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';
import { useMediaQuery, WIDE_QUERY } from './useMediaQuery.ts';

const Navigation = lazy(() => import('./Navigation.tsx'));

/**
 * The frame around every page: top bar, environment banner, for a signed-in user the side
 * navigation (a column from 1024 px, open by default there; a drawer below), the page, footer.
 */
export function Layout() {
  const { pathname } = useLocation();
  const session = useSession();
  const withNav = showsNavigation(session);
  const wide = useMediaQuery(WIDE_QUERY);
  const [navOpen, setNavOpen] = useState(wide);

  // Crossing the breakpoint resets the navigation to that width's default.
  useEffect(() => setNavOpen(wide), [wide]);
  // On a narrow screen the drawer closes once an entry is chosen.
  useEffect(() => {
    if (!wide) setNavOpen(false);
  }, [pathname, wide]);

  return (
    // With the navigation beside the page, the page and the navigation scroll on their own under a fixed top bar.
    <div className={withNav && wide ? 'cartera-shell cartera-shell-app' : 'cartera-shell'}>
      <a className="cartera-skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <TopBar nav={withNav ? { open: navOpen, toggle: () => setNavOpen((open) => !open) } : undefined} />
      <EnvironmentBanner />
      <div className="cartera-frame">
        {withNav && (
          <Suspense fallback={null}>
            <Navigation wide={wide} open={navOpen} onClose={() => setNavOpen(false)} />
          </Suspense>
        )}
        <div className="cartera-column">
          <main id="contenido" className="cartera-main" tabIndex={-1}>
            <ErrorBoundary resetKey={pathname}>
              <Outlet />
            </ErrorBoundary>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
