import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parseLang } from '@store/domain/lang';
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';
import './styles/global.css';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/route-runtime';
import { createRouteTable } from './app/route-table';
import { readSsrState } from './app/ssr-state';
import { StoreRouter } from './app/store-router';
import { basePath } from './lib/boot';
import { captureCampaignParams } from './lib/campaign';
import { initI18n, initialLang } from './lib/i18n';

/**
 * Ends the current task so the browser can paint and handle input before the next start-up step.
 * Only on a server-rendered page: it is painted already, and one long task of start-up work would
 * block it (Total Blocking Time); a client-only page shows nothing until the app renders anyway.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  const root = document.getElementById('root')!;
  const lang = initialLang(window.location.search);
  // The server renders in the query's or the cookie's language; a visitor whose choice only survives
  // in storage gets the page rendered again here, in that language, instead of hydrated (docs/decisions/013).
  const ssr = lang === parseLang(document.documentElement.lang) ? readSsrState() : null;
  if (ssr) await yieldToBrowser();
  // The chrome's texts (JSON in the page's language, preloaded by a server-rendered page's head) come with the page's code.
  const texts = initI18n(lang);
  captureCampaignParams(window.location.search);

  const basename = basePath() || '/';
  // Home's route is in this chunk; every other route comes with the router's chunk (app/route-table.tsx).
  const table = createRouteTable(basename, () => import('./app/router').then((m) => m.createRoutes()));
  const app = (
    <StoreRouter basename={basename} prepare={(next) => table.prepare(next)}>
      <AppRoutes table={table} />
    </StoreRouter>
  );
  // The page's routes and chunk first, so the first render is the page (and, on a server-rendered
  // page, the server's HTML): what fails to load is the page's error, shown by its boundary.
  // A server-rendered page has its data in the dehydrated cache: no early fetch of it again.
  const loaded = table.prepare(window.location, { prefetch: !ssr }).catch(() => undefined);
  if (!ssr) {
    await Promise.all([loaded, texts]);
    createRoot(root).render(
      <StrictMode>
        <AppProvider>{app}</AppProvider>
      </StrictMode>,
    );
    return;
  }
  await yieldToBrowser();
  await Promise.all([loaded, texts]);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few ms instead of blocking it in one long
  // task per Suspense boundary (the page is already painted; input during hydration is replayed).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider dehydratedState={ssr.queries}>{app}</AppProvider>
      </StrictMode>,
    );
  });
}

void start();
