import { describe, expect, it } from 'vitest';
import { createdAge, nextRunDisplay, productLabel } from './campaign-format.ts';

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
    });
    expect(nextRunDisplay({ status: 'active', next_run: '2026-11-22T11:00:00Z' }, now)).toEqual({
      kind: 'soon',
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
});
