/**
 * The WordPress step's form (PRODUCT.md §5, §8): a username, an application password and the site's
 * address, each wrong one said next to it at once; the site's refusal under 'WordPress Connection
 * Failed'.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformState } from '../../../test/fixtures.ts';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../setup-i18n.ts';
import { WordPressSetup } from './wordpress-setup.tsx';

type Answer = { status?: number; body?: unknown };
const saved: Answer = { body: { success: true, message: 'ok', data: platformState(true) } };

/** Records the bodies sent to the connect call, answered with `answer`. */
function server(answer: () => Answer = () => saved) {
  const sent: unknown[] = [];
  mockFetch({
    'POST /api/platforms/wordpress': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return sent;
}

function renderForm() {
  renderAt(
    '/dashboard/setup',
    <Route path="/dashboard/setup" element={<WordPressSetup state={platformState(false)} />} />,
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Connect WordPress' }));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function expectMessage(label: string, text: string) {
  const input = field(label);
  expect(screen.getByText(text).id).toBe(`${input.id}-error`);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-error`);
}

describe('the WordPress form', () => {
  it('says what is wrong with two fields at once; editing one clears only its own message', () => {
    const sent = server();
    renderForm();
    fill('Application Password', 'abcd efgh ijkl mnop qrst uvwx');
    fill('Website URL', 'ftp://blog.example.com');
    expect(screen.getByText(/^Your WordPress username, not your email address/)).toBeTruthy();
    submit();

    expectMessage('Username', Messages.fillAllFields);
    expectMessage('Website URL', Messages.websiteUrlInvalid);
    expect(field('Application Password').getAttribute('aria-invalid')).toBeNull();
    // The username's hint gives way to its message.
    expect(screen.queryByText(/^Your WordPress username, not your email address/)).toBeNull();
    expect(document.activeElement).toBe(field('Username'));
    expect(screen.queryByRole('alert')).toBeNull();

    fill('Username', 'ada');
    expect(screen.queryByText(Messages.fillAllFields)).toBeNull();
    expect(field('Username').getAttribute('aria-invalid')).toBeNull();
    expect(field('Username').getAttribute('aria-describedby')).toBe(`${field('Username').id}-hint`);
    expectMessage('Website URL', Messages.websiteUrlInvalid);
    expect(sent).toEqual([]);
  });

  it('sends the fields trimmed, the address as the server reads it', async () => {
    const sent = server();
    renderForm();
    fill('Username', ' ada ');
    fill('Application Password', ' abcd efgh ijkl mnop qrst uvwx ');
    fill('Website URL', 'blog.example.com/');
    submit();
    await waitFor(() =>
      expect(sent).toEqual([
        { username: 'ada', apiKey: 'abcd efgh ijkl mnop qrst uvwx', websiteUrl: 'https://blog.example.com' },
      ]),
    );
  });

  it('shows the server’s field errors by field, and the site’s refusal as the form’s alert', async () => {
    let answer: Answer = {
      status: 400,
      body: {
        success: false,
        message: Messages.websiteUrlInvalid,
        code: ErrorCode.VALIDATION_ERROR,
        errors: { websiteUrl: [Messages.websiteUrlInvalid] },
      },
    };
    server(() => answer);
    renderForm();
    fill('Username', 'ada');
    fill('Application Password', 'abcd efgh ijkl mnop qrst uvwx');
    fill('Website URL', 'https://blog.example.com');
    submit();
    await waitFor(() => expectMessage('Website URL', Messages.websiteUrlInvalid));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = {
      status: 400,
      body: { success: false, message: Messages.wordpressAuthFailed, code: ErrorCode.WORDPRESS_AUTH_FAILED },
    };
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(Messages.wordpressConnectionFailedTitle);
    expect(alert.textContent).toContain(Messages.wordpressAuthFailed);
    expect(field('Website URL').getAttribute('aria-invalid')).toBeNull();
  });
});
