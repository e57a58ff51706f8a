import type { Campaign } from '@aa/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer, mockFetch, renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { EditCampaignDialog } from './edit-campaign-dialog.tsx';

const FINISHED: Campaign = {
  id: 'c1',
  name: 'Earbuds duel',
  status: 'completed',
  product1_url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
  product2_url: 'https://www.amazon.com/dp/B0C33XXS56',
  product1_title: null,
  product2_title: null,
  product1_notes: 'Worn daily',
  product2_notes: null,
  product1_manufacturer_url: null,
  product2_manufacturer_url: null,
  frequency: 24,
  total_runs: 3,
  completed_runs: 3,
  remaining_runs: 0,
  created_at: '2026-11-20T10:00:00Z',
  last_run: '2026-11-22T10:00:00Z',
  next_run: null,
  auto_post_pinterest: false,
  selected_pinterest_board_id: null,
  selected_pinterest_board_name: null,
  description_pinterest: null,
  articles_generated: 3,
  store: 'amazon.com',
  language: 'en',
  time_zone: 'Europe/Paris',
  publishing: 'publish',
  wordpress_site_id: null,
};

function server(patch: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  return mockFetch({
    'GET /api/auth/me': meAnswer({ credits: 40 }),
    'GET /api/credits': () => ({
      body: { success: true, data: { credits: { credits_balance: 40 }, transactions: [] } },
    }),
    'PATCH /api/campaigns/c1': (init) => patch(JSON.parse(String(init?.body))),
  });
}

describe('editing a campaign after creation (issue 33)', () => {
  it('extends a finished campaign, saying the cost first, and sends only what changed', async () => {
    const fetchMock = server((body) => ({
      body: {
        success: true,
        message: 'Campaign updated successfully',
        data: { campaign: { ...FINISHED, ...body, status: 'active' } },
      },
    }));
    const onOpenChange = vi.fn();
    renderAt(
      '/',
      <Route
        path="/"
        element={<EditCampaignDialog campaign={FINISHED} open onOpenChange={onOpenChange} />}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
    expect((within(dialog).getByLabelText('Campaign name') as HTMLInputElement).value).toBe('Earbuds duel');
    fireEvent.change(within(dialog).getByLabelText('Total runs'), { target: { value: '5' } });
    expect(
      await within(dialog).findByText(
        'Extends the finished campaign by 2 runs: 20 credits, each run paid when it runs. It runs again at its next slot. Your balance: 40 credits.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Campaign name'), {
      target: { value: 'Earbuds, extended' },
    });
    fireEvent.click(within(dialog).getByLabelText('Save as draft for my review'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Earbuds, extended',
      totalRuns: 5,
      publishing: 'review',
    });
    expect(await screen.findByText('Campaign updated')).toBeTruthy();
  });

  it("shows the server's refusal of fewer runs than started on the field, and stays open", async () => {
    const message = 'This campaign already started 3 runs: it needs at least that many.';
    server(() => ({
      status: 400,
      body: { success: false, message, code: 'VALIDATION_ERROR', errors: { totalRuns: [message] } },
    }));
    const onOpenChange = vi.fn();
    renderAt(
      '/',
      <Route
        path="/"
        element={<EditCampaignDialog campaign={FINISHED} open onOpenChange={onOpenChange} />}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign' });
    fireEvent.change(within(dialog).getByLabelText('Total runs'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
