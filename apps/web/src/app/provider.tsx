import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } });
}

/** The query cache of the app; `dehydratedState` is what the server rendered with (docs/decisions/013). */
export function AppProvider({ children, dehydratedState }: { children: ReactNode; dehydratedState?: DehydratedState }) {
  const [client] = useState(() => {
    const created = createQueryClient();
    if (dehydratedState) hydrate(created, dehydratedState);
    return created;
  });
  // Marks the page as live (hydrated or rendered): the after-paint loader stops holding back form
  // submits that came before (apps/web/src/after-paint.ts), and the browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
