import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt, signedOut } from '../../test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const routes = <Route path="/reset-password" element={<ResetPasswordPage />} />;

/** The message shown next to a field: the control is marked invalid and described by its `-error` note. */
function messageOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  const note = `${control.id}-error`;
  if (control.getAttribute('aria-invalid') !== 'true' || control.getAttribute('aria-describedby') !== note)
    return null;
  return document.getElementById(note)?.textContent ?? null;
}

async function openForm(routesByKey: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    ...signedOut,
    'GET /api/auth/verify-reset-token': () => ({
      body: { success: true, data: { email: 'ada@example.com' } },
    }),
    ...routesByKey,
  });
  renderAt('/reset-password?token=good', routes);
  await screen.findByLabelText('New password');
  return fetchMock;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('reset password page', () => {
  it('redirects to /forgot-password without a token', async () => {
    mockFetch(signedOut);
    renderAt('/reset-password', routes);
    expect((await screen.findByTestId('location')).textContent).toBe('/forgot-password');
  });

  it('offers a new link when the token is invalid', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/auth/verify-reset-token': () => ({
        status: 400,
        body: { success: false, message: 'Invalid or expired reset link', code: 'INVALID_TOKEN' },
      }),
    });
    renderAt('/reset-password?token=bad', routes);
    expect(await screen.findByText('Invalid or expired reset link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('checks that both passwords match, under the confirmation', async () => {
    const fetchMock = await openForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Secret124' } });
    submit();
    expect(messageOf('Confirm new password')).toBe('Passwords do not match');
    expect(messageOf('New password')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/reset-password'))).toBe(false);
  });

  it('says "Please fill in all fields" next to both empty fields; editing one clears only its own', async () => {
    await openForm();
    submit();
    expect(messageOf('New password')).toBe('Please fill in all fields');
    expect(messageOf('Confirm new password')).toBe('Please fill in all fields');
    // The rules' hint gives way to the message while there is one.
    expect(screen.queryByText(/At least 8 characters/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret123' } });
    expect(messageOf('New password')).toBeNull();
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toMatch(/-hint$/);
    expect(messageOf('Confirm new password')).toBe('Please fill in all fields');
  });

  it('shows the password rules under the new password', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'secret123' } });
    submit();
    expect(messageOf('New password')).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect(messageOf('Confirm new password')).toBeNull();
  });

  it("shows a failed call as the form's message", async () => {
    await openForm({
      'POST /api/auth/reset-password': () => ({
        status: 500,
        body: { success: false, message: 'An unexpected error occurred. Please try again.' },
      }),
    });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Secret123' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(messageOf('New password')).toBeNull();
    expect(messageOf('Confirm new password')).toBeNull();
  });
});
