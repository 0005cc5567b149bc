import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installGlobalErrorReporting } from './errors/installGlobalErrorReporting.ts';
import { Raiz } from './Raiz.tsx';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Raiz />
    </BrowserRouter>
  </StrictMode>,
);
