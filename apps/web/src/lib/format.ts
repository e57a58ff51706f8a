/** Locale-aware formatting through Intl, so dates and money follow the user's language. */
import { CURRENCY } from '@aa/contracts/plans';
import { displayTimeZone } from './display-time-zone.ts';

/** Money is shown in the one configured currency (PRODUCT.md §13) unless a price names its own. */
export const DEFAULT_CURRENCY = CURRENCY;

export function formatDate(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: displayTimeZone(),
  }).format(date);
}

/**
 * A date with its time ('Nov 23, 2026, 9:00 AM'), in the user's language; in `timeZone` when given
 * (a campaign's schedule), else the account's (display-time-zone.ts), else the browser's.
 */
export function formatDateTime(value: string | number | Date, locale: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone ?? displayTimeZone(),
  }).format(date);
}

/** 'Nov 23, 2026' and '9:00 AM' apart, for tables that put the time under the date. */
export function formatShortDate(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: displayTimeZone() }).format(date);
}

export function formatTime(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: displayTimeZone() }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A rate as a percentage with one decimal: '2.4%', in French '2,4 %'. */
export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate);
}

/** A change with its sign: '+300', '−10' (the locale's minus), '0'. */
export function formatSignedNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value);
}

export function formatMoney(amount: number, locale: string, currency = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'just now', '2 min ago', 'il y a 3 heures'… from a past timestamp. */
export function formatRelativeTime(from: number, now: number, locale: string): string {
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  let delta = Math.round((from - now) / 1000);
  if (Math.abs(delta) < 45) return formatter.format(0, 'second');
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(delta) < size) return formatter.format(delta, unit);
    delta = Math.round(delta / size);
  }
  return formatter.format(delta, 'year');
}

/** Up to two initials of a person's name, falling back to the email's first letter. */
export function initials(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || email.charAt(0).toUpperCase();
}
