import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderAt, signedOut } from '../../../test/render.tsx';
import AuthPage from '../auth-page.tsx';

/** The message shown next to a field: the control is marked invalid and described by its `-error` note. */
function messageOf(control: HTMLElement): string | null {
  const note = `${control.id}-error`;
  if (control.getAttribute('aria-invalid') !== 'true' || control.getAttribute('aria-describedby') !== note)
    return null;
  return document.getElementById(note)?.textContent ?? null;
}

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

async function openSignIn(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ ...signedOut, ...routes });
  renderAt('/auth?mode=login', <Route path="/auth" element={<AuthPage />} />);
  await screen.findByRole('heading', { name: 'Welcome back' });
  return fetchMock;
}

const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
const loginCalls = (fetchMock: Awaited<ReturnType<typeof openSignIn>>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/auth/login'));

describe('sign-in form (PRODUCT.md §5)', () => {
  it('says "Please fill in all fields" next to each empty field at once, and sends nothing', async () => {
    const fetchMock = await openSignIn();
    signIn();
    expect(messageOf(email())).toBe('Please fill in all fields');
    expect(messageOf(password())).toBe('Please fill in all fields');
    expect(document.activeElement).toBe(email());
    // Field messages, not the form's.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loginCalls(fetchMock)).toEqual([]);
  });

  it('editing a field clears only its own message', async () => {
    await openSignIn();
    signIn();
    fireEvent.change(password(), { target: { value: 'Secret123' } });
    expect(messageOf(password())).toBeNull();
    expect(password().getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(email())).toBe('Please fill in all fields');
  });

  it('checks the address once both fields are filled', async () => {
    const fetchMock = await openSignIn();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    signIn();
    expect(messageOf(email())).toBe('Please enter a valid email address');
    expect(messageOf(password())).toBeNull();
    expect(loginCalls(fetchMock)).toEqual([]);
  });

  it("shows a wrong password as the form's message, no field's", async () => {
    await openSignIn({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      }),
    });
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'Wrong-pass1' } });
    signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(messageOf(email())).toBeNull();
    expect(messageOf(password())).toBeNull();
  });

  it("shows the server's field errors next to their fields", async () => {
    await openSignIn({
      'POST /api/auth/login': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Invalid request',
          code: 'VALIDATION_ERROR',
          errors: { password: ['Please fill in all fields'] },
        },
      }),
    });
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.change(password(), { target: { value: 'Secret123' } });
    signIn();
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(messageOf(password())).toBe('Please fill in all fields');
    expect(messageOf(email())).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
