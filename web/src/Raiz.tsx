import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import LoginPage from './auth/LoginPage.tsx';
import { cargarApp } from './cargarApp.ts';
import { Marco } from './layout/Marco.tsx';
import { PageSpinner } from './router/PageSpinner.tsx';

const App = lazy(cargarApp);

/**
 * The entry's routes. /login is drawn by the entry alone, without the signed-in shell, so the page
 * most visitors open first stays within its budget (issue 19, ADR 039); every other address loads
 * the shell, whose own table then routes it.
 */
export function Raiz() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Marco conSesion={false}>
            <LoginPage />
          </Marco>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <App />
          </Suspense>
        }
      />
    </Routes>
  );
}
