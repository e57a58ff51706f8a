import { Messages } from '@aa/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt } from '../../test/render.tsx';
import AdminPage from './admin-page.tsx';

const failure = { campaignId: 'c1', campaignName: 'Earbuds', runNumber: 3, userEmail: 'alice@example.com' };
const overview = {
  queues: [{ name: 'run-execution', ready: 2, deferred: 1, active: 1, failed: 4 }],
  failedRuns: [
    {
      ...failure,
      executionId: 'e1',
      failedAt: '2026-11-27T10:00:00Z',
      reason: `${Messages.generationFailed} ${Messages.creditsRefunded}`,
    },
  ],
  failedPins: [
    {
      ...failure,
      executionId: 'e2',
      imageNumber: 2,
      failedAt: '2026-11-27T11:00:00Z',
      reason: 'Board not found.',
    },
  ],
};

function renderAdmin(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  renderAt('/dashboard/admin', <Route path="/dashboard/admin" element={<AdminPage />} />);
  return fetchMock;
}

describe('the operators’ view', () => {
  it('lists the queues, the failed runs and pins with their reasons, and retries a pin', async () => {
    const fetchMock = renderAdmin({
      'GET /api/admin/overview': () => ({ body: { success: true, data: overview } }),
      'POST /api/admin/pins/retry': () => ({
        status: 202,
        body: { success: true, message: Messages.adminPinQueued },
      }),
    });
    const queues = await screen.findByRole('region', { name: 'Job queues' });
    const row = within(queues).getByRole('row', { name: /run-execution/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '1', '4']);

    const runs = screen.getByRole('region', { name: 'Failed runs' });
    expect(within(runs).getByText('alice@example.com')).toBeTruthy();
    expect(within(runs).getByText(`${Messages.generationFailed} ${Messages.creditsRefunded}`)).toBeTruthy();

    const pins = screen.getByRole('region', { name: 'Failed pins' });
    expect(within(pins).getByText('Board not found.')).toBeTruthy();
    fireEvent.click(within(pins).getByRole('button', { name: 'Retry pin 2 of run 3 of Earbuds' }));
    expect(await within(pins).findByText('Queued')).toBeTruthy();
    const retry = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(retry?.[1]?.body))).toEqual({ executionId: 'e2', imageNumber: 2 });
  });

  it('says when nothing failed', async () => {
    renderAdmin({
      'GET /api/admin/overview': () => ({
        body: { success: true, data: { ...overview, failedRuns: [], failedPins: [] } },
      }),
    });
    expect(await screen.findByText('No run failed in the last 7 days.')).toBeTruthy();
    expect(screen.getByText('No pin failed in the last 7 days.')).toBeTruthy();
  });

  it('tells someone who is not an operator that the page is not for them', async () => {
    renderAdmin({
      'GET /api/admin/overview': () => ({
        status: 403,
        body: { success: false, message: Messages.adminOnly, code: 'ADMIN_ONLY' },
      }),
    });
    expect(await screen.findByRole('heading', { name: Messages.adminOnly })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Job queues' })).toBeNull();
  });
});
