import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the site into');

if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
