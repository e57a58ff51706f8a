import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { meAnswer, mockFetch, renderAt, signedOut } from '../../test/render.tsx';
import { SupportWidget } from './support-widget.tsx';

const routes = <Route path="/" element={<SupportWidget />} />;
const sent = () => ({ body: { success: true, message: 'Message sent' } });

async function openPanel() {
  const button = await screen.findByRole('button', { name: 'Support' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  await screen.findByRole('dialog', { name: 'Contact support' });
  return button;
}

const messageBox = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const sentBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/support/message'))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('support widget', () => {
  it('opens a labelled panel with a live counter; Send waits for more than blanks', async () => {
    mockFetch(signedOut);
    renderAt('/', routes);
    const button = await openPanel();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('0/1000')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(messageBox(), { target: { value: '   ' } });
    expect(screen.getByText('3/1000')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(messageBox(), { target: { value: 'Hello there' } });
    expect(screen.getByText('11/1000')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    expect(messageBox().maxLength).toBe(1000);
    expect(
      [...(screen.getByLabelText('Type') as HTMLSelectElement).options].map((o) => [o.value, o.text]),
    ).toEqual([
      ['question', 'Question'],
      ['bug', 'Bug report'],
      ['feature', 'Feature request'],
    ]);
  });

  it('asks a visitor for an email, then sends it with the page, browser and time', async () => {
    const fetchMock = mockFetch({ ...signedOut, 'POST /api/support/message': sent });
    renderAt('/', routes);
    await openPanel();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bug' } });
    fireEvent.change(messageBox(), { target: { value: '  The pins are late  ' } });
    fireEvent.click(sendButton());
    const missing = await screen.findByText("Please ensure you're logged in");
    const email = screen.getByLabelText('Your email');
    // The message is the field's: next to it, the field invalid and described by it, focused.
    expect(missing.id).toBe(`${email.id}-error`);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-error`);
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentBodies(fetchMock)).toEqual([]);

    fireEvent.change(email, { target: { value: 'grace@' } });
    expect(screen.queryByText("Please ensure you're logged in")).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(sendButton());
    expect((await screen.findByText('Please enter a valid email address')).id).toBe(`${email.id}-error`);
    expect(sentBodies(fetchMock)).toEqual([]);

    fireEvent.change(email, { target: { value: 'grace@example.com' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    const [body] = sentBodies(fetchMock);
    expect(body).toMatchObject({
      type: 'bug',
      message: 'The pins are late',
      userEmail: 'grace@example.com',
      website: '',
      url: `${window.location.origin}${window.location.pathname}`,
      userAgent: navigator.userAgent,
    });
    expect(body.userName).toBeUndefined();
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it('sends a signed-in user’s email and name, without an email field', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': meAnswer(), 'POST /api/support/message': sent });
    renderAt('/', routes);
    await openPanel();
    await waitFor(() => expect(screen.queryByLabelText('Your email')).toBeNull());
    fireEvent.change(messageBox(), { target: { value: 'A question' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    expect(sentBodies(fetchMock)[0]).toMatchObject({
      type: 'question',
      message: 'A question',
      userEmail: 'ada@example.com',
      userName: 'Ada Lovelace',
    });
  });

  it('shows Message Sent! for 3 s, then closes and starts afresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'POST /api/support/message': sent });
    renderAt('/', routes);
    const button = await openPanel();
    fireEvent.change(messageBox(), { target: { value: 'Thanks!' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Message Sent!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(messageBox().value).toBe('');
    expect(screen.getByText('0/1000')).toBeTruthy();
  });

  it('shows PRODUCT.md’s failure text, with the server’s reason when it gives one, and keeps the message', async () => {
    let answer = { status: 500, body: { success: false, message: 'boom', code: 'INTERNAL_ERROR' } };
    mockFetch({ 'GET /api/auth/me': meAnswer(), 'POST /api/support/message': () => answer });
    renderAt('/', routes);
    await openPanel();
    fireEvent.change(messageBox(), { target: { value: 'Help' } });
    fireEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to send message. Please try again.');
    expect(messageBox().value).toBe('Help');

    answer = {
      status: 429,
      body: {
        success: false,
        message: 'Too many requests from this IP, please try again later.',
        code: 'RATE_LIMITED',
      },
    };
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Too many requests from this IP, please try again later.',
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to send message. Please try again.');
  });

  it('shows the server’s field errors next to their fields, without the failure text', async () => {
    mockFetch({
      'GET /api/auth/me': meAnswer(),
      'POST /api/support/message': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Please include at most 3 links in your message',
          code: 'VALIDATION_ERROR',
          errors: { message: ['Please include at most 3 links in your message'] },
        },
      }),
    });
    renderAt('/', routes);
    await openPanel();
    fireEvent.change(messageBox(), { target: { value: 'See http://a.example' } });
    fireEvent.click(sendButton());
    const refused = await screen.findByText('Please include at most 3 links in your message');
    expect(refused.id).toBe(`${messageBox().id}-error`);
    expect(messageBox().getAttribute('aria-invalid')).toBe('true');
    // The counter still describes the message, after its error.
    expect(messageBox().getAttribute('aria-describedby')).toBe(
      `${messageBox().id}-error ${messageBox().id}-counter`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(messageBox().value).toBe('See http://a.example');
  });

  it('closes with Escape and gives focus back to the button', async () => {
    mockFetch(signedOut);
    renderAt('/', routes);
    const button = await openPanel();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the honeypot from people: out of the tab order and of the accessibility tree', async () => {
    mockFetch(signedOut);
    renderAt('/', routes);
    await openPanel();
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});
