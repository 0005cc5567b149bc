import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoginPage from './auth/LoginPage.tsx';
import { appCargada, cargarApp } from './cargarApp.ts';
import { Marco } from './layout/Marco.tsx';
import { PageSpinner } from './router/PageSpinner.tsx';

const AppDiferida = lazy(() => cargarApp().then((App) => ({ default: App })));

/**
 * The entry's routes. /login is drawn by the entry alone, without the signed-in shell, so the page
 * most visitors open first stays within its budget (issue 19, ADR 039); every other address shows
 * the shell, whose own table then routes it.
 */
export function Raiz() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Marco>
            <LoginPage />
          </Marco>
        }
      />
      <Route path="*" element={<ShellConSesion />} />
    </Routes>
  );
}

/** The shell as it is when this address opens: loaded (main.tsx and the login page load it first) or on its way. */
function ShellConSesion() {
  // Chosen once per mount: switching from the lazy twin to the loaded one would remount every page.
  const [App] = useState(appCargada);
  if (App) return <App />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AppDiferida />
    </Suspense>
  );
}
