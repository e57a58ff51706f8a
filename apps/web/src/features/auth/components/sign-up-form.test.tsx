import { signUpFormSchema } from '@aa/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt, signedOut } from '../../../test/render.tsx';
import AuthPage from '../auth-page.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/**
 * The message shown next to a field (PRODUCT.md §5): the control is marked invalid and described by
 * its own `<id>-error` note; null when the field says nothing.
 */
function messageOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  const note = `${control.id}-error`;
  if (control.getAttribute('aria-invalid') !== 'true' || control.getAttribute('aria-describedby') !== note)
    return null;
  return document.getElementById(note)?.textContent ?? null;
}

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
      'Last name',
      'Please fill in all fields',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'Sec1' },
      'Password',
      'Password must be at least 8 characters long',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'secret123' },
      'Password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'SecretPass' },
      'Password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { firstName: 'Ada', lastName: 'L', email: 'not-an-email', password: 'Secret123' },
      'Email address',
      'Please enter a valid email address',
    ],
  ])('shows PRODUCT.md §5 message for %o next to %s', (values, label, message) => {
    const fetchMock = mockFetch({});
    render(<SignUpForm onRegistered={() => {}} />);
    fill(values);
    expect(messageOf(label)).toBe(message);
    // Only that field says something, and the form has no message of its own.
    const others = ['First name', 'Last name', 'Email address', 'Password'].filter(
      (other) => other !== label,
    );
    for (const other of others) expect(messageOf(other)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every wrong field its own message at once, and focuses the first', () => {
    const fetchMock = mockFetch({});
    render(<SignUpForm onRegistered={() => {}} />);
    fill({ firstName: 'Ada', lastName: 'L', email: 'not-an-email', password: 'Sec1' });
    expect(messageOf('First name')).toBeNull();
    expect(messageOf('Email address')).toBe('Please enter a valid email address');
    expect(messageOf('Password')).toBe('Password must be at least 8 characters long');
    // The password's hint gives way to its message.
    expect(screen.queryByText(/At least 8 characters/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));

    // An empty form: every field says 'Please fill in all fields'.
    fill({});
    for (const label of ['First name', 'Last name', 'Email address', 'Password'])
      expect(messageOf(label)).toBe('Please fill in all fields');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('editing a field clears only its own message, and they stay until then', () => {
    vi.useFakeTimers();
    mockFetch({});
    render(<SignUpForm onRegistered={() => {}} />);
    fill({});
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    expect(messageOf('Last name')).toBeNull();
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBeNull();
    expect(messageOf('First name')).toBe('Please fill in all fields');
    expect(messageOf('Email address')).toBe('Please fill in all fields');
    expect(messageOf('Password')).toBe('Please fill in all fields');
    // A field's message is no passing notice: it is there until the field is edited.
    act(() => vi.advanceTimersByTime(5000));
    expect(messageOf('First name')).toBe('Please fill in all fields');
  });

  it("shows the server's field errors next to their fields", async () => {
    mockFetch({
      'POST /api/auth/register': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Invalid request',
          code: 'VALIDATION_ERROR',
          errors: { email: ['This email address is already in use'] },
        },
      }),
    });
    render(<SignUpForm onRegistered={() => {}} />);
    fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret123' });
    expect(await screen.findByText('This email address is already in use')).toBeTruthy();
    expect(messageOf('Email address')).toBe('This email address is already in use');
    expect(messageOf('Password')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
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

  it("shows a refusal that is no field's as the form's message, and clears it after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'POST /api/auth/register': () => ({
        status: 500,
        body: { success: false, message: 'An unexpected error occurred. Please try again.' },
      }),
    });
    render(<SignUpForm onRegistered={() => {}} />);
    fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret123' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An unexpected error occurred. Please try again.',
    );
    for (const label of ['First name', 'Last name', 'Email address', 'Password'])
      expect(messageOf(label)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('An unexpected error occurred. Please try again.')).toBeNull();
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
      // The browser's zone: the account's dates and mails are in it (issue 33).
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });
});
