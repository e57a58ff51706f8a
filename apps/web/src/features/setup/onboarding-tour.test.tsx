/**
 * Issue 21, the onboarding tour: each step says what is true of the account (a blog, a tag), every
 * step the user moves to is kept on the server, every button does what it says (the Amazon section
 * for one's own tag, the create dialog at the end, Skip tour on every step), and the focus follows
 * the steps.
 */
import type { Onboarding } from '@aa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { platformKeys } from '../../lib/platforms-api.ts';
import { mockFetch, renderAt } from '../../test/render.tsx';
import { OnboardingTour } from './onboarding-tour.tsx';

const nothingConnected: Onboarding = {
  completed: false,
  startStep: 1,
  wordpressConnected: false,
  pinterestConnected: false,
  amazonConfigured: false,
  demoAmazonTag: 'autopilotdemo-20',
};

/** A server holding one user's tour: it keeps the steps it is sent and what the test connects. */
function serve(initial: Partial<Onboarding>) {
  let state: Onboarding = { ...nothingConnected, ...initial };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = () => ({ body: { success: true, data: state } });
  mockFetch({
    'GET /api/onboarding': answer,
    'PUT /api/onboarding/step': (init) => {
      const body = JSON.parse(String(init?.body)) as { step: number };
      calls.push({ method: 'PUT', path: '/api/onboarding/step', body });
      state = { ...state, startStep: body.step };
      return answer();
    },
    'POST /api/onboarding/complete': () => {
      calls.push({ method: 'POST', path: '/api/onboarding/complete' });
      state = { ...state, completed: true };
      return answer();
    },
  });
  return {
    calls,
    connect: (change: Partial<Onboarding>) => {
      state = { ...state, ...change };
    },
  };
}

/** Where the app is, hash included (the tour sends the user to a section of a page). */
function WhereAmI() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

/** Stands for a form elsewhere saving something: it refreshes the platforms' data, as they all do. */
function RefreshPlatforms() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: platformKeys.all })}>
      Saved elsewhere
    </button>
  );
}

function renderTour(path = '/dashboard/setup') {
  renderAt(
    path,
    <Route
      path="/dashboard/*"
      element={
        <>
          <OnboardingTour />
          <WhereAmI />
          <RefreshPlatforms />
        </>
      }
    />,
  );
}

