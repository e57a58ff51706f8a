import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAnswer, mockFetch, renderAt, signedOut } from '../../test/render.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const routes = <Route path="/verify-email" element={<VerifyEmailPage />} />;

/** The message shown next to a field: the control is marked invalid and described by its `-error` note. */
function messageOf(control: HTMLElement): string | null {
  const note = `${control.id}-error`;
  if (control.getAttribute('aria-invalid') !== 'true' || control.getAttribute('aria-describedby') !== note)
    return null;
  return document.getElementById(note)?.textContent ?? null;
}

describe('verify email page', () => {
  it('counts down before another resend is allowed', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/resend-verification': () => ({
        body: { success: true, message: 'sent', attemptCount: 1, remainingTime: 60 },
      }),
    });
    renderAt('/verify-email?email=ada@example.com', routes);
    expect(await screen.findByText('Invalid or missing verification token.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Resend Verification Email/ }));
    const button = await screen.findByRole('button', { name: /Wait 60s/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Verification email sent! Please check your inbox.')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByRole('button', { name: /Wait 59s/ })).toBeTruthy();
  });

  it('turns a 429 into minutes to wait', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/resend-verification': () => ({
        status: 429,
        body: {
          success: false,
          message: 'Too many attempts.',
          code: 'RESEND_COOLDOWN',
          remainingTime: 150,
          attemptCount: 4,
        },
      }),
    });
    renderAt('/verify-email', routes);
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Resend Verification Email/ }));
    expect(await screen.findByText('Please wait 3 minute(s) before requesting another email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Wait 150s/ })).toBeTruthy();
  });

  it('asks for an email before resending, next to the field', async () => {
    const fetchMock = mockFetch(signedOut);
    renderAt('/verify-email', routes);
    fireEvent.click(await screen.findByRole('button', { name: /Resend Verification Email/ }));
    expect(await screen.findByText('Email address is required to resend verification.')).toBeTruthy();
    const email = screen.getByLabelText('Email address');
    expect(messageOf(email)).toBe('Email address is required to resend verification.');
    expect(document.activeElement).toBe(email);
    // The field's message, not the resend form's (the page's own alert is the failed verification).
    const form = email.closest('form') as HTMLFormElement;
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.change(email, { target: { value: 'nope' } });
    expect(messageOf(email)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Resend Verification Email/ }));
    expect(messageOf(email)).toBe('Please enter a valid email address');
    const resendCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/resend-verification'));
    expect(resendCalls).toEqual([]);
  });

  it("says what is wrong with the link's address, which has no field, as the form's message", async () => {
    const fetchMock = mockFetch(signedOut);
    renderAt('/verify-email?email=nope', routes);
    const resend = await screen.findByRole('button', { name: /Resend Verification Email/ });
    fireEvent.click(resend);
    const form = resend.closest('form') as HTMLFormElement;
    expect((await within(form).findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    const resendCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/resend-verification'));
    expect(resendCalls).toEqual([]);
  });

  it('shows success to an already verified user without a token', async () => {
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'GET /api/credits': () => ({ status: 500 }) });
    renderAt('/verify-email', routes);
    expect(await screen.findByText('Your email is already verified.')).toBeTruthy();
  });

  it('verifies a token once', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'GET /api/auth/verify-email': () => ({
        body: {
          success: true,
          message: 'Email verified successfully! You can now sign in.',
          data: { credits: 10, status: 'verified' },
        },
      }),
    });
    renderAt('/verify-email?token=abc&email=ada@example.com', routes);
    expect(await screen.findByText('Email verified successfully! You can now sign in.')).toBeTruthy();
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/verify-email'));
    expect(verifyCalls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toBeTruthy();
  });

  it('tells a signed-in user opening a used link again that the address is already verified', async () => {
    mockFetch({
      'GET /api/auth/me': meAnswer(),
      'GET /api/credits': () => ({ status: 500 }),
      'GET /api/auth/verify-email': () => ({
        body: {
          success: true,
          message: 'Your email is already verified.',
          data: { credits: 10, status: 'already_verified' },
        },
      }),
    });
    renderAt('/verify-email?token=used&email=ada@example.com', routes);
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeTruthy();
    expect(screen.getByText('Your email is already verified.')).toBeTruthy();
    expect(screen.queryByText(/Verification failed/)).toBeNull();
    expect(screen.queryByText(/You can now sign in/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
  });
});
