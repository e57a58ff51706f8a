import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt, signedOut } from '../../test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const routes = <Route path="/reset-password" element={<ResetPasswordPage />} />;

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

  it('checks that both passwords match', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/auth/verify-reset-token': () => ({
        body: { success: true, data: { email: 'ada@example.com' } },
      }),
    });
    renderAt('/reset-password?token=good', routes);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'Secret124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
  });
});
