import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../../lib/display-time-zone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { profileFixture } from '../../../test/fixtures.ts';
import { meAnswer, mockFetch, renderAt } from '../../../test/render.tsx';
import { TimeZoneCard } from './time-zone-card.tsx';

afterEach(() => setDisplayTimeZone(undefined));

describe('the Time zone card (issue 33)', () => {
  it("shows the account's zone, and saves another, sending only it", async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': meAnswer(),
      'PATCH /api/user/profile': (init) => ({
        body: {
          success: true,
          message: 'Settings saved',
          data: { ...profileFixture, ...JSON.parse(String(init?.body)) },
        },
      }),
    });
    renderAt(
      '/dashboard/profile',
      <Route path="/dashboard/profile" element={<TimeZoneCard profile={profileFixture} />} />,
    );
    const select = screen.getByLabelText('Your time zone') as HTMLSelectElement;
    expect(select.value).toBe('Europe/Paris');
    expect(screen.getByRole('option', { name: 'America/New York' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save time zone' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(select, { target: { value: 'America/New_York' } });
    expect(screen.getByText(/^It is now .* there\.$/)).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Time zone saved: America/New_York')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ timeZone: 'America/New_York' });
  });
});

describe("dates in the account's zone", () => {
  it('are shown in the zone the session set, whatever the browser is in', () => {
    const at = '2026-11-29T12:00:00Z';
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDateTime(at, 'en')).toBe('Nov 29, 2026, 9:00 PM');
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime(at, 'en')).toBe('Nov 29, 2026, 7:00 AM');
    // A campaign's own zone, when given, wins.
    expect(formatDateTime(at, 'en', 'Europe/Paris')).toBe('Nov 29, 2026, 1:00 PM');
  });
});
