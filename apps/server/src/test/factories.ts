/** Builders of the rows a test needs, through the same services the product uses. */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUserWithGrant } from '../modules/auth/auth.service.ts';
import { createSession } from '../modules/auth/sessions.service.ts';
import { uniqueEmail } from './test-server.ts';

export const DEFAULT_PASSWORD = 'Sup3rSecret!';

export async function buildUser(
  ctx: Pick<AppContext, 'db'>,
  overrides: {
    email?: string;
    password?: string;
    isVerified?: boolean;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const email = overrides.email ?? uniqueEmail();
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction((tx) =>
    createUserWithGrant(tx, {
      email,
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Lovelace',
      passwordHash,
      isVerified: overrides.isVerified ?? true,
    }),
  );
  return { user, email, password };
}

/** A verified user with a live session: `headers` authenticate with Bearer. */
export async function buildSignedInUser(
  ctx: Pick<AppContext, 'db'>,
  overrides: Parameters<typeof buildUser>[1] = {},
) {
  const built = await buildUser(ctx, overrides);
  const { token } = await createSession(ctx.db, built.user.id, { ttlMs: 60 * 60 * 1000 });
  return { ...built, token, headers: { authorization: `Bearer ${token}` } };
}

export async function reloadUser(ctx: Pick<AppContext, 'db'>, userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

/** A campaign's creation body (POST /api/campaigns) with two products the Amazon sandbox knows. */
export const campaignPayload = {
  name: 'Earbuds showdown',
  product1Url: 'https://www.amazon.com/Apple-AirPods-Pro/dp/B0D1XD1ZV3',
  product2Url: 'https://www.amazon.com/dp/B0C33XXS56?th=1',
  product1Notes: null,
  product2Notes: null,
  product1ManufacturerUrl: null,
  product2ManufacturerUrl: null,
  frequency: 6,
  totalRuns: 10,
  autoPostPinterest: false,
  selectedPinterestBoardId: null,
  selectedPinterestBoardName: null,
  descriptionPinterest: null,
  publishing: 'publish' as const,
};
