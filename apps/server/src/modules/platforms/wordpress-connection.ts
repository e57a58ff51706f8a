/**
 * Connecting a WordPress site: the adapter checks the credentials against the site for real
 * (discovery, users/me, Author capabilities); only then is the application password stored, sealed
 * and bound to the user, with the user's roles there (what publishing may do: structured data and new
 * categories for Editors and up), refreshed at every reconnect. Failures carry PRODUCT.md §8's messages.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { wordpressConnections } from '../../db/schema/platforms.ts';
import { BlogError, type BlogErrorKind, type BlogSite } from '../../integrations/blog/blog-publisher.ts';
import { AppError } from '../../lib/errors.ts';

type Deps = Pick<AppContext, 'db' | 'secrets' | 'blogs'>;

/** A WordPress site as the user enters it: its address and the account's application password. */
export type WordPressSite = Pick<BlogSite, 'siteUrl' | 'username' | 'applicationPassword'>;

/** A connected site as publishing gets it: credentials, and what is known of the user's rights there. */
export interface PublishingSite extends BlogSite {
  /** The user's WordPress roles at the last connect; absent for a connection made before they were kept. */
  roles?: readonly string[];
  /** Whose connection it is: where roles asked for later are kept. */
  ownerId?: string;
}

const failures: Record<BlogErrorKind, { code: ErrorCode; message: string }> = {
  authentication: { code: ErrorCode.WORDPRESS_AUTH_FAILED, message: Messages.wordpressAuthFailed },
  permissions: { code: ErrorCode.WORDPRESS_PERMISSIONS, message: Messages.wordpressPermissions },
  'api-not-found': { code: ErrorCode.WORDPRESS_REST_NOT_FOUND, message: Messages.wordpressRestNotFound },
  connection: { code: ErrorCode.WORDPRESS_UNREACHABLE, message: Messages.wordpressUnreachable },
  unknown: { code: ErrorCode.WORDPRESS_FAILED, message: Messages.wordpressFailed },
};

/** PRODUCT.md §7: a failed platform call carries its text in `error` too. */
export function platformError(code: ErrorCode, message: string, status = 400) {
  return new AppError(code, message, status, { error: message });
}

/** The associated data that ties a sealed application password to its owner. */
const sealedFor = (userId: string) => `wordpress:${userId}`;

/** The last four characters, which is all the browser ever sees of the application password. */
function hintOf(applicationPassword: string): string {
  return applicationPassword.replace(/\s+/g, '').slice(-4);
}

export async function connectWordPress(
  deps: Deps,
  userId: string,
  site: WordPressSite,
  options: { demo?: boolean } = {},
) {
  let connection: Awaited<ReturnType<Deps['blogs']['wordpress']['connect']>>;
  try {
    connection = await deps.blogs.wordpress.connect(site);
  } catch (error) {
    if (error instanceof BlogError) {
      const failure = failures[error.kind];
      throw platformError(failure.code, failure.message);
    }
    throw error;
  }
  const values = {
    siteUrl: connection.siteUrl,
    apiRoot: connection.apiRoot,
    username: connection.user.username || site.username,
    wordpressUserId: String(connection.user.id),
    wordpressRoles: connection.user.roles,
    sealedApplicationPassword: deps.secrets.seal(site.applicationPassword, sealedFor(userId)),
    apiKeyHint: hintOf(site.applicationPassword),
    demo: options.demo ?? false,
    verifiedAt: new Date(),
    updatedAt: new Date(),
  };
  const [row] = await deps.db
    .insert(wordpressConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: wordpressConnections.userId, set: values })
    .returning();
  return row;
}

export async function findWordPressConnection(db: Database, userId: string) {
  const [row] = await db.select().from(wordpressConnections).where(eq(wordpressConnections.userId, userId));
  return row;
}

/**
 * The site and its credentials, for publishing, with the user's stored roles (none for a connection
 * older than them) and its owner; undefined when none is connected.
 */
export async function findWordPressSite(
  deps: Pick<Deps, 'db' | 'secrets'>,
  userId: string,
): Promise<(PublishingSite & { apiRoot: string }) | undefined> {
  const row = await findWordPressConnection(deps.db, userId);
  if (!row) return undefined;
  return {
    engine: 'wordpress',
    siteUrl: row.siteUrl,
    apiRoot: row.apiRoot,
    username: row.username,
    applicationPassword: deps.secrets.open(row.sealedApplicationPassword, sealedFor(userId)),
    ...(row.wordpressRoles ? { roles: row.wordpressRoles } : {}),
    ownerId: userId,
  };
}

/**
 * Keeps the roles a run had to ask WordPress for (a connection made before roles were stored): only
 * on the same site and user, and only where none were stored since (a reconnect's are fresher).
 */
export async function rememberWordPressRoles(
  db: Database,
  userId: string,
  site: Pick<WordPressSite, 'siteUrl' | 'username'>,
  roles: readonly string[],
) {
  await db
    .update(wordpressConnections)
    .set({ wordpressRoles: [...roles], updatedAt: new Date() })
    .where(
      and(
        eq(wordpressConnections.userId, userId),
        eq(wordpressConnections.siteUrl, site.siteUrl),
        eq(wordpressConnections.username, site.username),
        isNull(wordpressConnections.wordpressRoles),
      ),
    );
}

export async function disconnectWordPress(db: Database, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(wordpressConnections)
    .where(eq(wordpressConnections.userId, userId))
    .returning({ userId: wordpressConnections.userId });
  return deleted.length > 0;
}

/** Drops roles WordPress has shown to be out of date: the next run asks for them again. */
export async function forgetWordPressRoles(db: Database, userId: string) {
  await db
    .update(wordpressConnections)
    .set({ wordpressRoles: null, updatedAt: new Date() })
    .where(eq(wordpressConnections.userId, userId));
}

/** The demo site of this server: configured, else the sandbox's demo blog. */
export function demoWordPressSite(ctx: Pick<AppContext, 'config' | 'sandboxes'>): WordPressSite | undefined {
  if (ctx.config.wordpress.demoSite) return ctx.config.wordpress.demoSite;
  const sandbox = ctx.sandboxes.wordpress;
  if (!sandbox) return undefined;
  return {
    siteUrl: sandbox.publicUrl,
    username: sandbox.username,
    applicationPassword: sandbox.applicationPassword,
  };
}
