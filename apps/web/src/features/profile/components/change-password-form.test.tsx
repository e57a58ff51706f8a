/**
 * Change Password (PRODUCT.md §5): each wrong field says why next to it, all at once, the focus on the
 * first; editing a field clears its own message only. A wrong current password is the form's message.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const PROFILE = profileFixture;

type Answer = { status?: number; body?: unknown };

/** The server: records the bodies sent and answers `answer` (a success unless told otherwise). */
function server(answer: Answer = { body: { success: true, message: Messages.passwordUpdated } }) {
  const sent: unknown[] = [];
  mockFetch({
    'PUT /api/user/change-password': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer;
    },
  });
  return sent;
}

function renderForm(profile = PROFILE) {
  renderAt('/profile', <Route path="/profile" element={<ChangePasswordForm profile={profile} />} />);
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

/** The field's message is next to it: its text, the field marked invalid and described by it. */
function expectMessage(label: string, text: string) {
  const input = field(label);
  const message = screen.getByText(text);
  expect(message.id).toBe(`${input.id}-error`);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

describe('Change Password', () => {
  it('says what is wrong with two fields at once; editing one clears only its own message', async () => {
    const sent = server();
    renderForm();
    fill({ 'Current Password': 'Old1pass', 'New Password': 'abc', 'Confirm New Password': 'abd' });
    expect(screen.getByText(/^At least 8 characters/)).toBeTruthy();
    submit();

    expectMessage('New Password', Messages.passwordTooShort);
    expectMessage('Confirm New Password', Messages.newPasswordsDoNotMatch);
    expect(field('Current Password').getAttribute('aria-invalid')).toBeNull();
    // The rule under the new password gives way to its message while there is one.
    expect(screen.queryByText(/^At least 8 characters/)).toBeNull();
    expect(document.activeElement).toBe(field('New Password'));
    // A field's message is no alert: the form's own message stays empty.
    expect(screen.queryByRole('alert')).toBeNull();

    fill({ 'Confirm New Password': 'abc' });
    expect(screen.queryByText(Messages.newPasswordsDoNotMatch)).toBeNull();
    expect(field('Confirm New Password').getAttribute('aria-invalid')).toBeNull();
    expectMessage('New Password', Messages.passwordTooShort);
    expect(sent).toEqual([]);
  });

  it('asks for every empty field at once, and sends the body once they are right', async () => {
    const sent = server();
    renderForm();
    submit();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(Messages.fillAllFields)).toHaveLength(3);
    expect(document.activeElement).toBe(field('Current Password'));

    fill({
      'Current Password': 'Old1pass',
      'New Password': 'Secret123',
      'Confirm New Password': 'Secret123',
    });
    submit();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', Messages.passwordUpdated);
    expect(sent).toEqual([{ currentPassword: 'Old1pass', newPassword: 'Secret123' }]);
    expect(field('Current Password').value).toBe('');
  });

  it('shows a wrong current password as the form’s message, and the server’s field errors by field', async () => {
    let answer: Answer = {
      status: 400,
      body: { success: false, message: Messages.currentPasswordWrong, code: ErrorCode.WRONG_PASSWORD },
    };
    mockFetch({ 'PUT /api/user/change-password': () => answer });
    renderForm();
    fill({
      'Current Password': 'Wrong1pass',
      'New Password': 'Secret123',
      'Confirm New Password': 'Secret123',
    });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.currentPasswordWrong);
    expect(field('Current Password').getAttribute('aria-invalid')).toBeNull();

    answer = {
      status: 400,
      body: {
        success: false,
        message: Messages.passwordComplexity,
        code: ErrorCode.VALIDATION_ERROR,
        errors: { newPassword: [Messages.passwordComplexity] },
      },
    };
    submit();
    await waitFor(() => expectMessage('New Password', Messages.passwordComplexity));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no current password for an account setting its first one', async () => {
    const sent = server();
    renderForm({
      ...PROFILE,
      hasPassword: false,
      reauthenticatedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    fill({ 'New Password': 'Secret123', 'Confirm New Password': 'Secret123' });
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(sent).toEqual([{ currentPassword: '', newPassword: 'Secret123' }]));
  });
});
