import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { parseLang } from '@store/domain/lang';
import '@fontsource/ibm-plex-sans-thai/thai-400.css';
import '@fontsource/ibm-plex-sans-thai/latin-400.css';
import '@fontsource/ibm-plex-sans-thai/thai-600.css';
import '@fontsource/ibm-plex-sans-thai/latin-600.css';
import './styles/global.css';
import { AppProvider } from './app/provider';
import { createRouter, createRoutes } from './app/router';
import { readSsrState } from './app/ssr-state';
import { basePath } from './lib/boot';
import { captureCampaignParams } from './lib/campaign';
import { initI18n, initialLang } from './lib/i18n';

/** Loads the lazy routes of the current URL before hydrating, so the first client render is the server's. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location, basePath() || '/') ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

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
  initI18n(lang);
  captureCampaignParams(window.location.search);

  const routes = createRoutes();
  if (!ssr) {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createRouter(routes)} />
        </AppProvider>
      </StrictMode>,
    );
    return;
  }
  await yieldToBrowser();
  await resolveLazyMatches(routes);
  await yieldToBrowser();
  const router = createRouter(routes, ssr.router);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few ms instead of blocking it in one long
  // task per Suspense boundary (the page is already painted; input during hydration is replayed).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider dehydratedState={ssr.queries}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
