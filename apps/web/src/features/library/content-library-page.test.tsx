import { type Execution, Messages, type PinterestBoardsResponse } from '@aa/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { pinterestBoard, platformState as platform } from '../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../test/render.tsx';
import { LIBRARY_REFRESH_MS, libraryRefetchInterval } from './api/library-api.ts';
import ContentLibraryPage from './content-library-page.tsx';

function run(
  id: string,
  status: Execution['status'],
  campaign: string,
  subject: string | null,
  extra: Partial<Execution['result_data']> = {},
): Execution {
  const done = status === 'completed';
  return {
    id,
    campaign_id: `c-${campaign}`,
    campaign: { name: campaign },
    status,
    current_step: done ? 7 : 2,
    run_number: 1,
    auto_post_pinterest: false,
    started_at: '2026-11-22T10:00:00Z',
    completed_at: done ? '2026-11-22T10:05:00Z' : null,
    error_message: status === 'failed' ? 'Image generation failed' : null,
    result_data: {
      subject,
      images: done
        ? { image1: `/media/${id}-1.png`, image2: `/media/${id}-2.png`, image3: `/media/${id}-3.png` }
        : { image1: null, image2: null, image3: null },
      blog_url: done ? `https://blog.example/${id}` : null,
      product_links: done
        ? { product1: 'https://amazon.com/dp/1?tag=t-20', product2: 'https://amazon.com/dp/2?tag=t-20' }
        : { product1: null, product2: null },
      step1_completed: done,
      step2_completed: done,
      pinterest_posts: [],
      ...extra,
    },
  };
}

const RUNS = [
  run('r1', 'completed', 'Earbuds duel', 'AirPods vs Sony for travel', {
    pinterest_posts: [
      {
        image_number: 1,
        pin_id: 'p1',
        pin_url: 'https://pinterest.example/pin/p1',
        board_id: 'b1',
        board_name: 'Gadgets',
        posted_at: '2026-11-22T10:06:00Z',
      },
    ],
  }),
  run('r2', 'failed', 'Kitchen', 'Best blenders'),
  run('r3', 'queued', 'Coffee', null),
  run('r4', 'processing_images', 'Coffee', 'Keurig or Nespresso'),
];

const BOARDS: PinterestBoardsResponse = {
  success: true,
  boards: [pinterestBoard('b1', 'Gadgets', 3), pinterestBoard('b2', 'Kitchen ideas')],
  user_info: { account_type: 'BUSINESS', username: 'ada' },
  selectedBoard: null,
};

type Routes = Parameters<typeof mockFetch>[0];

/** POST …/post-image's answer: a new pin on `boardName`. */
const pinned = (pinId: string, boardName: string) => ({
  body: {
    success: true,
    data: {
      pinterestId: pinId,
      pinterestUrl: `https://pinterest.example/pin/${pinId}`,
      boardName,
      alreadyPinned: false,
    },
  },
});

function server(executions: Execution[] = RUNS, overrides: Routes = {}) {
  return mockFetch({
    'GET /api/campaigns/executions': () => ({ body: { success: true, data: { executions } } }),
    'GET /api/platforms/status': () => ({
      body: {
        success: true,
        message: 'ok',
        status: { wordpress: platform(true), pinterest: platform(true), amazon: platform(true) },
      },
    }),
    'GET /api/pinterest/boards': () => ({ body: BOARDS }),
    ...overrides,
  });
}

