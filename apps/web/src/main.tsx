import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';
import './styles/global.css';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { captureCampaignParams } from './lib/campaign';
import { initI18n, initialLang } from './lib/i18n';

initI18n(initialLang(window.location.search));
captureCampaignParams(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);
