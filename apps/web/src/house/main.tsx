import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { HousePage } from './components/house-page';
import { setHouseApiLanguage } from './lib/house-api';
import { initHouseI18n } from './lib/house-i18n';
import { readLaunchParams } from './lib/launch-params';
import '../styles/global.css';

// No inline script in house.html (CSP): the theme is applied here, before the first render.
const params = readLaunchParams(window.location.search);
document.documentElement.dataset.theme = params.theme;
setHouseApiLanguage(params.language);
await initHouseI18n(params.language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HousePage params={params} />
    </QueryClientProvider>
  </StrictMode>,
);
