import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

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
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
