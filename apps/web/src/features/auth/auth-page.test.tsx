import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { PENDING_PLAN_KEY, readPendingPlan, rememberPendingPlan } from '../../lib/pending-plan.ts';
import { useAuth } from '../../lib/session.tsx';
import { LocationProbe, meAnswer, mockFetch, signedOut } from '../../test/render.tsx';
import AuthPage from './auth-page.tsx';

function renderAuth(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AppProviders queryClient={queryClient}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

const user = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_verified: true,
  credits: 10,
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the auth page and a plan picked on the pricing page', () => {
  it('remembers the plan and cycle of /auth?mode=signup&plan=…&cycle=…', async () => {
    mockFetch({});
    renderAuth('/auth?mode=signup&plan=growth&cycle=monthly');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(readPendingPlan()).toEqual({ plan: 'growth', cycle: 'monthly' });
  });

  it('after sign-in goes to the buy page with the remembered plan, once', async () => {
    // Picked in another tab before the verification mail: only localStorage holds it here.
    rememberPendingPlan({ plan: 'professional', cycle: 'annual' });
    sessionStorage.clear();
    mockFetch({
      ...signedOut,
      'POST /api/auth/login': () => ({
        body: { success: true, message: 'Login successful', data: { token: 't', user } },
      }),
      'GET /api/credits': () => ({
        body: { success: true, data: { credits: { credits_balance: 10 }, transactions: [] } },
      }),
    });
    renderAuth('/auth?mode=login');
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/dashboard/buy-credits?plan=professional&cycle=annual',
      ),
    );
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
  });

  it('without a remembered plan, a signed-in user lands on the campaigns', async () => {
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'GET /api/credits': () => ({ status: 500 }) });
    renderAuth('/auth?mode=login');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/ai-agent'));
  });

  it('an expired pick is not followed', async () => {
    rememberPendingPlan({ plan: 'growth', cycle: 'annual' }, Date.now() - 25 * 60 * 60 * 1000);
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'GET /api/credits': () => ({ status: 500 }) });
    renderAuth('/auth?mode=login');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/ai-agent'));
  });
});

/** Plays the buy page that found the session gone: it leaves for sign-in as the real one does. */
function BuyPageStandIn() {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        navigate('/auth?mode=login', {
          state: { from: { pathname: '/dashboard/buy-credits' }, reason: 'sessionExpired' },
        })
      }
    >
      {user ? `expired for ${user.email}` : 'loading'}
    </button>
  );
}
describe('the auth page for a visitor sent from the buy page', () => {
  it('says "Authentication Required - Please log in to access the buy credits page."', async () => {
    mockFetch({});
    renderAuth({ pathname: '/auth', state: { from: { pathname: '/dashboard/buy-credits', search: '' } } });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to access the buy credits page.')).toBeTruthy();
  });

  it('says nothing of the kind when coming from another page', async () => {
    mockFetch({});
    renderAuth({ pathname: '/auth', state: { from: { pathname: '/dashboard/profile', search: '' } } });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });

  it('after "Session Expired" asks the server again instead of trusting the cached user', async () => {
    let sessionAlive = true;
    mockFetch({
      'GET /api/auth/me': () =>
        sessionAlive
          ? meAnswer()()
          : {
              status: 401,
              body: { success: false, message: 'Authentication required', code: 'UNAUTHORIZED' },
            },
      'GET /api/credits': () => ({ status: 500 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/dashboard/buy-credits']}>
        <AppProviders queryClient={queryClient}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/dashboard/buy-credits" element={<BuyPageStandIn />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
    const leave = await screen.findByRole('button', { name: 'expired for ada@example.com' });
    sessionAlive = false;
    fireEvent.click(leave);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    // 'Session Expired' was said on the buy page already.
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });
});
