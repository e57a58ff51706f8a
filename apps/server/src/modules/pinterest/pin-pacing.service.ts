/**
 * The Pinterest account's pin pacing (issue 32), kept with the connection: read for the pin queue and
 * edited from Platform Configuration. Clock times travel as "HH:MM", the row keeps minutes.
 */
import { clockMinutes, type PinPacing } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { pinterestConnections } from '../../db/schema/pinterest.ts';
import { notConnected, pacingColumns } from './pinterest-connection.ts';

/** The pacing as the queue applies it; `timeZone` null: the caller's fallback (the campaign's). */
export interface StoredPacing {
  pinsPerDay: number;
  windowStart: number;
  windowEnd: number;
  spacingHours: number;
  randomMinutes: boolean;
  timeZone: string | null;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The account's pacing; undefined when no Pinterest account is connected. */
export async function findPinPacing(db: Database | Tx, userId: string): Promise<StoredPacing | undefined> {
  const [row] = await db
    .select(pacingColumns)
    .from(pinterestConnections)
    .where(eq(pinterestConnections.userId, userId));
  return row;
}

/** The pacing as Platform Configuration shows it; the time zone, when none is set, the browser's. */
export function presentPinPacing(stored: StoredPacing, browserTimeZone = 'UTC'): PinPacing {
  return {
    pinsPerDay: stored.pinsPerDay,
    windowStart: clock(stored.windowStart),
    windowEnd: clock(stored.windowEnd),
    spacingHours: stored.spacingHours,
    randomMinutes: stored.randomMinutes,
    timeZone: stored.timeZone ?? browserTimeZone,
  };
}

export async function savePinPacing(db: Database, userId: string, pacing: PinPacing): Promise<StoredPacing> {
  const [row] = await db
    .update(pinterestConnections)
    .set({
      pinsPerDay: pacing.pinsPerDay,
      pinWindowStart: clockMinutes(pacing.windowStart),
      pinWindowEnd: clockMinutes(pacing.windowEnd),
      pinSpacingHours: pacing.spacingHours,
      pinRandomMinutes: pacing.randomMinutes,
      pinTimeZone: pacing.timeZone,
      updatedAt: new Date(),
    })
    .where(eq(pinterestConnections.userId, userId))
    .returning({ userId: pinterestConnections.userId });
  if (!row) throw notConnected();
  const saved = await findPinPacing(db, userId);
  if (!saved) throw notConnected();
  return saved;
}
