import { describe, expect, it } from 'vitest';
import {
  createdAge,
  nextRunDisplay,
  productLabel,
  shortProductName,
  upcomingRuns,
} from './campaign-format.ts';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('campaign displays (PRODUCT.md §4)', () => {
  it('shows the next run as Completed, Paused, Not scheduled, Soon or a date', () => {
    expect(nextRunDisplay({ status: 'completed', next_run: null }, now)).toEqual({ kind: 'completed' });
    expect(nextRunDisplay({ status: 'paused', next_run: '2026-11-23T00:00:00Z' }, now)).toEqual({
      kind: 'paused',
    });
    expect(nextRunDisplay({ status: 'active', next_run: null }, now)).toEqual({ kind: 'notScheduled' });
    expect(nextRunDisplay({ status: 'active', next_run: '2026-11-22T12:59:00Z' }, now)).toEqual({
      kind: 'soon',
      date: new Date('2026-11-22T12:59:00Z'),
    });
    expect(nextRunDisplay({ status: 'active', next_run: '2026-11-22T11:00:00Z' }, now)).toEqual({
      kind: 'due',
    });
    expect(nextRunDisplay({ status: 'active', next_run: '2026-11-22T14:00:00Z' }, now)).toEqual({
      kind: 'date',
      date: new Date('2026-11-22T14:00:00Z'),
    });
  });

  it('shows the age in days, hours or minutes, or Just now', () => {
    expect(createdAge('2026-11-20T11:00:00Z', now)).toEqual({ unit: 'd', count: 2 });
    expect(createdAge('2026-11-22T09:30:00Z', now)).toEqual({ unit: 'h', count: 2 });
    expect(createdAge('2026-11-22T11:55:00Z', now)).toEqual({ unit: 'm', count: 5 });
    expect(createdAge('2026-11-22T11:59:30Z', now)).toEqual({ unit: 'now' });
  });

  it('labels products by ASIN', () => {
    expect(productLabel('https://www.amazon.com/Apple/dp/B0D1XD1ZV3?th=1')).toBe('B0D1XD1ZV3');
    expect(productLabel('https://amzn.to/3abc')).toBe('amzn.to');
  });

  it('shortens a listing title to what comes before its first comma or dash, never to almost nothing', () => {
    expect(
      shortProductName('Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, USB-C Charging'),
    ).toBe('Apple AirPods Pro 2 Wireless Earbuds');
    expect(shortProductName('Ring Video Doorbell – 1080p HD Video, Satin Nickel')).toBe(
      'Ring Video Doorbell',
    );
    expect(shortProductName('Sony WF-1000XM5 Truly Wireless Earbuds')).toBe(
      'Sony WF-1000XM5 Truly Wireless Earbuds',
    );
    expect(shortProductName('Echo, smart speaker')).toBe('Echo, smart speaker');
    // A decimal comma is the number's: the name goes on to the next separator.
    expect(
      shortProductName('COSORI Pro LE Friteuse sans huile 4,7 L, silencieuse, 9 fonctions de cuisson'),
    ).toBe('COSORI Pro LE Friteuse sans huile 4,7 L');
    expect(shortProductName('Anker PowerCore 10,000 mAh Power Bank, USB-C')).toBe(
      'Anker PowerCore 10,000 mAh Power Bank',
    );
  });

  it("lists an active campaign's next runs a frequency apart, as many as it has runs left", () => {
    const campaign = {
      status: 'active',
      next_run: '2026-11-22T14:00:00Z',
      frequency: 6,
      remaining_runs: 3,
    } as const;
    expect(upcomingRuns(campaign, 5).map((date) => date.toISOString())).toEqual([
      '2026-11-22T14:00:00.000Z',
      '2026-11-22T20:00:00.000Z',
      '2026-11-23T02:00:00.000Z',
    ]);
    expect(upcomingRuns(campaign, 2)).toHaveLength(2);
    expect(upcomingRuns({ ...campaign, status: 'paused' }, 5)).toEqual([]);
    expect(upcomingRuns({ ...campaign, next_run: null }, 5)).toEqual([]);
  });
});
