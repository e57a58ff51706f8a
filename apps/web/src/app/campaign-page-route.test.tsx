import type { Campaign, Execution } from '@aa/contracts';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../lib/format.ts';
import { meAnswer, mockFetch, renderAt } from '../test/render.tsx';
import CampaignPageRoute from './campaign-page-route.tsx';

const CAMPAIGN: Campaign = {
  id: 'c1',
  name: 'Earbuds duel',
  status: 'completed',
  product1_url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
  product2_url: 'https://www.amazon.com/dp/B0C33XXS56',
  product1_title: 'AirPods Pro 2',
  product2_title: 'Sony WF-1000XM5',
  product1_notes: null,
  product2_notes: null,
  product1_manufacturer_url: null,
  product2_manufacturer_url: null,
  frequency: 6,
  total_runs: 1,
  completed_runs: 1,
  remaining_runs: 0,
  created_at: '2026-11-20T10:00:00Z',
  last_run: '2026-11-20T10:00:00Z',
  next_run: null,
  auto_post_pinterest: true,
  selected_pinterest_board_id: 'b1',
  selected_pinterest_board_name: 'Gadgets',
  description_pinterest: null,
  articles_generated: 1,
  store: 'amazon.com',
  language: 'en',
  time_zone: 'Asia/Tokyo',
  publishing: 'publish',
  wordpress_site_id: null,
};

const RUN: Execution = {
  id: 'r1',
  campaign_id: 'c1',
  campaign: { name: 'Earbuds duel' },
  status: 'completed',
  current_step: 7,
  run_number: 1,
  auto_post_pinterest: true,
  started_at: '2026-11-20T10:00:00Z',
  completed_at: '2026-11-20T10:05:00Z',
  error_message: null,
  result_data: {
    subject: 'AirPods or Sony for a long flight',
    images: { image1: '/api/media/1.png', image2: null, image3: null },
    blog_url: 'https://blog.example/post',
    product_links: { product1: null, product2: null },
    step1_completed: true,
    step2_completed: true,
    pinterest_posts: [
      {
        image_number: 1,
        pin_id: 'p1',
        pin_url: 'https://pinterest.example/pin/p1',
        board_id: 'b1',
        board_name: 'Gadgets',
        posted_at: '2026-11-20T10:06:00Z',
      },
    ],
  },
  credits_spent: 10,
  angle: {
    text: 'the long-haul flight',
    family: 'lifestyle',
    reason: 'Nobody compared them on a flight.',
    steered_by: null,
    language: 'en',
  },
  pin_results: { impressions: 1200, saves: 14, outbound_clicks: 36, fetched_at: '2026-11-21T10:00:00Z' },
  post_check: {
    passed: 7,
    total: 7,
    round: 'publish',
    checked_at: '2026-11-20T10:07:00Z',
    items: [{ key: 'status', ok: true }],
  },
};

describe("a campaign's page in the app", () => {
  it("adds to each run the Content Library's post check and pin results, its angle said once, times in the campaign's zone", async () => {
    mockFetch({
      'GET /api/auth/me': meAnswer(),
      'GET /api/credits': () => ({ status: 500 }),
      'GET /api/campaigns/c1': () => ({ body: { success: true, data: { campaign: CAMPAIGN } } }),
      'GET /api/campaigns/c1/executions': () => ({ body: { success: true, data: { executions: [RUN] } } }),
    });
    renderAt(
      '/dashboard/campaigns/c1',
      <Route path="/dashboard/campaigns/:id" element={<CampaignPageRoute />} />,
    );
    const run = await screen.findByRole('article', { name: /Run 1/ });
    expect(within(run).getByText('Post check: 7 of 7')).toBeTruthy();
    const pins = within(run).getByRole('region', { name: 'Pinterest results' });
    expect(within(pins).getByText('1,200')).toBeTruthy();
    expect(within(run).getAllByText('the long-haul flight')).toHaveLength(1);
    const tokyo = (iso: string) => formatDateTime(iso, 'en', 'Asia/Tokyo');
    expect(within(run).getByText(tokyo(RUN.started_at))).toBeTruthy();
    expect(within(run).getByText(`checked after publishing, ${tokyo('2026-11-20T10:07:00Z')}`)).toBeTruthy();
    expect(within(pins).getByText(new RegExp(tokyo('2026-11-21T10:00:00Z')))).toBeTruthy();
  });
});