function renderLibrary() {
  return renderAt(
    '/dashboard/generated-content',
    <Route path="/dashboard/generated-content" element={<ContentLibraryPage />} />,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Runs' })).getAllByRole('listitem');
const headers = () => cards().map((card) => within(card).getAllByRole('button')[0] as HTMLElement);
const search = () => screen.getByRole('searchbox', { name: 'Search by subject or campaign' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the Content Library page', () => {
  it('maps statuses to OK, Failed and ... with a spoken label, and counts runs, images and blogs', async () => {
    server();
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const badges = cards().map((card) => card.querySelector('[data-status]'));
    // "KO" is French slang: the English interface says Failed (the French keeps PRODUCT.md's KO).
    expect(badges.map((badge) => badge?.querySelector('[aria-hidden]')?.textContent)).toEqual([
      'OK',
      'Failed',
      '...',
      '...',
    ]);
    expect(badges.map((badge) => badge?.querySelector('.sr-only')?.textContent)).toEqual([
      'Completed',
      'Failed',
      'In progress',
      'In progress',
    ]);
    expect(badges[0]?.className).toMatch(/emerald/);
    expect(badges[1]?.className).toMatch(/red/);
    // The header: campaign, subject (or a placeholder), date.
    expect(within(cards()[0] as HTMLElement).getByText('AirPods vs Sony for travel')).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).getByText(/Earbuds duel/)).toBeTruthy();
    expect(within(cards()[2] as HTMLElement).getByText('Subject not chosen yet')).toBeTruthy();
    expect(cards()[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T10:00:00Z');

    const stats = screen.getByRole('region', { name: 'Summary' });
    const values = within(stats)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    const terms = within(stats)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Completed', 'Images', 'Blogs']);
    expect(values).toEqual(['1', '3', '1']);
  });

  it('shows PRODUCT.md’s French labels in French', async () => {
    server();
    await act(() => i18n.changeLanguage('fr'));
    renderLibrary();
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    const stats = screen.getByRole('region', { name: 'Résumé' });
    expect(
      within(stats)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Terminées', 'Images', 'Blogs']);
    expect(screen.getByRole('button', { name: 'Tout déplier' })).toBeTruthy();
  });

  it('shows the runs of a deleted campaign under its name, marked deleted, in English and French', async () => {
    const kept = run('r5', 'completed', 'Old duel', 'Kindle vs Kobo');
    server([{ ...kept, campaign: { name: 'Old duel', deleted: true } }, ...RUNS]);
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(within(cards()[0] as HTMLElement).getByText(/Old duel \(deleted\) · Run 1/)).toBeTruthy();
    expect(within(cards()[1] as HTMLElement).queryByText(/deleted/)).toBeNull();
    // Still found by its campaign's name.
    fireEvent.change(search(), { target: { value: 'old duel' } });
    expect(cards()).toHaveLength(1);
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(screen.getByText(/Old duel \(supprimée\) · Exécution 1/)).toBeTruthy());
  });

  it('filters by status and searches subjects and campaign names', async () => {
    server();
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const filter = screen.getByLabelText('Status');
    const names = () => cards().map((card) => card.textContent);

    fireEvent.change(filter, { target: { value: 'inProgress' } });
    expect(cards()).toHaveLength(2);
    expect(names().every((text) => text?.includes('Coffee'))).toBe(true);

    fireEvent.change(filter, { target: { value: 'failed' } });
    expect(cards()).toHaveLength(1);
    expect(names()[0]).toContain('Best blenders');

    fireEvent.change(filter, { target: { value: 'completed' } });
    expect(names()[0]).toContain('AirPods');

    fireEvent.change(filter, { target: { value: 'all' } });
    fireEvent.change(search(), { target: { value: 'NESPRESSO' } });
    expect(cards()).toHaveLength(1);
    fireEvent.change(search(), { target: { value: 'coffee' } });
    expect(cards()).toHaveLength(2);
    fireEvent.change(filter, { target: { value: 'failed' } });
    expect(screen.getByText('No run matches these filters.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Runs' })).toBeNull();
  });

  it('marks a draft waiting for review and offers Review; a live post offers Edit and Unpublish; a discarded draft says so', async () => {
    const waiting = {
      ...run('r6', 'review', 'Reviewed duel', 'Kindle or Kobo for the beach'),
      review: { state: 'waiting' as const, reviewed_at: null },
    };
    const discarded = {
      ...run('r7', 'discarded', 'Reviewed duel', 'Kindle or Kobo at night'),
      review: { state: 'discarded' as const, reviewed_at: '2026-11-23T09:00:00.000Z' },
    };
    server([waiting, discarded, ...RUNS]);
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(6));
    const badge = (card: HTMLElement) => card.querySelector('[data-status]');
    expect(badge(cards()[0] as HTMLElement)?.querySelector('[aria-hidden]')?.textContent).toBe(
      'Awaiting review',
    );
    expect(badge(cards()[1] as HTMLElement)?.querySelector('.sr-only')?.textContent).toBe('Draft discarded');

    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/dashboard/runs/r6/post',
    );
    expect(within(first).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(
      within(cards()[1] as HTMLElement).getByText(/Draft discarded on .+: it and its images were deleted/),
    ).toBeTruthy();
    const live = cards()[2] as HTMLElement;
    expect(within(live).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/dashboard/runs/r1/post',
    );
    expect(within(live).getByRole('button', { name: 'Unpublish' })).toBeTruthy();

    // The filter finds the drafts that wait.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'review' } });
    expect(cards()).toHaveLength(1);
    expect(cards()[0]?.textContent).toContain('Kindle or Kobo for the beach');
  });

  it('expands and collapses one card or all of them', async () => {
    server();
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(headers().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(headers()[0] as HTMLElement);
    const first = cards()[0] as HTMLElement;
    expect(headers()[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(headers()[0]?.getAttribute('aria-controls') ?? '')).toBeTruthy();
    expect(within(first).getAllByRole('button', { name: /Enlarge image/ })).toHaveLength(3);
    const article = within(first).getByRole('link', { name: /Open the article/ });
    expect(article.getAttribute('href')).toBe('https://blog.example/r1');
    expect(article.getAttribute('target')).toBe('_blank');
    expect(article.getAttribute('rel')).toMatch(/noopener/);
    expect(within(first).getByRole('link', { name: 'Product 2' }).getAttribute('href')).toContain('tag=t-20');
    const pin = within(first).getByRole('link', { name: 'Pin of image 1 on Gadgets' });
    expect(pin.getAttribute('href')).toBe('https://pinterest.example/pin/p1');
    // Its campaign's page, at this run.
    expect(within(first).getByRole('link', { name: 'Campaign page' }).getAttribute('href')).toBe(
      '/dashboard/campaigns/c-Earbuds duel#run-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(headers().every((button) => button.getAttribute('aria-expanded') === 'true')).toBe(true);
    // The failed run says what went wrong.
    expect(within(cards()[1] as HTMLElement).getByText('Image generation failed')).toBeTruthy();
    expect(within(cards()[2] as HTMLElement).getByText('No images yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(headers().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(screen.queryAllByRole('button', { name: /Enlarge image/ })).toHaveLength(0);
  });

  it('opens with "Expand all" the runs that were still loading when it was clicked, and a card toggled after', async () => {
    server();
    renderLibrary();
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(headers().every((button) => button.getAttribute('aria-expanded') === 'true')).toBe(true);
    fireEvent.click(headers()[1] as HTMLElement);
    expect(headers().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
      'true',
    ]);
  });

  it('shows pins waiting in the pin queue as scheduled, with their time and board, and a failed one with why, in English and French', async () => {
    server([
      run('r1', 'completed', 'Earbuds duel', 'AirPods vs Sony for travel', {
        scheduled_pins: [
          {
            id: '00000000-0000-4000-8000-0000000000a2',
            image_number: 2,
            scheduled_for: '2026-11-23T10:07:00Z',
            board_id: 'b1',
            board_name: 'Travel gear',
            status: 'scheduled',
            error: null,
          },
          {
            id: '00000000-0000-4000-8000-0000000000a3',
            image_number: 3,
            scheduled_for: '2026-11-22T10:07:00Z',
            board_id: 'b1',
            board_name: 'Travel gear',
            status: 'failed',
            error: Messages.pinFailedNotConnected,
          },
        ],
      }),
    ]);
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(headers()[0] as HTMLElement);
    const card = cards()[0] as HTMLElement;
    expect(within(card).queryByText('No pins yet')).toBeNull();
    const queue = within(card).getByRole('region', { name: 'Scheduled pins' });
    const [waiting, failed] = within(queue).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Pin 2 · Travel gear')).toBeTruthy();
    expect(within(waiting).getByText(/^Goes to Pinterest on .*2026/)).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Post now' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Change time' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Cancel pin' })).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText(Messages.pinFailedNotConnected)).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(within(waiting).getByText(/^Part sur Pinterest le .*2026/)).toBeTruthy();
    expect(within(failed).getByText(/^Pinterest n’accepte plus l’autorisation/)).toBeTruthy();
  });

  it('shows a placeholder for an image that does not load', async () => {
    server([RUNS[0] as Execution]);
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(headers()[0] as HTMLElement);
    const images = screen.getAllByRole('img', { name: /of “AirPods vs Sony for travel”/ });
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
    }
    fireEvent.error(images[1] as HTMLElement);
    expect(screen.getAllByRole('img', { name: /of “AirPods/ })).toHaveLength(2);
    expect(screen.getByText('Image unavailable')).toBeTruthy();
    // The placeholder is still the button that enlarges it.
    expect(screen.getByRole('button', { name: 'Enlarge image 2' }).textContent).toContain(
      'Image unavailable',
    );
  });

  it('shows the empty state with the way to the AI Automation Engine', async () => {
    server([]);
    renderLibrary();
    expect(await screen.findByRole('heading', { name: 'No content yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the AI Automation Engine' }).getAttribute('href')).toBe(
      '/dashboard/ai-agent',
    );
  });

  it('shows a load error with a retry, never made-up runs', async () => {
    let fail = true;
    server(RUNS, {
      'GET /api/campaigns/executions': () =>
        fail
          ? {
              status: 500,
              body: { success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' },
            }
          : { body: { success: true, data: { executions: RUNS } } },
    });
    renderLibrary();
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('list', { name: 'Runs' })).toBeNull();
    fail = false;
    expect(alert.textContent).toContain('Internal server error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('refreshes on demand', async () => {
    const fetchMock = server();
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const calls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/campaigns/executions')).length;
    expect(calls()).toBe(1);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('executions'))?.[0])).toContain(
      'limit=100',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls()).toBe(2));
  });

  it('polls every 15 s only while a run is in progress (queued counts)', () => {
    expect(libraryRefetchInterval(undefined)).toBe(false);
    expect(libraryRefetchInterval([RUNS[0] as Execution, RUNS[1] as Execution])).toBe(false);
    expect(libraryRefetchInterval([RUNS[0] as Execution, RUNS[2] as Execution])).toBe(LIBRARY_REFRESH_MS);
    expect(LIBRARY_REFRESH_MS).toBe(15_000);
  });

  it('names the selected board and saves another one from the picker', async () => {
    const posted: unknown[] = [];
    server(RUNS, {
      'GET /api/pinterest/boards': () => ({
        body: { ...BOARDS, selectedBoard: { boardId: 'b1', boardName: 'Gadgets' } },
      }),
      'POST /api/campaigns/pinterest/selected-board': (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return { body: { success: true, data: { boardId: 'b2', boardName: 'Kitchen ideas' } } };
      },
    });
    renderLibrary();
    const button = await screen.findByRole('button', { name: 'Board: Gadgets' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const picker = await screen.findByRole('dialog', { name: 'Select Pinterest Board' });
    fireEvent.click(within(picker).getByRole('button', { name: /Kitchen ideas/ }));
    await waitFor(() => expect(posted).toEqual([{ boardId: 'b2', boardName: 'Kitchen ideas' }]));
    expect(await screen.findByRole('button', { name: 'Board: Kitchen ideas' })).toBeTruthy();
  });

  it('reads "Select a board" without one, and points to setup without Pinterest', async () => {
    server(RUNS, {
      'GET /api/platforms/status': () => ({
        body: {
          success: true,
          message: 'ok',
          status: { wordpress: platform(true), pinterest: platform(false), amazon: platform(true) },
        },
      }),
    });
    renderLibrary();
    const button = await screen.findByRole('button', { name: 'Select a board' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Pinterest account not connected')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Select Pinterest Board' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Configure Pinterest' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard/setup');
  });

  it('asks for a board when none is chosen, saves the one picked, then posts the image', async () => {
    let selectedBoard: { boardId: string; boardName: string } | null = null;
    const posts: unknown[] = [];
    server([RUNS[0] as Execution], {
      'GET /api/pinterest/boards': () => ({ body: { ...BOARDS, selectedBoard } }),
      'POST /api/campaigns/pinterest/selected-board': (init) => {
        const { boardId } = JSON.parse(String(init?.body)) as { boardId: string };
        selectedBoard = { boardId, boardName: boardId === 'b2' ? 'Kitchen ideas' : 'Gadgets' };
        return { body: { success: true, data: selectedBoard } };
      },
      'POST /api/campaigns/executions/r1/pinterest/post-image': (init) => {
        posts.push(JSON.parse(String(init?.body)));
        return pinned('p9', 'Kitchen ideas');
      },
    });
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await screen.findByRole('button', { name: 'Select a board' });
    fireEvent.click(headers()[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post to Pinterest' }));
    expect(await screen.findByText('Pinterest Board Required')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Select a Board' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Pinterest Board' });
    fireEvent.click(within(picker).getByRole('button', { name: /Kitchen ideas/ }));
    // The post the picker was opened for goes out once the board is saved.
    expect(await screen.findByText(/Posted to Pinterest/)).toBeTruthy();
    expect(posts).toEqual([{ imageNumber: 2 }]);
    expect(await screen.findByRole('button', { name: 'Board: Kitchen ideas' })).toBeTruthy();
  });

  it('posts an enlarged image to Pinterest and offers Retry when Pinterest is unavailable', async () => {
    let calls = 0;
    server([RUNS[0] as Execution], {
      'GET /api/pinterest/boards': () => ({
        body: { ...BOARDS, selectedBoard: { boardId: 'b1', boardName: 'Gadgets' } },
      }),
      'POST /api/campaigns/executions/r1/pinterest/post-image': (init) => {
        calls += 1;
        expect(JSON.parse(String(init?.body))).toEqual({ imageNumber: 2 });
        return calls === 1
          ? {
              status: 502,
              body: { success: false, message: 'Pinterest API error', code: 'PINTEREST_API_ERROR' },
            }
          : pinned('p9', 'Gadgets');
      },
    });
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await screen.findByRole('button', { name: 'Board: Gadgets' });
    fireEvent.click(headers()[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post to Pinterest' }));
    expect(
      await screen.findByText('Pinterest is temporarily unavailable. Please try again in a few minutes.'),
    ).toBeTruthy();
    // The dialog is modal: what is outside it is hidden from the accessibility tree meanwhile.
    fireEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByText(/Posted to Pinterest/)).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('says where an image is already pinned and pins it to another board instead of posting it again', async () => {
    const posts: unknown[] = [];
    server([RUNS[0] as Execution], {
      'GET /api/pinterest/boards': () => ({
        body: { ...BOARDS, selectedBoard: { boardId: 'b1', boardName: 'Gadgets' } },
      }),
      'POST /api/campaigns/executions/r1/pinterest/post-image': (init) => {
        posts.push(JSON.parse(String(init?.body)));
        return pinned('p10', 'Kitchen ideas');
      },
    });
    renderLibrary();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await screen.findByRole('button', { name: 'Board: Gadgets' });
    fireEvent.click(headers()[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 1' });
    // Image 1 is pinned on Gadgets: no second "Post to Pinterest" that would do nothing.
    expect(within(dialog).getByText('Pinned to Gadgets')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Post to Pinterest' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pin to another board' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Pinterest Board' });
    // Only the boards it is not on yet.
    expect(within(picker).queryByRole('button', { name: /Gadgets/ })).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: /Kitchen ideas/ }));
    expect(await screen.findByText('Posted to Pinterest Kitchen ideas')).toBeTruthy();
    expect(posts).toEqual([{ imageNumber: 1, board: { id: 'b2', name: 'Kitchen ideas' } }]);
  });
});
