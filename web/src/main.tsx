import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installGlobalErrorReporting } from './errors/installGlobalErrorReporting.ts';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
