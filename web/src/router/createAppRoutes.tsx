import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { Layout } from '../layout/Layout.tsx';
import type { CollectedRoute } from '../plugins/collect.ts';
import { useSession, useSessionAbility } from '../session/hooks.ts';
import { sessionKind } from '../session/sessionSlice.ts';
import { RefusedPage } from '../pages/RefusedPage.tsx';
import { decideAccess } from './access.ts';
import { PageSpinner } from './PageSpinner.tsx';

interface LoadedRoute {
  route: CollectedRoute;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The route table of the whole application: every page (the shell's and the plugins') under the
 * layout, each in its own chunk fetched on first visit, each behind the access rules of its session
 * kind (see `decideAccess`).
 *
 * Declarative routes rather than a data router (createBrowserRouter): pages load their data
 * through RTK Query, not route loaders, and the data router would add ~16 KB gzip to the first load.
 *
 * react-router ignores a trailing slash, but the spec gives new-record forms their own address with
 * one (`/configuracion/usuarios/` next to the list at `/configuracion/usuarios`): a route declared
 * with a trailing slash answers only the address that has it.
 */
export function createAppRoutes(routes: CollectedRoute[]): ComponentType {
  // lazy() is called once here, not on render, so React keeps one component per route.
  const byPath = new Map<string, { bare?: LoadedRoute; slash?: LoadedRoute }>();
  for (const route of routes) {
    const slash = route.path.length > 1 && route.path.endsWith('/');
    const key = slash ? route.path.slice(0, -1) : route.path;
    const entry = byPath.get(key) ?? {};
    entry[slash ? 'slash' : 'bare'] = { route, Page: lazy(route.load) };
    byPath.set(key, entry);
  }

  return function AppRoutes() {
    const { pathname } = useLocation();
    return (
      // The last resort, for a failure in the layout itself; pages fail inside the layout's own boundary.
      <ErrorBoundary resetKey={pathname}>
        <Routes>
          <Route element={<Layout />}>
            {[...byPath].map(([path, { bare, slash }]) => (
              <Route key={path} path={path} element={<SlashSwitch bare={bare} slash={slash} />} />
            ))}
          </Route>
        </Routes>
      </ErrorBoundary>
    );
  };
}

function SlashSwitch({ bare, slash }: { bare?: LoadedRoute; slash?: LoadedRoute }) {
  const { pathname } = useLocation();
  const chosen = slash && (pathname.endsWith('/') || !bare) ? slash : bare;
  return chosen ? <GuardedPage {...chosen} /> : null;
}

function GuardedPage({ route, Page }: LoadedRoute) {
  const location = useLocation();
  const session = useSession();
  const ability = useSessionAbility();
  const decision = decideAccess(route, sessionKind(session), ability, location);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'refused') return <RefusedPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
