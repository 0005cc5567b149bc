import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { Layout } from '../layout/Layout.tsx';
import type { CollectedRoute } from '../plugins/collect.ts';
import { PageSpinner } from './PageSpinner.tsx';

/**
 * The route table of the whole application: every page (the shell's and the plugins') under the
 * layout, each in its own chunk fetched on first visit.
 *
 * Declarative routes rather than a data router (createBrowserRouter): pages load their data
 * through RTK Query, not route loaders, and the data router would add ~16 KB gzip to the first load.
 */
export function createAppRoutes(routes: CollectedRoute[]): ComponentType {
  // lazy() is called once here, not on render, so React keeps one component per route.
  const pages = routes.map((route) => ({ path: route.path, Page: lazy(route.load) }));

  return function AppRoutes() {
    const { pathname } = useLocation();
    return (
      // The last resort, for a failure in the layout itself; pages fail inside the layout's own boundary.
      <ErrorBoundary resetKey={pathname}>
        <Routes>
          <Route element={<Layout />}>
            {pages.map(({ path, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<PageSpinner />}>
                    <Page />
                  </Suspense>
                }
              />
            ))}
          </Route>
        </Routes>
      </ErrorBoundary>
    );
  };
}
