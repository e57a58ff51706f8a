import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsProvider } from '../components/notifications/notifications-provider.tsx';
import { CreditsProvider } from '../lib/credits.tsx';
import { AuthProvider } from '../lib/session.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Everything the pages rely on; rendered inside the router (sign-out navigates). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <NotificationsProvider>
        <AuthProvider>
          <CreditsProvider>{children}</CreditsProvider>
        </AuthProvider>
      </NotificationsProvider>
    </QueryClientProvider>
  );
}
