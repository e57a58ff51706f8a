import { signUpFormSchema } from '@aa/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt, signedOut } from '../../../test/render.tsx';
import AuthPage from '../auth-page.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function fill(values: { firstName?: string; lastName?: string; email?: string; password?: string }) {
  const set = (label: string, value = '') =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('First name', values.firstName);
  set('Last name', values.lastName);
  set('Email address', values.email);
  set('Password', values.password);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-up form', () => {
  it.each([
    [
      { firstName: 'Ada', lastName: '', email: 'ada@example.com', password: 'Secret123' },
      'Please fill in all fields',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'Sec1' },
      'Password must be at least 8 characters long',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'secret123' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'SecretPass' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'not-an-email', password: 'Secret123' },
      'Please enter a valid email address',
    ],
  ])('shows PRODUCT.md §5 message for %o', (values, message) => {
    const fetchMock = mockFetch({});
    render(<SignUpForm onRegistered={() => {}} />);
    fill(values);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a valid sign-up', () => {
    // The form's rules are the contracts' schema (validateSignUp, which this tested, is gone).
    expect(
      signUpFormSchema.safeParse({
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        password: 'Secret123',
      }).success,
    ).toBe(true);
  });

  it('clears the message after 5 s', () => {
    vi.useFakeTimers();
    mockFetch({});
    render(<SignUpForm onRegistered={() => {}} />);
    fill({});
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Please fill in all fields')).toBeNull();
  });

  it('replaces the whole card with the server message and a mailbox hint, and sends the UI language', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/auth/register': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Registration successful! Please check your email to verify your account.',
        },
      }),
    });
    renderAt('/auth?mode=signup', <Route path="/auth" element={<AuthPage />} />);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret123' });
    expect(
      await screen.findByText('Registration successful! Please check your email to verify your account.'),
    ).toBeTruthy();
    expect(screen.getByText(/We sent a verification link to ada@example.com/)).toBeTruthy();
    // Only the outcome: no sign-up heading, Google button or "Already have an account?" around it.
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('Already have an account?')).toBeNull();
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret123',
      language: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });
});
