/**
 * Wall-clock time in an IANA time zone without a library: the zone's offset at an instant (from
 * Intl's parts), the minutes since local midnight, and the instant of a local day's time, right across
 * daylight-saving changes (a time a change skips is taken as the instant after it).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(at: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as unknown as LocalParts;
}

/** The zone's offset from UTC at `at`, in milliseconds (Paris in winter: +3,600,000). */
export function zoneOffsetMs(at: number, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** Minutes since local midnight at `at` (0–1439). */
export function localMinutes(at: number, timeZone: string): number {
  const p = localParts(at, timeZone);
  return p.hour * 60 + p.minute;
}

/**
 * The instant of `minutes` after local midnight on the local day of `at`, moved by `dayShift` days
 * (1440 is the next midnight).
 */
export function localTimeOn(at: number, timeZone: string, minutes: number, dayShift = 0): number {
  const p = localParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day + dayShift, 0, minutes);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  // Where the two guesses differ the wall time is skipped or repeated: the later instant exists.
  return Math.max(first, second);
}