const where = () => screen.getByTestId('where').textContent;
const tour = () => screen.getByRole('dialog');
const heading = (name: string) => screen.findByRole('heading', { name });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the onboarding tour', () => {
  it('opens at the step the server keeps, and keeps each step the user moves to', async () => {
    const server = serve({ startStep: 3 });
    renderTour();
    await heading('Try it with our demo WordPress site');
    expect(within(tour()).getByText('Step 3 of 6')).toBeTruthy();
    // The step the tour opened at is the server's already: nothing is sent for it.
    expect(server.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Add Pinterest?');
    await waitFor(() =>
      expect(server.calls).toEqual([{ method: 'PUT', path: '/api/onboarding/step', body: { step: 4 } }]),
    );
  });

  it('says on step 4 that the blog is not connected yet, and takes the user where to connect it', async () => {
    serve({ startStep: 4 });
    renderTour();
    await heading('Add Pinterest?');
    expect(within(tour()).getByText(/Your blog is not connected yet/).textContent).toContain(
      'Platform Configuration',
    );
    expect(screen.queryByRole('heading', { name: /WordPress is connected/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Pinterest' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip Pinterest for now' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Connect my blog' }));
    await waitFor(() => expect(where()).toBe('/dashboard/platforms#wordpress'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Pinterest on step 4 once the blog is connected', async () => {
    serve({ startStep: 4, wordpressConnected: true });
    renderTour();
    await heading('WordPress is connected! Add Pinterest?');
    expect(screen.getByRole('button', { name: 'Connect Pinterest' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Pinterest for now' }));
    await heading('Set up your Amazon earnings');
  });

  it("steps aside on the Amazon section for the user's own tag, and comes back at step 6 once it is saved", async () => {
    const server = serve({ startStep: 5, wordpressConnected: true });
    renderTour();
    await heading('Set up your Amazon earnings');
    fireEvent.click(screen.getByRole('button', { name: 'Set Up My Own Tag' }));
    await waitFor(() => expect(where()).toBe('/dashboard/platforms#amazon'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The tour is not over: it waits for the tag.
    expect(server.calls.some((call) => call.path === '/api/onboarding/complete')).toBe(false);

    server.connect({ amazonConfigured: true });
    fireEvent.click(screen.getByRole('button', { name: 'Saved elsewhere' }));
    await heading("You're ready to launch!");
    expect(within(tour()).getByText('Step 6 of 6')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'PUT', path: '/api/onboarding/step', body: { step: 6 } }),
    );
  });

  it.each([
    {
      missing: 'the blog and the tag',
      state: {},
      title: 'Two things before you launch',
      button: 'Connect my blog',
      section: 'wordpress',
    },
    {
      missing: 'the blog',
      state: { amazonConfigured: true },
      title: 'One thing before you launch: your blog',
      button: 'Connect my blog',
      section: 'wordpress',
    },
    {
      missing: 'the tag',
      state: { wordpressConnected: true },
      title: 'One thing before you launch: your Amazon tag',
      button: 'Add my Amazon tag',
      section: 'amazon',
    },
  ])('does not say ready on step 6 without $missing: its main button goes to add it', async (row) => {
    serve({ startStep: 6, ...row.state });
    renderTour();
    await heading(row.title);
    expect(screen.queryByRole('heading', { name: "You're ready to launch!" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create my first campaign' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: row.button }));
    await waitFor(() => expect(where()).toBe(`/dashboard/platforms#${row.section}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends on step 6 with the create dialog asked for', async () => {
    const server = serve({ startStep: 6, wordpressConnected: true, amazonConfigured: true });
    renderTour();
    await heading("You're ready to launch!");
    fireEvent.click(screen.getByRole('button', { name: 'Create my first campaign' }));
    await waitFor(() => expect(where()).toBe('/dashboard/ai-agent?create=1'));
    expect(server.calls).toContainEqual({ method: 'POST', path: '/api/onboarding/complete' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([1, 3, 5, 6])('can be skipped on step %i', async (step) => {
    const server = serve({ startStep: step, wordpressConnected: step === 6 });
    renderTour();
    await waitFor(() => expect(within(tour()).getByText(`Step ${step} of 6`)).toBeTruthy());
    fireEvent.click(within(tour()).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).toEqual([{ method: 'POST', path: '/api/onboarding/complete' }]);
    expect(where()).toBe('/dashboard/setup');
  });

  it("gives each step's title the focus, so the keyboard stays in the tour", async () => {
    serve({});
    renderTour();
    const welcome = await heading('Welcome to Affiliate Autopilot!');
    await waitFor(() => expect(document.activeElement).toBe(welcome));
    fireEvent.click(screen.getByRole('button', { name: "Let's get started" }));
    const overview = await heading('Three accounts to connect');
    await waitFor(() => expect(document.activeElement).toBe(overview));
  });

  it('stays where a resumed tour finds the user, and sends only the welcome to the setup wizard', async () => {
    serve({ startStep: 5 });
    renderTour('/dashboard/profile');
    await heading('Set up your Amazon earnings');
    expect(where()).toBe('/dashboard/profile');
  });

  it('says what is missing in French', async () => {
    serve({ startStep: 6, amazonConfigured: true });
    await act(() => i18n.changeLanguage('fr'));
    renderTour();
    await heading('Encore une chose avant de vous lancer : votre blog');
    expect(screen.getByRole('button', { name: 'Connecter mon blog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer la visite' })).toBeTruthy();
  });
});
