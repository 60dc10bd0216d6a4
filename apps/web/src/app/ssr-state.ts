import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page carries for hydration, as JSON in <script type="application/json" id="ssr-data">. */
export interface SsrState {
  queries: DehydratedState;
}

/** The server's render state of this page, or null when the page is the client-only shell. */
export function readSsrState(): SsrState | null {
  const el = document.getElementById('ssr-data');
  try {
    return el?.textContent ? (JSON.parse(el.textContent) as SsrState) : null;
  } catch {
    return null;
  }
}
