import type { EditArticleBody, RunArticle } from '@aa/contracts';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockFetch, renderAt } from '../../test/render.tsx';
import RunPostPage from './run-post-page.tsx';

const POST: EditArticleBody = {
  title: 'AirPods Pro 2 or Sony WF-1000XM5 for a long flight',
  metaDescription: 'Two noise-cancelling earbuds side by side: fit, battery and calls.',
  excerpt: 'Which of the two earbuds suits a long flight, by what their listings say.',
  article: {
    intro: 'A long flight asks three things of earbuds.',
    sections: [
      { heading: 'Noise cancelling', paragraphs: ['Both cancel engine noise.'] },
      { heading: 'Battery', paragraphs: ['The listings give 6 and 8 hours.'] },
      { heading: 'Calls', paragraphs: ['Both have beam-forming microphones.'] },
    ],
    comparisonRows: [
      { feature: 'Battery', product1: '6 h', product2: '8 h' },
      { feature: 'Case', product1: 'MagSafe', product2: 'Qi' },
      { feature: 'Water', product1: 'IP54', product2: 'IPX4' },
      { feature: 'Codec', product1: 'AAC', product2: 'LDAC' },
    ],
    product1: { pros: ['Tight iPhone pairing', 'Small case'], cons: ['No LDAC'] },
    product2: { pros: ['Longer battery', 'LDAC'], cons: ['Larger buds'] },
    verdict: 'For an iPhone, the AirPods; for the longest flights, the Sony.',
    faq: [
      { question: 'Which lasts longer?', answer: 'The Sony, by its listing.' },
      { question: 'Which suits an iPhone?', answer: 'The AirPods pair at once.' },
      { question: 'Are they water resistant?', answer: 'Both resist splashes.' },
    ],
  },
};

function article(overrides: Partial<RunArticle> = {}): RunArticle {
  return {
    execution_id: 'r1',
    campaign_id: 'c1',
    status: 'review',
    review: { state: 'waiting', reviewed_at: null },
    live: false,
    editable: true,
    post_url: 'https://blog.example/?p=41',
    language: 'en',
    products: ['Apple AirPods Pro 2', 'Sony WF-1000XM5'],
    edited_at: null,
    post: POST,
    html: '<p>A long flight asks three things of earbuds.</p>',
    ...overrides,
  };
}

type Calls = { method: string; path: string; body?: unknown }[];

function serve(answer: () => RunArticle | { status: number; body: unknown }, calls: Calls = []) {
  let edited: RunArticle | null = null;
  const record = (method: string, path: string, init?: RequestInit) =>
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const execution = { id: 'r1' };
  mockFetch({
    'GET /api/auth/me': meAnswer(),
    'GET /api/credits': () => ({ status: 500 }),
    'GET /api/campaigns/executions/r1/article': () => {
      const current = edited ?? answer();
      return 'execution_id' in current ? { body: { success: true, data: { article: current } } } : current;
    },
    'PUT /api/campaigns/executions/r1/article': (init) => {
      record('PUT', '/article', init);
      const current = answer();
      if (!('execution_id' in current)) return current;
      edited = { ...current, post: JSON.parse(String(init?.body)), edited_at: '2026-11-27T10:00:00Z' };
      return { body: { success: true, message: 'Your changes are saved.', data: { article: edited } } };
    },
    ...Object.fromEntries(
      (['approve', 'discard', 'unpublish'] as const).map((decision) => [
        `POST /api/campaigns/executions/r1/${decision}`,
        (init?: RequestInit) => {
          record('POST', `/${decision}`, init);
          return { body: { success: true, message: 'ok', data: { execution: runOf(execution.id) } } };
        },
      ]),
    ),
  });
  return calls;
}

/** A run as the decisions answer it (the page only reads its id). */
const runOf = (id: string) => ({
  id,
  campaign_id: 'c1',
  campaign: { name: 'Earbuds duel' },
  status: 'processing',
  current_step: 6,
  run_number: 1,
  auto_post_pinterest: true,
  started_at: '2026-11-27T09:00:00Z',
  completed_at: null,
  error_message: null,
  result_data: {
    subject: null,
    images: { image1: null, image2: null, image3: null },
    blog_url: null,
    product_links: { product1: null, product2: null },
    step1_completed: true,
    step2_completed: true,
    pinterest_posts: [],
  },
});

function renderPage() {
  return renderAt(
    '/dashboard/runs/r1/post',
    <Route path="/dashboard/runs/:id/post" element={<RunPostPage />} />,
  );
}

