import { type CreditTransaction, creditReasonSchema } from '@aa/contracts/credits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockFetch, renderAt } from '../../../test/render.tsx';
import { CreditHistoryCard } from './credit-history-card.tsx';

const REASONS: CreditTransaction['reason'][] = ['subscription', 'generation', 'refund', 'signup_grant'];

/** 23 rows, newest first, as the server pages them. */
const LEDGER: CreditTransaction[] = Array.from({ length: 23 }, (_, index) => {
  const reason = REASONS[index % REASONS.length] ?? 'adjustment';
  return {
    id: `t${index + 1}`,
    delta: reason === 'generation' ? -10 : reason === 'subscription' ? 300 : 10,
    reason,
    reference: `ref-${index + 1}`,
    balance_after: 1000 - index * 10,
    created_at: new Date(Date.UTC(2026, 10, 23 - index, 9, 0)).toISOString(),
    run: null,
    payment: null,
  };
});

function server(transactions: 'empty' | 'failing') {
  return mockFetch({
    'GET /api/auth/me': meAnswer(),
    'GET /api/credits': () => ({ status: 500 }),
    'GET /api/credits/transactions': () =>
      transactions === 'failing'
        ? {
            status: 500,
            body: { success: false, message: 'An unexpected error occurred. Please try again.' },
          }
        : { body: { success: true, data: { transactions: [], page: 1, pageSize: 10, total: 0 } } },
  });
}

/** The transactions answer reads its page from the query, like the server. */
function pagedServer(ledger: CreditTransaction[] = LEDGER) {
  const fetchMock = server('empty');
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/credits/transactions') {
      return (answer as NonNullable<typeof answer>)(input, init);
    }
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const transactions = ledger.slice((page - 1) * pageSize, page * pageSize);
    return new Response(
      JSON.stringify({ success: true, data: { transactions, page, pageSize, total: ledger.length } }),
      { headers: { 'Content-Type': 'application/json' } },
    );
  });
  return fetchMock;
}

function renderCard() {
  return renderAt('/dashboard/profile', <Route path="/dashboard/profile" element={<CreditHistoryCard />} />);
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Credit history' }))
    .getAllByRole('row')
    .slice(1);

describe('the credit history', () => {
  it('shows 10 rows a page with date, reason, signed coloured change and balance, and pages with Previous/Next', async () => {
    const fetchMock = pagedServer();
    renderCard();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(first.map((cell) => cell.textContent)).toEqual([
      'Nov 23, 20269:00 AM',
      'Monthly plan credits',
      '+300',
      '1,000',
    ]);
    expect(first[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T09:00:00.000Z');
    expect(first[2]?.className).toMatch(/emerald/);
    const second = within(bodyRows()[1] as HTMLElement).getAllByRole('cell');
    expect(second[1]?.textContent).toBe('Article generated');
    expect(second[2]?.textContent).toBe('-10');
    expect(second[2]?.className).toMatch(/red/);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    await waitFor(() =>
      expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('900'),
    );
    const asked = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('transactions'));
    expect(asked).toContain('/api/credits/transactions?page=2&pageSize=10');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
  });

  it('labels every reason', async () => {
    const reasons = creditReasonSchema.options;
    pagedServer(
      reasons.map((reason, index) => ({ ...(LEDGER[0] as CreditTransaction), id: `r${index}`, reason })),
    );
    renderCard();
    await waitFor(() => expect(bodyRows()).toHaveLength(reasons.length));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Welcome credits',
      'Credit purchase',
      'Monthly plan credits',
      'First-package bonus',
      'Article generated',
      'Refund for a failed run',
      'Payment refunded or disputed',
      'Plan changed: unused time credited back',
      'Credits owed repaid',
      'Adjustment by support',
    ]);
  });

  it('says which run or purchase each entry belongs to, a run linked to it on its campaign’s page', async () => {
    const base = LEDGER[0] as CreditTransaction;
    const run = { campaign_id: 'c1', campaign_name: 'Earbuds duel', campaign_deleted: false, run_number: 3 };
    pagedServer([
      { ...base, id: 'a', reason: 'generation', delta: -10, run },
      {
        ...base,
        id: 'b',
        reason: 'refund',
        delta: 10,
        run: { ...run, campaign_deleted: true, run_number: 2 },
      },
      { ...base, id: 'c', reason: 'subscription', payment: { plan_id: 'growth', kind: 'subscription' } },
      { ...base, id: 'd', reason: 'purchase', payment: { plan_id: 'starter', kind: 'top_up' } },
    ]);
    renderCard();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const link = within(bodyRows()[0] as HTMLElement).getByRole('link', { name: 'Run 3 of Earbuds duel' });
    expect(link.getAttribute('href')).toBe('/dashboard/campaigns/c1#run-3');
    const activity = (index: number) => within(bodyRows()[index] as HTMLElement).getAllByRole('cell')[1];
    expect(activity(1)?.textContent).toBe('Refund for a failed runRun 2 of Earbuds duel (campaign deleted)');
    expect(within(activity(1) as HTMLElement).queryByRole('link')).toBeNull();
    expect(activity(2)?.textContent).toBe('Monthly plan creditsGrowth Accelerator plan');
    expect(activity(3)?.textContent).toBe('Credit purchaseIncome Starter package');
  });

  it('says when there is nothing yet', async () => {
    server('empty');
    renderCard();
    expect(await screen.findByText('No credit activity yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading state, then a load error with a retry', async () => {
    server('failing');
    renderCard();
    expect(screen.getByText('Loading credit history...')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
