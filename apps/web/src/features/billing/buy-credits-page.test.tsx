import type { CreditPackage } from '@aa/contracts/billing';
import { annualPrice, type BillingCycle, PLAN_COPY, PLANS } from '@aa/contracts/plans';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../app/layouts/protected-route.tsx';
import { leaveAppTo } from '../../lib/external-navigation.ts';
import { PENDING_PLAN_KEY, rememberPendingPlan } from '../../lib/pending-plan.ts';
import { meAnswer, mockFetch, renderAt } from '../../test/render.tsx';
import BuyCreditsPage, { SESSION_EXPIRED_REDIRECT_MS } from './buy-credits-page.tsx';
import { PAYMENT_SUCCESS_REDIRECT_MS, VERIFY_POLL_MS } from './hooks/use-payment-return.ts';

vi.mock('../../lib/external-navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/external-navigation.ts')>()),
  leaveAppTo: vi.fn(),
}));

function packagesOf(cycle: BillingCycle, overrides: Partial<Record<string, Partial<CreditPackage>>> = {}) {
  return PLANS.map(
    (plan): CreditPackage => ({
      id: plan.id,
      name: plan.name,
      description: PLAN_COPY[plan.id].description,
      credits: plan.credits,
      price: cycle === 'monthly' ? plan.monthlyPrice : annualPrice(plan),
      originalPrice: cycle === 'annual' ? Math.round(plan.monthlyPrice * 12 * 100) / 100 : undefined,
      popular: Boolean(plan.popular),
      features: [...PLAN_COPY[plan.id].features],
      currency: 'EUR',
      billingCycle: cycle,
      ...overrides[plan.id],
    }),
  );
}

type Routes = Parameters<typeof mockFetch>[0];

function server(overrides: Routes = {}) {
  return mockFetch({
    'GET /api/auth/me': meAnswer(),
    'GET /api/credits': () => ({
      body: { success: true, data: { credits: { credits_balance: 10 }, transactions: [] } },
    }),
    'GET /api/stripe/subscription': () => ({ body: { success: true, data: { subscription: null } } }),
    'GET /api/stripe/packages': () => ({ body: { success: true, data: { packages: packagesOf('annual') } } }),
    ...overrides,
  });
}

