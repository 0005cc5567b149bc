import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installGlobalErrorReporting } from './errors/installGlobalErrorReporting.ts';
import { cargarAppYPagina } from './cargarApp.ts';
import { Raiz } from './Raiz.tsx';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root');

const dibujar = () =>
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Raiz />
      </BrowserRouter>
    </StrictMode>,
  );

// Any address but /login draws the signed-in shell and a page: both loaded before the first drawing,
// they need no Suspense fallback. Should one fail to load, its lazy twin shows the error as any page would.
if (window.location.pathname === '/login') dibujar();
else void cargarAppYPagina(window.location.pathname).then(dibujar, dibujar);
