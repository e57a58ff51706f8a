import type { Campaign, Execution } from '@aa/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import i18n from '../../lib/i18n.ts';
import { platformState } from '../../test/fixtures.ts';
import { meAnswer, mockFetch, renderAt } from '../../test/render.tsx';
import CampaignPage from './campaign-page.tsx';

const ZONE = 'America/New_York';
const NEXT_RUN = '2026-11-26T15:00:00.000Z';

const CAMPAIGN: Campaign = {
  id: 'c1',
  name: 'Earbuds duel',
  status: 'active',
  product1_url: 'https://www.amazon.fr/dp/B0D1XD1ZV3',
  product2_url: 'https://www.amazon.fr/dp/B0C33XXS56',
  product1_title: 'Apple AirPods Pro 2 Écouteurs sans fil, réduction active du bruit',
  product2_title: null,
  product1_notes: null,
  product2_notes: null,
  product1_manufacturer_url: null,
  product2_manufacturer_url: null,
  frequency: 6,
  total_runs: 10,
  completed_runs: 2,
  remaining_runs: 8,
  created_at: '2026-11-20T10:00:00Z',
  last_run: '2026-11-22T10:00:00Z',
  next_run: NEXT_RUN,
  auto_post_pinterest: true,
  selected_pinterest_board_id: 'b1',
  selected_pinterest_board_name: 'Gadgets',
  description_pinterest: null,
  articles_generated: 1,
  store: 'amazon.fr',
  language: 'fr',
  time_zone: ZONE,
  publishing: 'publish',
  wordpress_site_id: null,
};

function run(number: number, status: Execution['status'], extra: Partial<Execution> = {}): Execution {
  const done = status === 'completed';
  return {
    id: `r${number}`,
    campaign_id: 'c1',
    campaign: { name: 'Earbuds duel' },
    status,
    current_step: done ? 7 : 1,
    run_number: number,
    auto_post_pinterest: true,
    started_at: '2026-11-22T10:00:00.000Z',
    completed_at: done ? '2026-11-22T10:05:00Z' : null,
    error_message: null,
    result_data: {
      subject: done ? 'AirPods or Sony for a long flight' : null,
      images: done
        ? { image1: '/api/media/1.png', image2: '/api/media/2.png', image3: '/api/media/3.png' }
        : { image1: null, image2: null, image3: null },
      blog_url: done ? 'https://blog.example/airpods-or-sony' : null,
      product_links: { product1: null, product2: null },
      step1_completed: done,
      step2_completed: done,
      pinterest_posts: done
        ? [
            {
              image_number: 1,
              pin_id: 'p1',
              pin_url: 'https://pinterest.example/pin/p1',
              board_id: 'b1',
              board_name: 'Gadgets',
              posted_at: '2026-11-22T10:06:00Z',
            },
          ]
        : [],
    },
    credits_spent: done ? 10 : 0,
    ...extra,
  };
}

const RUNS = [
  run(2, 'failed', {
    error_message:
      'Its article stayed too close to one you already published (52% the same wording) after 2 rewrites on other angles, so it was not published.',
  }),
  run(1, 'completed', {
    angle: {
      text: 'the long-haul flight',
      family: 'lifestyle',
      reason: 'Nobody compared them on a 10-hour flight yet.',
      steered_by: null,
      language: 'en',
    },
  }),
];

type Answer = { status?: number; body?: unknown };

function serve({ campaign, runs }: { campaign: () => Answer; runs?: () => Answer }) {
  let status: Campaign['status'] = 'active';
  return mockFetch({
    'GET /api/auth/me': meAnswer(),
    'GET /api/credits': () => ({ status: 500 }),
    'GET /api/platforms/status': () => ({
      body: {
        success: true,
        data: { wordpress: platformState(true), pinterest: platformState(true), amazon: platformState(true) },
      },
    }),
    'GET /api/campaigns/c1': () => {
      const answer = campaign();
      return answer.status
        ? answer
        : { body: { success: true, data: { campaign: { ...CAMPAIGN, status } } } };
    },
    'GET /api/campaigns/c1/executions':
      runs ?? (() => ({ body: { success: true, data: { executions: RUNS } } })),
    'PATCH /api/campaigns/c1': (init) => {
      status = JSON.parse(String(init?.body)).status;
      return {
        body: { success: true, message: 'Campaign paused', data: { campaign: { ...CAMPAIGN, status } } },
      };
    },
    'DELETE /api/campaigns/c1': () => ({ body: { success: true, message: 'Campaign deleted successfully' } }),
  });
}

const found = () => ({ body: { success: true, data: { campaign: CAMPAIGN } } });

