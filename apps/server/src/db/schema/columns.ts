import { timestamp } from 'drizzle-orm/pg-core';

/** The creation time every table records. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The time a row last changed (set by the code that changes it). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
