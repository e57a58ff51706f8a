import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockFetch, renderAt, signedOut } from '../../test/render.tsx';
import { ProtectedRoute } from './protected-route.tsx';

const routes = (
  <Route
    path="/dashboard/profile"
    element={
      <ProtectedRoute>
        <p>secret page</p>
      </ProtectedRoute>
    }
  />
);

describe('ProtectedRoute', () => {
  it('sends a signed-out visitor to /auth, remembering where they were going', async () => {
    mockFetch(signedOut);
    renderAt('/dashboard/profile?tab=1', routes);
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/auth');
    const state = JSON.parse(location.getAttribute('data-state') ?? 'null');
    expect(state.from.pathname).toBe('/dashboard/profile');
    expect(state.from.search).toBe('?tab=1');
  });

  it('asks nothing of the server for an anonymous visitor (no session hint cookie)', async () => {
    const fetchMock = mockFetch({});
    renderAt('/dashboard/profile', routes);
    expect((await screen.findByTestId('location')).textContent).toBe('/auth');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an unverified user to /verify-email', async () => {
    mockFetch({
      'GET /api/auth/me': meAnswer({ is_verified: false }),
      'GET /api/credits': () => ({ status: 500 }),
    });
    renderAt('/dashboard/profile', routes);
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
  });

  it('renders the page for a verified user', async () => {
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'GET /api/credits': () => ({ status: 500 }) });
    renderAt('/dashboard/profile', routes);
    expect(await screen.findByText('secret page')).toBeTruthy();
  });
});