function renderBuyPage(path = '/dashboard/buy-credits') {
  // Behind the protected route, as in the app: the page only mounts for a signed-in user.
  return renderAt(
    path,
    <Route
      path="/dashboard/buy-credits"
      element={
        <ProtectedRoute>
          <BuyCreditsPage />
        </ProtectedRoute>
      }
    />,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const location = () => screen.getByTestId('location').textContent;
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(`/api${path}`));

beforeEach(() => {
  vi.mocked(leaveAppTo).mockClear();
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the buy credits page', () => {
  it('shows the headline, the balance and "Loading packages..." until the packages arrive', async () => {
    server();
    renderBuyPage();
    expect(await screen.findByText('Loading packages...')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Growth Accelerator' })).toBeTruthy();
    expect(screen.queryByText('Loading packages...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Automated Passive Income' })).toBeTruthy();
    expect(await screen.findByText('Current balance: 10 credits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/ai-agent');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(card('Growth Accelerator')).getByText('Most Popular')).toBeTruthy();
    expect(within(card('Income Starter')).queryByText('Most Popular')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Work Once. Earn Forever.' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Real User Results' })).toBeTruthy();
    expect(screen.getAllByText('Example')).toHaveLength(3);
  });

  it('defaults to annual (price / 12 rounded, the yearly total, the saving) and switches to monthly', async () => {
    const fetchMock = server({
      'GET /api/stripe/packages': () => ({
        body: { success: true, data: { packages: packagesOf('annual') } },
      }),
    });
    renderBuyPage();
    await screen.findByRole('article', { name: 'Growth Accelerator' });
    const annual = screen.getByRole('radio', { name: /Annual/ }) as HTMLInputElement;
    const monthly = screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement;
    expect(annual.checked).toBe(true);
    expect(monthly.checked).toBe(false);
    expect(String(calls(fetchMock, '/stripe/packages')[0]?.[0])).toContain('billing_cycle=annual');

    const growth = within(card('Growth Accelerator'));
    expect(growth.getByText('€13')).toBeTruthy();
    expect(growth.getByText('€160 billed annually')).toBeTruthy();
    expect(growth.getByText('Save €68')).toBeTruthy();
    expect(growth.getByText('300 credits per month')).toBeTruthy();
    expect(growth.getByText('30 articles per month')).toBeTruthy();

    fetchMock.mockClear();
    server({
      'GET /api/stripe/packages': () => ({
        body: { success: true, data: { packages: packagesOf('monthly') } },
      }),
    });
    fireEvent.click(monthly);
    await waitFor(() => expect(within(card('Growth Accelerator')).getByText('€19')).toBeTruthy());
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    const monthlyGrowth = within(card('Growth Accelerator'));
    expect(monthlyGrowth.getByText('Billed monthly')).toBeTruthy();
    expect(monthlyGrowth.queryByText(/Save/)).toBeNull();
    expect(within(card('Income Starter')).getByText('€9.85')).toBeTruthy();
  });

  it('rewrites the article number of each feature to floor(credits / 10), three lines at most', async () => {
    server({
      'GET /api/stripe/packages': () => ({
        body: {
          success: true,
          data: {
            packages: packagesOf('annual', {
              growth: { credits: 255 },
              starter: { features: [] },
            }),
          },
        },
      }),
    });
    renderBuyPage();
    const growth = within(await screen.findByRole('article', { name: 'Growth Accelerator' }));
    expect(growth.getByText('25 AI articles with 3 images each')).toBeTruthy();
    expect(growth.getByText('25 articles per month')).toBeTruthy();
    // The card's lists: credits and articles a month, then the features.
    const [, features] = growth.getAllByRole('list');
    expect(within(features as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    // No features from the API: PRODUCT.md's defaults.
    const starter = within(card('Income Starter'));
    expect(starter.getByText('AI articles + images')).toBeTruthy();
    expect(starter.getByText('Auto-posting to Pinterest')).toBeTruthy();
    expect(starter.getByText('Priority support')).toBeTruthy();
  });

  it('shows "Processing..." on the package being bought, disables the others, then goes to Checkout', async () => {
    let release: (value: { body: unknown }) => void = () => undefined;
    const base = server({
      'POST /api/stripe/create-checkout-session': () => ({
        body: { success: true, data: { sessionId: 'cs_1', url: 'https://checkout.stripe.test/c/cs_1' } },
      }),
    });
    const answer = base.getMockImplementation();
    const gated = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('create-checkout-session')) {
        await new Promise((resolve) => {
          release = resolve;
        });
      }
      return (answer as NonNullable<typeof answer>)(input, init);
    });
    vi.stubGlobal('fetch', gated);
    renderBuyPage();
    const growth = await screen.findByRole('article', { name: 'Growth Accelerator' });
    fireEvent.click(within(growth).getByRole('button', { name: /Get Started/ }));

    const processing = await within(growth).findByRole('button', { name: /Processing\.\.\./ });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    const starterButton = within(card('Income Starter')).getByRole('button', { name: /Get Started/ });
    expect((starterButton as HTMLButtonElement).disabled).toBe(true);
    const body = JSON.parse(
      String(gated.mock.calls.find(([i]) => String(i).includes('checkout'))?.[1]?.body),
    );
    expect(body).toEqual({ package_id: 'growth', billing_period: 'annual' });

    await act(async () => release({ body: {} }));
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    await waitFor(() =>
      expect(
        (within(growth).getByRole('button', { name: /Get Started/ }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it("offers a subscriber SPEC's packages once, marks their plan, and changes a plan in Billing (issue 33)", async () => {
    const fetchMock = server({
      'GET /api/stripe/subscription': () => ({
        body: {
          success: true,
          data: {
            subscription: {
              planId: 'growth',
              planName: 'Growth Accelerator',
              credits: 300,
              billingCycle: 'annual',
              status: 'active',
              currentPeriodEnd: '2027-11-01T00:00:00Z',
              cancelAtPeriodEnd: false,
              nextGrantAt: '2026-12-01T00:00:00Z',
            },
          },
        },
      }),
      'POST /api/stripe/create-checkout-session': () => ({
        body: { success: true, data: { sessionId: 'cs_2', url: 'https://checkout.stripe.test/c/cs_2' } },
      }),
      'POST /api/stripe/portal-session': () => ({
        body: { success: true, data: { url: 'https://billing.stripe.test/p/2' } },
      }),
    });
    renderBuyPage('/dashboard/buy-credits?needed=40');
    const growth = await screen.findByRole('article', { name: 'Growth Accelerator' });
    expect(growth.getAttribute('aria-current')).toBe('true');
    expect(within(growth).getAllByText('Your plan').length).toBeGreaterThan(0);
    expect(within(growth).queryByRole('button', { name: /Get Started/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Get Started/ })).toBeNull();
    expect(
      screen.getByText(
        /You need 40 more credits to keep your campaigns running\. Any top-up below covers it/,
      ),
    ).toBeTruthy();

    const topUps = screen.getByRole('region', { name: 'Buy credits once' });
    expect(within(topUps).getByText('100 credits for €9.85, once')).toBeTruthy();
    fireEvent.click(within(topUps).getByRole('button', { name: 'Buy 100 credits once for €9.85' }));
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_2'));
    const body = JSON.parse(String(calls(fetchMock, '/stripe/create-checkout-session')[0]?.[1]?.body));
    expect(body).toEqual({ package_id: 'starter', billing_period: 'monthly', purchase: 'top_up' });

    fireEvent.click(
      within(card('Professional Suite')).getByRole('button', { name: /Change plan in Billing/ }),
    );
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('https://billing.stripe.test/p/2'));
  });

  it('says "Failed to create checkout session" when the answer has no url, and returns to idle', async () => {
    server({
      'POST /api/stripe/create-checkout-session': () => ({
        body: { success: true, data: { sessionId: 'cs_1', url: '' } },
      }),
    });
    renderBuyPage();
    const growth = await screen.findByRole('article', { name: 'Growth Accelerator' });
    fireEvent.click(within(growth).getByRole('button', { name: /Get Started/ }));
    expect(await screen.findByText('Purchase Failed')).toBeTruthy();
    expect(screen.getByText('Failed to create checkout session')).toBeTruthy();
    expect(leaveAppTo).not.toHaveBeenCalled();
    expect((within(growth).getByRole('button', { name: /Get Started/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows the server’s message on a failed purchase, and the way to Billing when a plan exists', async () => {
    server({
      'POST /api/stripe/create-checkout-session': () => ({
        status: 409,
        body: {
          success: false,
          message:
            'You already have a plan. Change or cancel it in Billing; it takes effect at once and your credits stay.',
          code: 'SUBSCRIPTION_EXISTS',
        },
      }),
      'POST /api/stripe/portal-session': () => ({
        body: { success: true, data: { url: 'https://billing.stripe.test/p/1' } },
      }),
    });
    renderBuyPage();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Income Starter' })).getByRole('button', {
        name: /Get Started/,
      }),
    );
    expect(await screen.findByText('You already have a plan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
  });

  it('on success=true verifies the session, refreshes the balance, says so and goes to the campaigns after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The balance loads once before the payment shows; only a refresh can read the new one.
    let creditCalls = 0;
    const fetchMock = server({
      'GET /api/credits': () => {
        creditCalls += 1;
        const credits_balance = creditCalls === 1 ? 10 : 310;
        return { body: { success: true, data: { credits: { credits_balance }, transactions: [] } } };
      },
      'POST /api/stripe/verify-checkout-session': () => ({
        body: { success: true, data: { status: 'paid', creditsGranted: 300, credits: 310 } },
      }),
    });
    renderBuyPage('/dashboard/buy-credits?success=true&session_id=cs_test_42');
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(screen.getByText(/300 credits were added to your balance/)).toBeTruthy();
    const verify = calls(fetchMock, '/stripe/verify-checkout-session');
    expect(verify).toHaveLength(1);
    expect(JSON.parse(String(verify[0]?.[1]?.body))).toEqual({ session_id: 'cs_test_42' });
    expect(await screen.findByText('Current balance: 310 credits')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();

    act(() => vi.advanceTimersByTime(PAYMENT_SUCCESS_REDIRECT_MS));
    await waitFor(() => expect(location()).toBe('/dashboard/ai-agent'));
  });

  it('on a pending payment says it is being confirmed and checks again until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'pending';
    const fetchMock = server({
      'POST /api/stripe/verify-checkout-session': () => ({
        body: { success: true, data: { status, creditsGranted: status === 'paid' ? 100 : 0, credits: 10 } },
      }),
    });
    renderBuyPage('/dashboard/buy-credits?success=true&session_id=cs_pending');
    expect(await screen.findByText('Confirming your payment')).toBeTruthy();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    status = 'paid';
    await act(async () => vi.advanceTimersByTime(VERIFY_POLL_MS));
    expect(await screen.findByText('Payment Successful!')).toBeTruthy();
    expect(calls(fetchMock, '/stripe/verify-checkout-session')).toHaveLength(2);
  });

  it('on canceled=true says nothing was charged, and verifies nothing', async () => {
    const fetchMock = server();
    renderBuyPage('/dashboard/buy-credits?canceled=true');
    expect(await screen.findByText('Payment Canceled')).toBeTruthy();
    expect(screen.getByText('Your payment was canceled. Nothing was charged.')).toBeTruthy();
    expect(calls(fetchMock, '/stripe/verify-checkout-session')).toHaveLength(0);
  });

  it('on a 401 says the session expired and goes to sign-in after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({
      'GET /api/stripe/packages': () => ({
        status: 401,
        body: { success: false, message: 'Authentication required', code: 'UNAUTHORIZED' },
      }),
    });
    renderBuyPage();
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Your login session has expired. Please log in again.')).toBeTruthy();
    expect(screen.queryByText('Loading Error')).toBeNull();
    act(() => vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS));
    await waitFor(() => expect(location()).toBe('/auth?mode=login'));
  });

  it('on another load failure says so, and Retry asks again', async () => {
    let fail = true;
    const fetchMock = server({
      'GET /api/stripe/packages': () =>
        fail
          ? {
              status: 500,
              body: { success: false, message: 'An unexpected error occurred. Please try again.' },
            }
          : { body: { success: true, data: { packages: packagesOf('annual') } } },
    });
    renderBuyPage();
    expect((await screen.findAllByText('Loading Error')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Failed to load credit packages. Please refresh the page.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Session Expired')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Growth Accelerator' })).toBeTruthy();
    expect(calls(fetchMock, '/stripe/packages')).toHaveLength(2);
  });

  it('tells what is missing when sent by the insufficient-credits modal', async () => {
    server();
    renderBuyPage('/dashboard/buy-credits?needed=20');
    expect(
      await screen.findByText(
        'You need 20 more credits to keep your campaigns running. Any plan below covers it.',
      ),
    ).toBeTruthy();
  });

  it('preselects the cycle and points at the plan picked on the pricing page, and forgets the pending pick', async () => {
    rememberPendingPlan({ plan: 'professional', cycle: 'monthly' });
    const fetchMock = server({
      'GET /api/stripe/packages': () => ({
        body: { success: true, data: { packages: packagesOf('monthly') } },
      }),
    });
    renderBuyPage('/dashboard/buy-credits?plan=professional&cycle=monthly');
    const professional = await screen.findByRole('article', { name: 'Professional Suite' });
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    expect(String(calls(fetchMock, '/stripe/packages')[0]?.[0])).toContain('billing_cycle=monthly');
    expect(within(professional).getByText('Your pick')).toBeTruthy();
    expect(within(card('Growth Accelerator')).queryByText('Your pick')).toBeNull();
    expect(localStorage.getItem(PENDING_PLAN_KEY)).toBeNull();
  });
});
