import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { consoleResources } from './app/features';
import { createQueryClient, Providers } from './app/providers';
import { createConsoleRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { applyStoredTheme } from './lib/theme';
import './styles/global.css';

applyStoredTheme();
await initI18n(consoleResources());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <RouterProvider router={createConsoleRouter()} />
    </Providers>
  </StrictMode>,
);
