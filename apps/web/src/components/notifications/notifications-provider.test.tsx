import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type NotificationInput,
  NotificationsProvider,
  useNotifications,
} from './notifications-provider.tsx';

function Trigger({ input }: { input: NotificationInput }) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(input)}>
      notify
    </button>
  );
}

function renderWith(input: NotificationInput) {
  render(
    <NotificationsProvider>
      <Trigger input={input} />
    </NotificationsProvider>,
  );
  fireEvent.click(screen.getByText('notify'));
}

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('slides in after 100 ms and leaves after the default 5000 ms plus a 300 ms slide-out', () => {
    renderWith({ type: 'success', title: 'Saved' });
    const item = screen.getByText('Saved').closest('[data-phase]');
    expect(item?.getAttribute('data-phase')).toBe('entering');
    act(() => vi.advanceTimersByTime(100));
    expect(item?.getAttribute('data-phase')).toBe('shown');
    act(() => vi.advanceTimersByTime(4900));
    expect(item?.getAttribute('data-phase')).toBe('leaving');
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a notification with duration 0 until it is closed', () => {
    renderWith({ type: 'error', title: 'Broken', duration: 0 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Broken')).toBeNull();
  });

  it('runs an action and then closes the notification', () => {
    const action = vi.fn();
    renderWith({
      type: 'info',
      title: 'Board needed',
      duration: 0,
      actions: [{ label: 'Select a Board', action, primary: true }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Select a Board' }));
    expect(action).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Board needed')).toBeNull();
  });

  it('stacks any number of notifications', () => {
    renderWith({ type: 'warning', title: 'Careful', duration: 0 });
    for (let index = 0; index < 6; index += 1) fireEvent.click(screen.getByText('notify'));
    expect(screen.getAllByText('Careful')).toHaveLength(7);
  });

  it('throws outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger input={{ type: 'info', title: 'x' }} />)).toThrow(/NotificationsProvider/);
    spy.mockRestore();
  });
});
