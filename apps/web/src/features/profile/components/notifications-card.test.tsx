import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { profileFixture } from '../../../test/fixtures.ts';
import { meAnswer, mockFetch, renderAt } from '../../../test/render.tsx';
import { NotificationsCard } from './notifications-card.tsx';

const PROFILE = profileFixture;

/** The server: PATCH answers the profile with the setting sent, or refuses it. */
function server(patch: 'saves' | 'fails') {
  return mockFetch({
    'GET /api/auth/me': meAnswer(),
    'PATCH /api/user/profile': (init) =>
      patch === 'fails'
        ? {
            status: 500,
            body: { success: false, message: 'An unexpected error occurred. Please try again.' },
          }
        : {
            body: {
              success: true,
              message: 'Settings saved',
              data: (() => {
                const change = JSON.parse(String(init?.body));
                return { ...PROFILE, ...change, mails: { ...PROFILE.mails, ...change.mails } };
              })(),
            },
          },
  });
}

function renderCard(profile = PROFILE) {
  return renderAt(
    '/dashboard/profile',
    <Route path="/dashboard/profile" element={<NotificationsCard profile={profile} />} />,
  );
}

describe('the Notifications card', () => {
  it('turns run mails off at once, sending only the setting, and says so', async () => {
    const fetchMock = server('saves');
    renderCard();
    const toggle = screen.getByRole('switch', {
      name: 'Email me when a run fails or a post check finds a problem',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Emails about your runs are off.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(call?.[0])).toContain('/api/user/profile');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ runMails: false });
  });

  it('goes back and says why when the server refuses', async () => {
    server('fails');
    renderCard({ ...PROFILE, runMails: false });
    const toggle = screen.getByRole('switch', {
      name: 'Email me when a run fails or a post check finds a problem',
    });
    fireEvent.click(toggle);
    expect(await screen.findByText('Your notification setting could not be saved.')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it("switches each of the account's mails on its own; the weekly summary starts off (issue 33)", async () => {
    const fetchMock = server('saves');
    renderCard();
    const weekly = screen.getByRole('switch', { name: /^Send me a weekly summary/ });
    expect(weekly.getAttribute('aria-checked')).toBe('false');
    for (const label of [
      'Email me when a payment adds credits',
      'Email me when my plan changes',
      'Email me when a campaign finishes its runs',
      'Email me when a campaign is paused because my credits ran out',
      'Email me when a draft waits for my review',
    ])
      expect(screen.getByRole('switch', { name: label }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(weekly);
    expect(await screen.findByText(/^On: Send me a weekly summary/)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ mails: { weeklySummary: true } });
  });

  it('is in French on a French page', async () => {
    server('saves');
    await i18n.changeLanguage('fr');
    try {
      renderCard();
      expect(
        screen.getByRole('switch', {
          name: 'M’envoyer un e-mail quand une exécution échoue ou qu’une vérification d’article trouve un problème',
        }),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
