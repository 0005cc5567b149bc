import { Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { Layout } from '../layout/Layout.tsx';
import type { CollectedRoute } from '../plugins/collect.ts';
import { useSession, useSessionAbility } from '../session/hooks.ts';
import { sessionKind } from '../session/sessionSlice.ts';
import { RefusedPage } from '../pages/RefusedPage.tsx';
import { decideAccess } from './access.ts';
import { diferida, type Diferida } from './diferida.ts';
import { PageSpinner } from './PageSpinner.tsx';

interface LoadedRoute {
  route: CollectedRoute;
  Page: Diferida;
}

/** The route table, and a way to load the page an address opens before the table is first drawn. */
export interface AppRoutesTable {
  AppRoutes: ComponentType;
  precargar(pathname: string): Promise<unknown>;
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
export function createAppRoutes(routes: CollectedRoute[]): AppRoutesTable {
  // Each page's loader is made once here, not on render, so React keeps one component per route.
  const byPath = new Map<string, { bare?: LoadedRoute; slash?: LoadedRoute }>();
  for (const route of routes) {
    const slash = route.path.length > 1 && route.path.endsWith('/');
    const key = slash ? route.path.slice(0, -1) : route.path;
    const entry = byPath.get(key) ?? {};
    entry[slash ? 'slash' : 'bare'] = { route, Page: diferida(route.load) };
    byPath.set(key, entry);
  }

  const tabla = [...byPath].map(([path, entry]) => ({ path, entry }));
  // The page behind an address (access is decided when it is drawn: loading it early shows nothing).
  function precargar(pathname: string): Promise<unknown> {
    const entry = matchRoutes(tabla, pathname)?.at(-1)?.route.entry;
    return entry ? (elegida(entry, pathname)?.Page.cargar() ?? Promise.resolve()) : Promise.resolve();
  }

  function AppRoutes() {
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
  }
  return { AppRoutes, precargar };
}

/** Of a path's two routes (with and without the trailing slash), the one this address opens. */
function elegida({ bare, slash }: { bare?: LoadedRoute; slash?: LoadedRoute }, pathname: string): LoadedRoute | undefined {
  return slash && (pathname.endsWith('/') || !bare) ? slash : bare;
}

function SlashSwitch(rutas: { bare?: LoadedRoute; slash?: LoadedRoute }) {
  const { pathname } = useLocation();
  const chosen = elegida(rutas, pathname);
  return chosen ? <GuardedPage {...chosen} /> : null;
}

function GuardedPage({ route, Page }: LoadedRoute) {
  const location = useLocation();
  const session = useSession();
  const ability = useSessionAbility();
  const decision = decideAccess(route, sessionKind(session), ability, location);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'refused') return <RefusedPage />;
  // Keyed by route: another route's page at the same place is a new page, not this one's state.
  return <PaginaDiferida key={route.path} Page={Page} />;
}

function PaginaDiferida({ Page }: { Page: Diferida }) {
  // Chosen once per mount: switching from the lazy twin to the loaded one would remount the page.
  const [Cargada] = useState(Page.cargada);
  if (Cargada) return <Cargada />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page.Perezosa />
    </Suspense>
  );
}
