import type { Campaign } from '@aa/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../../test/render.tsx';
import '../campaigns-i18n.ts';
import { CampaignRows, type RowActions } from './campaign-rows.tsx';

const campaign = (status: Campaign['status']): Campaign => ({
  id: `c-${status}`,
  name: `Earbuds ${status}`,
  status,
  product1_url: 'https://www.amazon.com/dp/B0C33XXS56',
  product2_url: 'https://www.amazon.com/dp/B0CHWRXH8B',
  product1_title: null,
  product2_title: null,
  product1_notes: null,
  product2_notes: null,
  product1_manufacturer_url: null,
  product2_manufacturer_url: null,
  frequency: 6,
  total_runs: 10,
  completed_runs: 2,
  remaining_runs: 8,
  created_at: '2026-11-20T10:00:00Z',
  last_run: null,
  next_run: '2026-11-26T10:00:00Z',
  auto_post_pinterest: false,
  selected_pinterest_board_id: null,
  selected_pinterest_board_name: null,
  description_pinterest: null,
  articles_generated: 2,
  store: 'amazon.com',
  language: 'en',
  time_zone: 'Europe/Paris',
  publishing: 'publish',
  wordpress_site_id: null,
});

const actions: RowActions = {
  busyId: null,
  toggle: vi.fn(),
  run: vi.fn(),
  remove: vi.fn(),
  setFrequency: vi.fn(),
};

describe('a campaign row’s action buttons', () => {
  it('say in their tooltip what they do: Pause an active campaign, Resume a paused one', async () => {
    mockFetch({});
    renderAt(
      '/',
      <Route
        path="/"
        element={
          <CampaignRows campaigns={[campaign('active'), campaign('paused')]} actions={actions} now={0} />
        }
      />,
    );
    const pause = (await screen.findAllByRole('button', { name: 'Pause Earbuds active' }))[0];
    expect(pause?.getAttribute('title')).toBe('Pause Earbuds active');
    const resume = screen.getAllByRole('button', { name: 'Resume Earbuds paused' })[0];
    expect(resume?.getAttribute('title')).toBe('Resume Earbuds paused');
    expect(screen.getAllByRole('button', { name: 'Run Earbuds active now' })[0]?.getAttribute('title')).toBe(
      'Run Earbuds active now',
    );
    expect(screen.queryByTitle('Paused')).toBeNull();
  });

  it('say why Run now cannot run a paused or a finished campaign, and do nothing on a click', async () => {
    mockFetch({});
    const run = vi.fn();
    const finished = { ...campaign('completed'), remaining_runs: 0, completed_runs: 10 };
    renderAt(
      '/',
      <Route
        path="/"
        element={
          <CampaignRows campaigns={[campaign('paused'), finished]} actions={{ ...actions, run }} now={0} />
        }
      />,
    );
    const paused = (await screen.findAllByRole('button', { name: 'Run Earbuds paused now' }))[0];
    if (!paused) throw new Error('no Run now button');
    expect(paused.getAttribute('aria-disabled')).toBe('true');
    expect(paused.hasAttribute('disabled')).toBe(false);
    expect(paused.getAttribute('title')).toBe('Earbuds paused is paused: resume it to run it now.');
    fireEvent.click(paused);
    const done = screen.getAllByRole('button', { name: 'Run Earbuds completed now' })[0];
    expect(done?.getAttribute('title')).toBe('Earbuds completed has done all its runs.');
    if (done) fireEvent.click(done);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the next run', () => {
  it('says the time of a run due within the hour, and Soon alone for one already due', async () => {
    mockFetch({});
    const now = Date.parse('2026-11-26T09:20:00Z');
    const inForty = { ...campaign('active'), id: 'c-40', name: 'In forty minutes' };
    const due = { ...campaign('active'), id: 'c-due', name: 'Due', next_run: '2026-11-26T09:00:00Z' };
    renderAt(
      '/',
      <Route path="/" element={<CampaignRows campaigns={[inForty, due]} actions={actions} now={now} />} />,
    );
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(
      new Date('2026-11-26T10:00:00Z'),
    );
    const soon = (await screen.findAllByText(`Soon · ${time}`))[0];
    expect(soon?.tagName).toBe('TIME');
    expect(soon?.getAttribute('dateTime')).toBe('2026-11-26T10:00:00.000Z');
    expect(screen.getAllByText('Soon').length).toBeGreaterThan(0);
  });
});

describe('the inline frequency edit', () => {
  it('says the range instead of saving 200 hours as 168; Escape gives up', async () => {
    mockFetch({});
    const setFrequency = vi.fn();
    renderAt(
      '/',
      <Route
        path="/"
        element={
          <CampaignRows campaigns={[campaign('active')]} actions={{ ...actions, setFrequency }} now={0} />
        }
      />,
    );
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'Edit frequency of Earbuds active' }))[0] as HTMLElement,
    );
    const input = screen.getByRole('spinbutton', { name: 'Frequency in hours' });
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Frequency must be between 1 and 168 hours');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(setFrequency).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(setFrequency).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-active' }), 12);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe("a campaign's products and name in the list", () => {
  it('name both products, linked to Amazon, shortened to their head, the ASIN while no name is known', async () => {
    mockFetch({});
    const named = {
      ...campaign('active'),
      product1_title: 'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, USB-C Charging',
      product2_title: null,
    };
    renderAt(
      '/',
      <Route path="/" element={<CampaignRows campaigns={[named]} actions={actions} now={0} />} />,
    );
    // The table and the stacked cards both carry them (one is hidden by the screen's width).
    const airpods = await screen.findAllByRole('link', {
      name: /^Apple AirPods Pro 2 Wireless Earbuds \(on Amazon/,
    });
    expect(airpods).toHaveLength(2);
    for (const link of airpods) {
      expect(link.getAttribute('href')).toBe(named.product1_url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
      expect(link.getAttribute('title')).toBe(named.product1_title);
    }
    const asin = screen.getAllByRole('link', { name: /^B0CHWRXH8B/ });
    expect(asin[0]?.getAttribute('href')).toBe(named.product2_url);

    const pages = screen.getAllByRole('link', { name: 'Earbuds active' });
    expect(pages).toHaveLength(2);
    for (const link of pages) expect(link.getAttribute('href')).toBe('/dashboard/campaigns/c-active');
  });
});