describe("a run's post page", () => {
  it('shows a waiting draft with its words in the editor and its preview, and approves it unchanged', async () => {
    const calls = serve(() => article());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review the draft' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText(/nobody can read it yet/)).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(POST.title);
    expect((screen.getByLabelText('Section 2 heading') as HTMLInputElement).value).toBe('Battery');
    expect((screen.getByLabelText('Row 4: feature') as HTMLInputElement).value).toBe('Codec');
    expect((screen.getByLabelText('Con 1 of Sony WF-1000XM5') as HTMLInputElement).value).toBe('Larger buds');
    const frame = screen.getByTitle('The post’s preview') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('A long flight asks three things of earbuds.');
    // Nothing changed: nothing to save.
    expect((screen.getByRole('button', { name: 'Save the draft' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/campaigns/c1'));
    expect(calls).toEqual([{ method: 'POST', path: '/approve', body: {} }]);
  });

  it('saves an edit before approving, and sends the whole post within its limits', async () => {
    const calls = serve(() => article());
    renderPage();
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Two earbuds for a long flight' } });
    // Four rows is the least a table keeps: none can be removed until a fifth is added.
    expect((screen.getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.change(screen.getByLabelText('Row 5: feature'), { target: { value: 'Weight' } });
    fireEvent.change(screen.getByLabelText('Row 5: Apple AirPods Pro 2'), { target: { value: '5.3 g' } });
    fireEvent.change(screen.getByLabelText('Row 5: Sony WF-1000XM5'), { target: { value: '5.9 g' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect((screen.getByLabelText('Row 1: feature') as HTMLInputElement).value).toBe('Case');

    fireEvent.click(screen.getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/campaigns/c1'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /article', 'POST /approve']);
    const sent = calls[0]?.body as EditArticleBody;
    expect(sent.title).toBe('Two earbuds for a long flight');
    expect(sent.article.comparisonRows.at(-1)).toEqual({
      feature: 'Weight',
      product1: '5.3 g',
      product2: '5.9 g',
    });
    expect(sent.article.comparisonRows).toHaveLength(4);
    expect(sent.article.faq).toEqual(POST.article.faq);
  });

  it('keeps unsaved edits when the post is fetched again (the tab regains focus)', async () => {
    let fetched = 0;
    // The post comes back changed (its preview rendered again): the user's edits still stand.
    serve(() => {
      fetched += 1;
      return fetched === 1 ? article() : article({ html: '<p>Rendered again.</p>' });
    });
    renderPage();
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'A title the user is still writing' } });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(fetched).toBeGreaterThan(1));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(
      'A title the user is still writing',
    );
    expect((screen.getByRole('button', { name: 'Save the draft' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // Undo goes back to the post as loaded.
    fireEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(POST.title);
  });

  it('refuses an empty field: says so, and neither saves nor approves', async () => {
    const calls = serve(() => article());
    renderPage();
    fireEvent.change(await screen.findByLabelText('Verdict text'), { target: { value: '  ' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Some fields are empty or too long/);
    expect((screen.getByRole('button', { name: 'Approve and publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Save the draft' }) as HTMLButtonElement).disabled).toBe(true);
    // The least of each list cannot be removed.
    expect((screen.getByRole('button', { name: 'Remove question 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('discards a draft only after its confirmation', async () => {
    const calls = serve(() => article());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/deleted from your blog and nothing is pinned/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard the draft' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/campaigns/c1'));
    expect(calls).toEqual([{ method: 'POST', path: '/discard', body: {} }]);
  });

  it('edits a live post in place and unpublishes it after its confirmation', async () => {
    const calls = serve(() =>
      article({ status: 'completed', review: null, live: true, post_url: 'https://blog.example/earbuds' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the post' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the live post/ }).getAttribute('href')).toBe(
      'https://blog.example/earbuds',
    );
    expect(screen.queryByRole('button', { name: 'Approve and publish' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Answer 1'), { target: { value: 'The Sony: 8 hours to 6.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save to the blog' }));
    expect(await screen.findByText('Your changes are saved')).toBeTruthy();
    const saved = calls[0]?.body as EditArticleBody | undefined;
    expect(saved?.article.faq[0]?.answer).toBe('The Sony: 8 hours to 6.');

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish the post' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/campaigns/c1'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /article', 'POST /unpublish']);
  });

  it('says when there is no post to edit, and when the blog refused an edit', async () => {
    serve(() => article({ status: 'completed', review: null, live: false, editable: false }));
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'There is no post to edit' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    unmount();

    let refuse = false;
    const calls: Calls = [];
    serve(() => {
      const live = article({ status: 'completed', review: null, live: true });
      return refuse
        ? {
            status: 502,
            body: {
              success: false,
              code: 'RUN_STATE_CONFLICT',
              message:
                'Your blog did not accept the change: check that it answers and that your WordPress connection still works, then try again.',
            },
          }
        : live;
    }, calls);
    renderPage();
    fireEvent.change(await screen.findByLabelText('Excerpt'), { target: { value: 'A shorter excerpt.' } });
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save to the blog' }));
    expect(await screen.findByText(/Your blog did not accept the change/)).toBeTruthy();
  });

  it('says a load failed and loads again on Retry', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? {
            status: 500,
            body: { success: false, message: 'An unexpected error occurred. Please try again.' },
          }
        : article();
    });
    renderPage();
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review the draft' })).toBeTruthy();
  });
});
