/**
 * Issue 32: the pin queue. Every pin a run makes waits in the queue and goes at a time the Pinterest
 * account's pacing allows: at most `pinsPerDay` in any 24 hours, inside a posting window of the day
 * in the account's time zone, at random minutes, the pins of one post at least `spacingHours` apart.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Messages } from './messages.ts';
import { timeZoneSchema } from './text.ts';

export const PINS_PER_DAY_MIN = 1;
export const PINS_PER_DAY_MAX = 25;
export const PIN_SPACING_HOURS_MIN = 1;
export const PIN_SPACING_HOURS_MAX = 168;
/** The shortest posting window, in minutes. */
export const PIN_WINDOW_MIN_MINUTES = 60;
/** No two pins of one account go closer than this (minutes), whatever the window and the cap. */
export const PIN_ACCOUNT_GAP_MINUTES = 20;
/** "Random minutes": a pin's time moves by up to this many minutes, so no two days look alike. */
export const PIN_RANDOM_MINUTES = 40;
/** "Change time" takes a time within this many days. */
export const PIN_RESCHEDULE_MAX_DAYS = 60;

/** "HH:MM", 00:00 to 24:00 (the window's end may be midnight). */
const clockSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: Messages.pinClockInvalid });

/** "08:30" → 510. */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A Pinterest account's pacing, as Platform Configuration → Pinterest → "Pin pacing" edits it. */
export const pinPacingSchema = z
  .object({
    pinsPerDay: z
      .number({ error: Messages.pinsPerDayRange })
      .int({ error: Messages.pinsPerDayRange })
      .min(PINS_PER_DAY_MIN, { error: Messages.pinsPerDayRange })
      .max(PINS_PER_DAY_MAX, { error: Messages.pinsPerDayRange }),
    windowStart: clockSchema,
    windowEnd: clockSchema,
    spacingHours: z
      .number({ error: Messages.pinSpacingRange })
      .int({ error: Messages.pinSpacingRange })
      .min(PIN_SPACING_HOURS_MIN, { error: Messages.pinSpacingRange })
      .max(PIN_SPACING_HOURS_MAX, { error: Messages.pinSpacingRange }),
    randomMinutes: z.boolean(),
    timeZone: timeZoneSchema,
  })
  .refine(
    (pacing) => clockMinutes(pacing.windowEnd) - clockMinutes(pacing.windowStart) >= PIN_WINDOW_MIN_MINUTES,
    {
      error: Messages.pinWindowTooShort,
      path: ['windowEnd'],
    },
  );
export type PinPacing = z.infer<typeof pinPacingSchema>;

export const PIN_PACING_DEFAULTS: Omit<PinPacing, 'timeZone'> = {
  pinsPerDay: 5,
  windowStart: '08:00',
  windowEnd: '21:00',
  spacingHours: 24,
  randomMinutes: true,
};

/**
 * GET and PUT /platforms/pinterest/pacing. `timeZoneSaved` false: no time zone was saved yet, pins
 * follow each campaign's time zone (`timeZone` is then UTC, and the form offers the browser's).
 */
export const pinPacingResponseSchema = envelope(
  z.object({ pacing: pinPacingSchema, timeZoneSaved: z.boolean() }),
);

/** A pin of a run in the queue, as the run shows it (`result_data.scheduled_pins`). */
export const scheduledPinSchema = z.object({
  image_number: z.number().int(),
  /** When it goes (ISO); for a failed pin, when it was due. */
  scheduled_for: z.string(),
  /** Absent on runs presented before the queue (older clients read only the two fields above). */
  id: z.uuid().optional(),
  board_id: z.string().nullable().optional(),
  board_name: z.string().nullable().optional(),
  /** `failed`: Pinterest refused it for good (`error` says why); "Post now" tries again. */
  status: z.enum(['scheduled', 'failed']).optional(),
  error: z.string().nullable().optional(),
});
export type ScheduledPin = z.infer<typeof scheduledPinSchema>;

export const scheduledPinParamsSchema = z.object({ executionId: z.uuid(), pinId: z.uuid() });

/** PATCH /campaigns/executions/{id}/scheduled-pins/{pinId}: "Change time". */
export const changePinTimeBodySchema = z.object({ scheduledFor: z.iso.datetime({ offset: true }) });
