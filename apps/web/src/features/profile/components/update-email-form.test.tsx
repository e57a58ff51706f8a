/**
 * Email Address (PRODUCT.md §5): a valid email and the current password, each said next to its field
 * at once; the server's field errors by field, its other refusals as the form's message.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import { UpdateEmailForm } from './update-email-form.tsx';

const PROFILE = profileFixture;

type Answer = { status?: number; body?: unknown };

function server(answer: () => Answer) {
  const sent: unknown[] = [];
  mockFetch({
    'PUT /api/user/profile': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return sent;
}

function renderForm() {
  renderAt('/profile', <Route path="/profile" element={<UpdateEmailForm profile={PROFILE} />} />);
}

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordField = () =>
  screen.getByLabelText('Current Password', { selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Email' }));

function expectMessage(input: HTMLInputElement, text: string) {
  expect(screen.getByText(text).id).toBe(`${input.id}-error`);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
}

describe('Email Address', () => {
  it('says the address is not valid and the password is missing at once', async () => {
    const sent = server(() => ({ body: { success: true, message: 'ok' } }));
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'grace@' } });
    submit();
    expectMessage(emailField(), Messages.invalidEmail);
    expectMessage(passwordField(), Messages.currentPasswordRequired);
    expect(document.activeElement).toBe(emailField());
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(passwordField(), { target: { value: 'Secret123' } });
    expect(screen.queryByText(Messages.currentPasswordRequired)).toBeNull();
    // Its hint is back under it.
    expect(passwordField().getAttribute('aria-describedby')).toBe(`${passwordField().id}-hint`);
    expectMessage(emailField(), Messages.invalidEmail);

    fireEvent.change(emailField(), { target: { value: ' Grace@Example.com ' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Confirmation link sent to grace@example.com',
    );
    expect(sent).toEqual([{ email: 'grace@example.com', currentPassword: 'Secret123' }]);
  });

  it('shows the server’s field error next to its field, and another refusal as the form’s message', async () => {
    let answer: Answer = {
      status: 400,
      body: {
        success: false,
        message: Messages.invalidEmail,
        code: ErrorCode.VALIDATION_ERROR,
        errors: { email: [Messages.invalidEmail] },
      },
    };
    server(() => answer);
    renderForm();
    fireEvent.change(emailField(), { target: { value: 'grace@example.com' } });
    fireEvent.change(passwordField(), { target: { value: 'Secret123' } });
    submit();
    await waitFor(() => expectMessage(emailField(), Messages.invalidEmail));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = {
      status: 400,
      body: { success: false, message: Messages.currentPasswordWrong, code: ErrorCode.WRONG_PASSWORD },
    };
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.currentPasswordWrong);
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });
});
