import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { meAnswer, mockFetch, renderAt } from '../test/render.tsx';
import { browserTimeZone, displayTimeZone, setDisplayTimeZone } from './display-time-zone.ts';
import { useAuth } from './session.tsx';

function ZoneProbe() {
  const { user } = useAuth();
  return <p>{user ? `zone: ${user.timeZone ?? 'none'}` : 'signed out'}</p>;
}

afterEach(() => setDisplayTimeZone(undefined));

describe("the session's time zone (issue 33)", () => {
  it("shows every date in the account's zone", async () => {
    mockFetch({ 'GET /api/auth/me': meAnswer({ time_zone: 'Asia/Tokyo' }) });
    renderAt('/', <Route path="/" element={<ZoneProbe />} />);
    expect(await screen.findByText('zone: Asia/Tokyo')).toBeTruthy();
    expect(displayTimeZone()).toBe('Asia/Tokyo');
  });

  it("saves the browser's zone once for an account that has none (a Google sign-up, an older account)", async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': meAnswer({ time_zone: null }),
      'PATCH /api/user/profile': () => ({ body: { success: true, message: 'Settings saved', data: {} } }),
    });
    renderAt('/', <Route path="/" element={<ZoneProbe />} />);
    expect(await screen.findByText(`zone: ${browserTimeZone()}`)).toBeTruthy();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(String(patches[0]?.[1]?.body))).toEqual({ timeZone: browserTimeZone() });
    await waitFor(() => expect(displayTimeZone()).toBe(browserTimeZone()));
  });
});
