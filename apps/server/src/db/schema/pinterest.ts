/** The Pinterest account a user pins to, and OAuth states in flight; owned by the pinterest module. */
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * One Pinterest account per user. Tokens are sealed with the secret box (associated data: user and
 * token kind); the refresh token is never replaced by an empty one.
 */
export const pinterestConnections = pgTable('pinterest_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  profileImage: text('profile_image'),
  accountType: text('account_type').notNull(),
  sealedAccessToken: text('sealed_access_token').notNull(),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
  sealedRefreshToken: text('sealed_refresh_token'),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope').notNull(),
  selectedBoardId: text('selected_board_id'),
  selectedBoardName: text('selected_board_name'),
  /**
   * Pin pacing (issue 32): pins per day, the posting window (minutes after local midnight) in
   * `pinTimeZone` (null: the campaign's time zone, else UTC), one post's pins' spacing, random minutes.
   */
  pinsPerDay: smallint('pins_per_day').notNull().default(5),
  pinWindowStart: smallint('pin_window_start').notNull().default(480),
  pinWindowEnd: smallint('pin_window_end').notNull().default(1260),
  pinSpacingHours: smallint('pin_spacing_hours').notNull().default(24),
  pinRandomMinutes: boolean('pin_random_minutes').notNull().default(true),
  pinTimeZone: text('pin_time_zone'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The `state` of each authorize URL we hand out (its SHA-256), single use: the completion consumes
 * it, so a replayed or forged callback is refused and a double submission is processed once.
 */
export const pinterestOauthStates = pgTable(
  'pinterest_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pinterest_oauth_states_user_id_idx').on(t.userId)],
);