/** Answers the runs' pages as the server does: 50 below `beforeRun`, newest first; records each cursor. */
function mockFetchRuns(all: Execution[], asked: (string | null)[]) {
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/campaigns/c1/executions') return served(input, init);
    const before = url.searchParams.get('beforeRun');
    asked.push(before);
    const page = all.filter((one) => !before || one.run_number < Number(before)).slice(0, 50);
    return new Response(JSON.stringify({ success: true, data: { executions: page } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderPage(path = '/dashboard/campaigns/c1') {
  return renderAt(path, <Route path="/dashboard/campaigns/:id" element={<CampaignPage />} />);
}

describe("a campaign's page", () => {
  it('shows its products, store, language, board, next runs in its time zone, and every run with what it made and cost', async () => {
    serve({ campaign: found });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Earbuds duel' })).toBeTruthy();

    const airpods = screen.getByRole('link', { name: /^Apple AirPods Pro 2 Écouteurs sans fil/ });
    expect(airpods.getAttribute('href')).toBe(CAMPAIGN.product1_url);
    expect(airpods.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(airpods.getAttribute('target')).toBe('_blank');
    // No name known yet: the ASIN stands for it.
    expect(screen.getByRole('link', { name: /^B0C33XXS56/ }).getAttribute('href')).toBe(
      CAMPAIGN.product2_url,
    );
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('amazon.fr — France')).toBeTruthy();
    expect(within(overview).getByText('Français')).toBeTruthy();
    expect(within(overview).getByText('Gadgets')).toBeTruthy();
    expect(within(overview).getByText('2 of 10 done · 8 left')).toBeTruthy();

    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByText('Time zone: America/New_York.')).toBeTruthy();
    const next = within(schedule).getAllByRole('listitem');
    expect(next).toHaveLength(5);
    expect(next[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(NEXT_RUN);
    expect(next[0]?.textContent).toBe(formatDateTime(NEXT_RUN, 'en', ZONE));
    expect(next[1]?.textContent).toBe(formatDateTime('2026-11-26T21:00:00.000Z', 'en', ZONE));

    const first = await screen.findByRole('article', { name: /Run 1/ });
    expect(first.id).toBe('run-1');
    expect(within(first).getByText('Completed')).toBeTruthy();
    expect(within(first).getByText('AirPods or Sony for a long flight')).toBeTruthy();
    expect(within(first).getByText('the long-haul flight')).toBeTruthy();
    expect(within(first).getByText('Nobody compared them on a 10-hour flight yet.')).toBeTruthy();
    expect(within(first).getByText('10 credits spent')).toBeTruthy();
    expect(within(first).getByText(formatDateTime('2026-11-22T10:00:00.000Z', 'en', ZONE))).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Read the post' }).getAttribute('href')).toBe(
      'https://blog.example/airpods-or-sony',
    );
    expect(within(first).getByRole('link', { name: 'Pin 1 on Gadgets' }).getAttribute('href')).toBe(
      'https://pinterest.example/pin/p1',
    );

    const failed = screen.getByRole('article', { name: /Run 2/ });
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Why it failed')).toBeTruthy();
    expect(within(failed).getByText(/stayed too close to one you already published/)).toBeTruthy();
    expect(within(failed).getByText('Refunded: 0 credits spent')).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Open image 2 of run 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/api/media/2.png');
  });

  it("says why a French article's angle was chosen in the interface's language, the angle in the article's", async () => {
    const french = (steered: boolean) =>
      run(1, 'completed', {
        angle: {
          text: 'le long vol',
          family: 'lifestyle',
          reason:
            'Il répond à la question des voyageurs (le long vol), qu’aucun article précédent n’a encore traitée.',
          steered_by: steered ? { family: 'lifestyle', click_rate: 0.031, runs: 2, families: 3 } : null,
          language: 'fr',
        },
      });
    let steered = false;
    serve({
      campaign: found,
      runs: () => ({ body: { success: true, data: { executions: [french(steered)] } } }),
    });
    const { unmount } = renderPage();
    const card = await screen.findByRole('article', { name: /Run 1/ });
    expect(within(card).getByText('le long vol').getAttribute('lang')).toBe('fr');
    expect(card.textContent).toContain('Why: An angle none of this campaign’s earlier articles took.');
    expect(card.textContent).not.toContain('Il répond');
    unmount();

    steered = true;
    renderPage();
    const steeredCard = await screen.findByRole('article', { name: /Run 1/ });
    expect(steeredCard.textContent).toContain(
      "Why: Lifestyle angles earned 3.1% outbound clicks per impression on this campaign's earlier pins, the best of 3 families compared. An angle none of this campaign’s earlier articles took.",
    );

    // The French interface shows the writer's own French sentence.
    await act(() => i18n.changeLanguage('fr'));
    try {
      expect(await within(steeredCard).findByText(/^Il répond à la question des voyageurs/)).toBeTruthy();
      expect(steeredCard.textContent).toContain('Pourquoi :');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('links a draft waiting for review to its page, offers edit and unpublish on a live post, and says when one came down', async () => {
    const runs = [
      run(3, 'review', {
        review: { state: 'waiting', reviewed_at: null },
        result_data: {
          ...run(3, 'completed').result_data,
          blog_url: null,
          pinterest_posts: [],
        },
      }),
      run(2, 'completed', { unpublished: { at: '2026-11-24T08:00:00.000Z', by: 'campaign' } }),
      run(1, 'completed'),
    ];
    serve({ campaign: found, runs: () => ({ body: { success: true, data: { executions: runs } } }) });
    renderPage();
    const waiting = await screen.findByRole('article', { name: /Run 3/ });
    expect(within(waiting).getByText('Awaiting review')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/dashboard/runs/r3/post',
    );
    expect(within(waiting).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    // Its images wait for the post too: a pin links to the live post.
    fireEvent.click(within(waiting).getByRole('button', { name: 'Open image 1 of run 3' }));
    const image = await screen.findByRole('dialog');
    expect(
      within(image).getByText('The post is not live: its images can be pinned once it is published.'),
    ).toBeTruthy();
    expect(within(image).queryByRole('button', { name: 'Post to Pinterest' })).toBeNull();
    fireEvent.keyDown(image, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const down = screen.getByRole('article', { name: /Run 2/ });
    expect(
      within(down).getByText(
        `Unpublished on ${formatDateTime('2026-11-24T08:00:00.000Z', 'en', ZONE)}, with its campaign.`,
      ),
    ).toBeTruthy();
    expect(within(down).queryByRole('link', { name: 'Edit' })).toBeNull();

    const live = screen.getByRole('article', { name: /Run 1/ });
    expect(within(live).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/dashboard/runs/r1/post',
    );
    fireEvent.click(within(live).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unpublish this post?' })).toBeTruthy();
  });

  it('says when the first run starts while there are none yet', async () => {
    serve({ campaign: found, runs: () => ({ body: { success: true, data: { executions: [] } } }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No runs yet' })).toBeTruthy();
    expect(screen.getByText(`Its first run starts on ${formatDateTime(NEXT_RUN, 'en', ZONE)}.`)).toBeTruthy();
  });

  it('is not found for a campaign the server does not know for this user', async () => {
    const notFound = () => ({
      status: 404,
      body: { success: false, message: 'Campaign not found', code: 'NOT_FOUND' },
    });
    serve({ campaign: notFound, runs: notFound });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Your campaigns' });
    expect(back.every((link) => link.getAttribute('href') === '/dashboard/ai-agent')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
  });

  it('says a load failed and loads again on Retry', async () => {
    let calls = 0;
    serve({
      campaign: () => {
        calls += 1;
        return calls <= 2
          ? {
              status: 500,
              body: { success: false, message: 'An unexpected error occurred. Please try again.' },
            }
          : found();
      },
    });
    renderPage();
    // The query tries once more by itself before it says so.
    expect(
      await screen.findByText('An unexpected error occurred. Please try again.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Earbuds duel' })).toBeTruthy();
  });

  it('brings the run its address names into view (a credit history link)', async () => {
    serve({ campaign: found });
    renderPage('/dashboard/campaigns/c1#run-1');
    const first = await screen.findByRole('article', { name: /Run 1/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('reads older runs a page at a time, and the page holding an addressed old run by itself', async () => {
    // A campaign of 60 runs: pages of 50 below the oldest run shown.
    const asked: (string | null)[] = [];
    const all = Array.from({ length: 60 }, (_, index) => run(60 - index, 'completed'));
    serve({
      campaign: found,
      runs: () => ({ body: { success: true, data: { executions: [] } } }),
    });
    mockFetchRuns(all, asked);
    renderPage('/dashboard/campaigns/c1#run-5');
    // Run 5 is on the second page: read without a click, then brought into view.
    const five = await screen.findByRole('article', { name: /Run 5\b/ });
    await waitFor(() => expect(document.activeElement).toBe(five));
    expect(asked).toEqual([null, '11']);
    expect(screen.queryByRole('button', { name: 'Show older runs' })).toBeNull();
  });

  it('shows older runs on a click', async () => {
    const asked: (string | null)[] = [];
    const all = Array.from({ length: 60 }, (_, index) => run(60 - index, 'completed'));
    serve({ campaign: found });
    mockFetchRuns(all, asked);
    renderPage();
    await screen.findByRole('article', { name: /Run 60\b/ });
    expect(screen.queryByRole('article', { name: /Run 10\b/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older runs' }));
    expect(await screen.findByRole('article', { name: /Run 10\b/ })).toBeTruthy();
    expect(asked).toEqual([null, '11']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older runs' })).toBeNull());
  });

  it('pauses it and, once deleted after the confirm, goes back to the list', async () => {
    const fetchMock = serve({ campaign: found });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    // Its posts stay online unless the user asks.
    const unpublish = within(confirm).getByRole('checkbox', {
      name: 'Also unpublish its articles and delete their pins',
    }) as HTMLInputElement;
    expect(unpublish.checked).toBe(false);
    expect(within(confirm).getByText(/stay on your blog and on Pinterest/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/ai-agent'));
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe('/api/campaigns/c1');
  });

  it('deletes it with its posts when the user asks: the confirmation says what goes', async () => {
    const fetchMock = serve({ campaign: found });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(
      within(confirm).getByRole('checkbox', { name: 'Also unpublish its articles and delete their pins' }),
    );
    expect(within(confirm).getByText(/its published articles go to your blog’s trash/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete campaign' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/ai-agent'));
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe('/api/campaigns/c1?unpublish=true');
  });
});
