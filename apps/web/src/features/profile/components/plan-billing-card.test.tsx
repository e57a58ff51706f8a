import type { Subscription } from '@aa/contracts/billing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppTo } from '../../../lib/external-navigation.ts';
import { meAnswer, mockFetch, renderAt } from '../../../test/render.tsx';
import { PlanBillingCard } from './plan-billing-card.tsx';

vi.mock('../../../lib/external-navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/external-navigation.ts')>()),
  leaveAppTo: vi.fn(),
}));

const GROWTH: Subscription = {
  planId: 'growth',
  planName: 'Growth Accelerator',
  credits: 300,
  billingCycle: 'annual',
  status: 'active',
  currentPeriodEnd: '2027-11-22T10:00:00Z',
  cancelAtPeriodEnd: false,
  nextGrantAt: '2026-12-22T10:00:00Z',
};

function server(
  subscription: Subscription | null,
  portal = () => ({ body: { success: true, data: { url: 'https://billing.stripe.test/p/1' } } as unknown }),
) {
  return mockFetch({
    'GET /api/auth/me': meAnswer(),
    'GET /api/credits': () => ({ status: 500 }),
    'GET /api/stripe/subscription': () => ({ body: { success: true, data: { subscription } } }),
    'POST /api/stripe/portal-session': portal as () => { body: unknown },
  });
}

function renderCard() {
  return renderAt('/dashboard/profile', <Route path="/dashboard/profile" element={<PlanBillingCard />} />);
}

beforeEach(() => vi.mocked(leaveAppTo).mockClear());

describe('the Plan & billing card', () => {
  it('shows the plan, its credits, cycle, status, renewal and next credits', async () => {
    server(GROWTH);
    renderCard();
    expect(await screen.findByText('Growth Accelerator')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('300 credits per month')).toBeTruthy();
    expect(screen.getByText('Billed annually')).toBeTruthy();
    expect(screen.getByText('Renews on November 22, 2027')).toBeTruthy();
    expect(screen.getByText('December 22, 2026')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a cancelled plan ends', async () => {
    server({ ...GROWTH, cancelAtPeriodEnd: true, nextGrantAt: null });
    renderCard();
    expect(await screen.findByText('Cancels on November 22, 2027')).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(screen.getByText('No more monthly credits')).toBeTruthy();
  });

  it('warns that the last payment failed and Update card opens Billing', async () => {
    server({ ...GROWTH, status: 'past_due' });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your last payment failed.');
    expect(screen.getByText('Payment due')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
  });

  it('without a plan says so and links to the buy page', async () => {
    server(null);
    renderCard();
    expect(await screen.findByText('No plan yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Credits' }).getAttribute('href')).toBe(
      '/dashboard/buy-credits',
    );
  });

  it('Billing says "Opening…" while the portal session is created, and a failure is a notice', async () => {
    let release: () => void = () => undefined;
    const base = server(GROWTH, () => ({
      status: 503,
      body: { success: false, message: 'Payments are not available right now', code: 'PAYMENT_UNAVAILABLE' },
    }));
    const answer = base.getMockImplementation();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('portal-session'))
          await new Promise<void>((resolve) => (release = resolve));
        return (answer as NonNullable<typeof answer>)(input, init);
      }),
    );
    renderCard();
    await screen.findByText('Growth Accelerator');
    fireEvent.click(screen.getByRole('button', { name: 'Billing' }));
    expect(await screen.findByRole('button', { name: 'Opening…' })).toBeTruthy();
    release();
    expect(await screen.findByText('Failed to open billing')).toBeTruthy();
    expect(screen.getByText('Payments are not available right now')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Billing' })).toBeTruthy();
    expect(leaveAppTo).not.toHaveBeenCalled();
  });
});
