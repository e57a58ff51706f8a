/** Messages sent through the support widget; owned by the support module. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender; null for a visitor, and when the account is deleted later. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the reply goes: the session's address when signed in, else the one typed. */
    email: text('email').notNull(),
    name: text('name'),
    type: text('type').$type<'question' | 'bug' | 'feature'>().notNull(),
    message: text('message').notNull(),
    url: text('url'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);
