import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registrarServiceWorker } from './lib/service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// The patient's pages (one visit, often on mobile data) don't install the clinic's app: its
// service worker would download every chunk of the app into its precache (issue 22).
if (!/^\/(assinar|verificar)\//.test(window.location.pathname)) registrarServiceWorker();
