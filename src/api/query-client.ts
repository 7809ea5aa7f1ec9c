import { QueryClient } from '@tanstack/react-query';

/** A query client with the portal's defaults: no retries, no refetch on focus, 30 s fresh. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

/** The app's query client (in the router context; cleared at logout). */
export const queryClient = createQueryClient();
