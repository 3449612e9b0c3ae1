import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, storedLanguage } from './lib/i18n';
import { prefetchFrameData } from './app/prefetch';
import { App } from './app/app';
import './styles/global.css';

// initI18n sets the API's language synchronously before it starts loading bundles.
const i18nReady = initI18n();
prefetchFrameData(storedLanguage());
await i18nReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
