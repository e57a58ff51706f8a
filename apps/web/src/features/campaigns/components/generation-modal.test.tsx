import type { Execution } from '@aa/contracts';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { GenerationModal, stepTimes } from './generation-modal.tsx';

const at = (seconds: number) => new Date(Date.parse('2026-11-25T10:00:00Z') + seconds * 1000).toISOString();

function execution(
  overrides: Partial<Execution> = {},
  result: Partial<Execution['result_data']> = {},
): Execution {
  return {
    id: 'e1',
    campaign_id: 'c1',
    campaign: { name: 'Earbuds' },
    status: 'processing',
    current_step: 3,
    run_number: 1,
    auto_post_pinterest: false,
    started_at: at(0),
    completed_at: null,
    error_message: null,
    result_data: {
      subject: null,
      images: { image1: null, image2: null, image3: null },
      blog_url: null,
      product_links: { product1: null, product2: null },
      step1_completed: false,
      step2_completed: false,
      pinterest_posts: [],
      ...result,
    },
    ...overrides,
  };
}

describe('the progress dialog’s step times', () => {
  it('are real for the steps the server began, live for the current one, estimates for the rest', () => {
    const running = execution({}, { step_started_at: [at(0), at(4), at(10), null, null, null, null] });
    expect(stepTimes(running, Date.parse(at(25)))).toEqual([
      { seconds: 4, kind: 'real' },
      { seconds: 6, kind: 'real' },
      { seconds: 15, kind: 'real' },
      { seconds: 50, kind: 'estimate' },
      { seconds: 60, kind: 'estimate' },
      { seconds: 90, kind: 'estimate' },
      { seconds: 30, kind: 'estimate' },
    ]);
  });

  it('end the last step at the run’s end; a step passed over ran alongside the one before', () => {
    const done = execution(
      { status: 'completed', completed_at: at(100) },
      { step_started_at: [at(0), null, at(10), at(20), at(30), at(40), at(70)] },
    );
    const times = stepTimes(done, Date.parse(at(500)));
    expect(times[0]).toEqual({ seconds: 10, kind: 'real' });
    expect(times[1]).toEqual({ seconds: 0, kind: 'alongside' });
    expect(times[6]).toEqual({ seconds: 30, kind: 'real' });
  });

  it('fall back to the estimates for a run from before the times were kept', () => {
    expect(stepTimes(execution(), Date.now()).every((time) => time.kind === 'estimate')).toBe(true);
  });
});

describe('the progress dialog’s title', () => {
  const open = (initial: Execution) => {
    mockFetch({});
    renderAt(
      '/',
      <Route
        path="/"
        element={
          <GenerationModal run={{ executionId: 'e1', campaignId: 'c1', initial }} onClose={() => {}} />
        }
      />,
    );
  };

  it('says the agent is working while it runs', async () => {
    open(execution());
    expect(await screen.findByRole('dialog', { name: 'AI Agent is Working' })).toBeTruthy();
  });

  it('says the article is published once the run is done', async () => {
    open(
      execution(
        { status: 'completed', completed_at: at(90), current_step: 7 },
        { step1_completed: true, step2_completed: true, blog_url: 'https://blog.example/post' },
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Your article is published' })).toBeTruthy();
  });

  it('says the run failed, and why', async () => {
    open(execution({ status: 'failed', error_message: 'The product page could not be read' }));
    expect(await screen.findByRole('dialog', { name: 'The run failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The product page could not be read');
  });

  it('says a review run’s draft waits for the user, marks its last step waiting, and links to the draft', async () => {
    open(
      execution(
        { status: 'review', current_step: 7, review: { state: 'waiting', reviewed_at: null } },
        { step1_completed: true, subject: 'AirPods or Sony for a long flight' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your draft is ready for review' });
    expect(dialog.textContent).toContain('nothing is published until you approve it');
    const steps = screen.getAllByRole('listitem');
    expect(steps.at(-1)?.textContent).toContain('Waiting for your review');
    expect(steps.at(-2)?.textContent).toContain('Done');
    expect(screen.getByRole('link', { name: 'Review the draft' }).getAttribute('href')).toBe(
      '/dashboard/runs/e1/post',
    );
  });
});
