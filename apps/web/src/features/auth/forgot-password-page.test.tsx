import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt, signedOut } from '../../test/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';

const routes = <Route path="/forgot-password" element={<ForgotPasswordPage />} />;

/** The message shown next to a field: the control is marked invalid and described by its `-error` note. */
function messageOf(control: HTMLElement): string | null {
  const note = `${control.id}-error`;
  if (control.getAttribute('aria-invalid') !== 'true' || control.getAttribute('aria-describedby') !== note)
    return null;
  return document.getElementById(note)?.textContent ?? null;
}

const email = () => screen.getByLabelText('Email address');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

async function openPage(routesByKey: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ ...signedOut, ...routesByKey });
  renderAt('/forgot-password', routes);
  await screen.findByRole('heading', { name: 'Forgot your password?' });
  return fetchMock;
}

const resetCalls = (fetchMock: Awaited<ReturnType<typeof openPage>>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/request-password-reset'));

describe('forgot password page (PRODUCT.md §5)', () => {
  it('says what is wrong with the address next to it, and sends nothing', async () => {
    const fetchMock = await openPage();
    send();
    expect(messageOf(email())).toBe('Please enter your email address');
    expect(document.activeElement).toBe(email());
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    // Editing the field clears its message.
    expect(messageOf(email())).toBeNull();
    send();
    expect(messageOf(email())).toBe('Please enter a valid email address');
    expect(resetCalls(fetchMock)).toEqual([]);
  });

  it('names the address as typed once sent, and "Try another email" starts over blank', async () => {
    await openPage({
      'POST /api/auth/request-password-reset': () => ({
        body: {
          success: true,
          message: 'If an account exists for this email, password reset instructions have been sent.',
        },
      }),
    });
    fireEvent.change(email(), { target: { value: ' Ada@example.com ' } });
    send();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/If an account exists for Ada@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another email' }));
    expect((email() as HTMLInputElement).value).toBe('');
    expect(messageOf(email())).toBeNull();
  });

  it("shows a failed call as the form's message, no field's", async () => {
    await openPage({
      'POST /api/auth/request-password-reset': () => ({
        status: 500,
        body: { success: false, message: 'Failed to send reset email. Please try again.' },
      }),
    });
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send reset email. Please try again.',
    );
    expect(messageOf(email())).toBeNull();
  });
});
