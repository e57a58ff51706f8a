import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';

type Handler = (init: RequestInit | undefined, url: URL) => { status?: number; body?: unknown };

/** Stubs fetch with answers keyed by "METHOD /api/path" (query string ignored); others answer 404. */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    const { status = 200, body } = handler
      ? handler(init, url)
      : { status: 404, body: { success: false, message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  // The server sets this readable hint beside the session cookie; the app asks /auth/me only with it.
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting its hint cookie.
  if (routes['GET /api/auth/me']) document.cookie = 'aa_signed_in=1; path=/';
  return fetchMock;
}

export const signedOut = {
  'GET /api/auth/me': () => ({
    status: 401,
    body: { success: false, message: 'Authentication required', code: 'UNAUTHORIZED' },
  }),
};

export function meAnswer(
  overrides: Partial<{ is_verified: boolean; credits: number; time_zone: string | null }> = {},
) {
  return () => ({
    body: {
      success: true,
      data: {
        id: 'u1',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        is_verified: true,
        credits: 10,
        time_zone: 'Europe/Paris',
        ...overrides,
      },
    },
  });
}

/** Shows the current location, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function renderAt(path: string, routes: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          {routes}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}
