import type { Execution } from '@aa/contracts';
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../library-i18n.ts';
import { PinResults } from './pin-results.tsx';

const PIN = {
  image_number: 1,
  pin_id: 'p1',
  pin_url: 'https://pinterest.example/pin/p1',
  board_id: 'b1',
  board_name: 'Gadgets',
  posted_at: '2026-11-22T10:06:00Z',
};

function execution(extra: Partial<Execution>, pinned = true): Execution {
  return {
    id: 'r3',
    campaign_id: 'c1',
    campaign: { name: 'Earbuds duel' },
    status: 'completed',
    current_step: 7,
    run_number: 3,
    auto_post_pinterest: true,
    started_at: '2026-11-22T10:00:00Z',
    completed_at: '2026-11-22T10:05:00Z',
    error_message: null,
    result_data: {
      subject: 'AirPods vs Sony: Worth the Upgrade?',
      images: { image1: null, image2: null, image3: null },
      blog_url: null,
      product_links: { product1: null, product2: null },
      step1_completed: true,
      step2_completed: true,
      pinterest_posts: pinned ? [PIN] : [],
    },
    ...extra,
  };
}

const STEERED: Execution['angle'] = {
  text: 'which one is the bigger step up from wired earbuds',
  family: 'value',
  reason: 'Value angles earned 2.4% outbound clicks per impression on Pinterest, best of 3 families tried.',
  steered_by: { family: 'value', click_rate: 0.024, runs: 2, families: 3 },
  language: 'en',
};

function renderResults(run: Execution) {
  mockFetch({});
  renderAt('/library', <Route path="/library" element={<PinResults execution={run} />} />);
  return screen.queryByRole('region', { name: /Pinterest results|Résultats Pinterest/ });
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a run’s Pinterest results in the Content Library', () => {
  it('shows impressions, saves, outbound clicks and the click rate, and why a steered angle was chosen', () => {
    const region = renderResults(
      execution({
        pin_results: {
          impressions: 1250,
          saves: 31,
          outbound_clicks: 30,
          fetched_at: '2026-11-23T05:23:00Z',
        },
        angle: STEERED,
      }),
    );
    if (!region) throw new Error('no results shown');
    const figure = (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    expect(figure('Impressions')).toBe('1,250');
    expect(figure('Saves')).toBe('31');
    expect(figure('Outbound clicks')).toBe('30');
    expect(figure('Click rate')).toBe('2.4%');
    expect(region.textContent).toContain('which one is the bigger step up from wired earbuds (Value)');
    expect(region.textContent).toContain(
      "Why this angle: Value angles earned 2.4% outbound clicks per impression on this campaign's earlier pins, the best of 3 families compared.",
    );
  });

  it('says "No results yet" before the first fetch, and nothing why for an angle no result chose', () => {
    const region = renderResults(
      execution({ pin_results: null, angle: { ...STEERED, family: 'lifestyle', steered_by: null } }),
    );
    expect(region?.textContent).toContain('No results yet.');
    expect(region?.textContent).toContain('(Lifestyle)');
    expect(region?.textContent).not.toContain('Why this angle');
    expect(within(region as HTMLElement).queryByText('Impressions')).toBeNull();
  });

  it('shows nothing for a run without pins whose angle no result chose', () => {
    expect(
      renderResults(execution({ pin_results: null, angle: { ...STEERED, steered_by: null } }, false)),
    ).toBeNull();
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const region = renderResults(
      execution({
        pin_results: {
          impressions: 1250,
          saves: 31,
          outbound_clicks: 30,
          fetched_at: '2026-11-23T05:23:00Z',
        },
        angle: STEERED,
      }),
    );
    const text = (region?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Clics sortants');
    expect(text).toContain('2,4 %');
    expect(text).toContain(
      'Les angles « rapport qualité-prix » ont obtenu 2,4 % de clics sortants par impression',
    );
  });
});
