/**
 * The islands' build joins class lists without tailwind-merge (shims/cn.ts). That is only right while
 * no island asks for conflicting utilities: here every island is rendered in its states (menu open,
 * each slide, both cycles, lightbox, support panel sending, failing, sent…) with the app's `cn`
 * watched, and any class list tailwind-merge would change fails the test.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clsx } from 'clsx';
import { Route } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { ExampleGallery } from '../features/marketing/components/example-gallery.tsx';
import { PricingPlans } from '../features/marketing/components/pricing-plans.tsx';
import { TestimonialCarousel } from '../features/marketing/components/testimonial-carousel.tsx';
import '../features/marketing/marketing-i18n.ts';
import { mockFetch, renderAt } from '../test/render.tsx';

const watched = vi.hoisted(() => ({ merged: [] as Array<{ joined: string; merged: string }> }));

vi.mock('../lib/cn.ts', () => ({
  cn: (...inputs: Parameters<typeof clsx>) => {
    const joined = clsx(inputs);
    const merged = twMerge(joined);
    if (merged !== joined) watched.merged.push({ joined, merged });
    return merged;
  },
}));

beforeEach(() => {
  watched.merged.length = 0;
});
afterEach(() => {
  expect(watched.merged.map(({ joined, merged }) => `${joined}  →  ${merged}`)).toEqual([]);
});

/** The public frame (navbar, footer's language switcher, support widget) around `page`. */
function renderPublic(page: React.ReactNode, path = '/') {
  return renderAt(
    path,
    <Route element={<PublicLayout />}>
      <Route path="*" element={page} />
    </Route>,
  );
}

describe('island class lists need no merging', () => {
  it('navbar (desktop links, mobile menu open and closed), language switcher', async () => {
    renderPublic(<p>page</p>, '/pricing');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(document.getElementById('mobile-menu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'fr' })).toBeTruthy();
  });

  it('support widget: closed, open, email missing, sending, failed, sent', async () => {
    let answer: () => { status?: number; body?: unknown } = () => ({ status: 500, body: {} });
    mockFetch({ 'POST /api/support/message': () => answer() });
    renderPublic(<p>page</p>);
    fireEvent.click(await screen.findByRole('button', { name: 'Support' }));
    await screen.findByRole('dialog', { name: 'Contact support' });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("Please ensure you're logged in")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    answer = () => ({ body: { success: true, message: 'Message sent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message Sent!')).toBeTruthy();
  });

  it('example gallery and its lightbox', async () => {
    renderPublic(<ExampleGallery />);
    fireEvent.click(screen.getAllByRole('button', { name: /^View full size/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Next/ }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('testimonials: every slide, paused and playing', async () => {
    renderPublic(<TestimonialCarousel />);
    const next = await screen.findByRole('button', { name: 'Next example' });
    for (let slide = 0; slide < 8; slide++) fireEvent.click(next);
    const pause = screen.getByRole('button', { name: /rotation$/ });
    fireEvent.click(pause);
    fireEvent.click(screen.getByRole('button', { name: /rotation$/ }));
  });

  it('pricing plans: annual and monthly', async () => {
    renderPublic(<PricingPlans />, '/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Monthly' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
  });
});
