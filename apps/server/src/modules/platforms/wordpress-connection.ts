/**
 * The user's WordPress sites (issue 31). Connecting checks the credentials against the site for real
 * (discovery, users/me, Author capabilities); only then is the application password stored, sealed
 * and bound to the user, with the user's roles there (what publishing may do: structured data and new
 * categories for Editors and up), refreshed at every reconnect. Failures carry PRODUCT.md §8's
 * messages. One site is the default: PRODUCT.md's single-site status answers for it, and a campaign
 * without a site of its own (or whose site was removed) publishes there. A plan connects a number of
 * sites (PLAN_SITE_LIMITS); the demo blog never counts.
 */
import { ErrorCode, Messages, siteLimitOf, type WordPressSite as WordPressSiteView } from '@aa/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../../db/client.ts';
import { wordpressConnections } from '../../db/schema/platforms.ts';
import { BlogError, type BlogErrorKind, type BlogSite } from '../../integrations/blog/blog-publisher.ts';
import { AppError } from '../../lib/errors.ts';
import { currentPlanId } from '../billing/billing.service.ts';

type Deps = Pick<AppContext, 'db' | 'secrets' | 'blogs'>;
type SiteRow = typeof wordpressConnections.$inferSelect;

/** A WordPress site as the user enters it: its address and the account's application password. */
export type WordPressSite = Pick<BlogSite, 'siteUrl' | 'username' | 'applicationPassword'>;

/** A connected site as publishing gets it: credentials, and what is known of the user's rights there. */
export interface PublishingSite extends BlogSite {
  /** The site's id among the user's sites. */
  id: string;
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

/** What a site is called until the user names it: its address without the scheme and `www.`. */
export function defaultSiteName(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/+$/, '') || siteUrl;
}

const connectedOf = (userId: string) =>
  and(eq(wordpressConnections.userId, userId), isNull(wordpressConnections.removedAt));

/** The user's connected sites, the default first, then in the order they were connected. */
export async function listWordPressConnections(db: Database | Tx, userId: string): Promise<SiteRow[]> {
  return db
    .select()
    .from(wordpressConnections)
    .where(connectedOf(userId))
    .orderBy(desc(wordpressConnections.isDefault), asc(wordpressConnections.createdAt));
}

/** The refusal of one more site than the plan connects (the plan's words: one, or up to N). */
function siteLimitError(limit: number) {
  const message =
    limit === 1
      ? Messages.wordpressSiteLimitOne
      : Messages.wordpressSiteLimit.replace('{{limit}}', String(limit));
  return platformError(ErrorCode.WORDPRESS_SITE_LIMIT, message, 403);
}

/** How many sites the user's plan connects and how many count against it (the demo blog does not). */
export async function siteRoom(db: Database | Tx, userId: string) {
  const [planId, rows] = await Promise.all([
    currentPlanId(db as Database, userId),
    db
      .select({ siteUrl: wordpressConnections.siteUrl })
      .from(wordpressConnections)
      .where(and(connectedOf(userId), eq(wordpressConnections.demo, false))),
  ]);
  return { limit: siteLimitOf(planId), used: rows.length, urls: new Set(rows.map((row) => row.siteUrl)) };
}

/** Refuses a new site beyond the plan (a site already connected can always be connected again). */
async function ensureRoom(db: Database | Tx, userId: string, siteUrl: string, demo: boolean) {
  if (demo) return;
  const room = await siteRoom(db, userId);
  if (!room.urls.has(siteUrl) && room.used >= room.limit) throw siteLimitError(room.limit);
}

/** One change of a user's sites at a time: two connects cannot both take the plan's last place. */
function changingSites<T>(db: Database, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wordpress-sites:${userId}`}))`);
    return change(tx);
  });
}

/**
 * Makes `siteId` (by default the user's oldest connected site) the default when the user has none;
 * the row made default, else undefined.
 */
async function defaultWhenNone(tx: Tx, userId: string, siteId?: string): Promise<SiteRow | undefined> {
  const oldest = sql`(select id from ${wordpressConnections} where user_id = ${userId} and removed_at is null order by created_at limit 1)`;
  const [made] = await tx
    .update(wordpressConnections)
    .set({ isDefault: true })
    .where(
      and(
        siteId ? eq(wordpressConnections.id, siteId) : sql`${wordpressConnections.id} = ${oldest}`,
        sql`not exists (select 1 from ${wordpressConnections} where user_id = ${userId} and is_default)`,
      ),
    )
    .returning();
  return made;
}

/** Turns a blog's refusal into PRODUCT.md §8's error; anything else goes on as it is. */
function connectionFailure(error: unknown): never {
  if (error instanceof BlogError) {
    const failure = failures[error.kind];
    throw platformError(failure.code, failure.message);
  }
  throw error;
}

/**
 * Adds a site, or reconnects the one the user has at that address (its id, name and campaigns kept;
 * a removed one comes back). The first connected site becomes the default.
 */
export async function connectWordPress(
  deps: Deps,
  userId: string,
  site: WordPressSite,
  options: {
    demo?: boolean;
    /** Its name, also when it reconnects (the user typed one). */
    name?: string;
    /** Its name when it is new (else the address's host). */
    newName?: string;
  } = {},
): Promise<SiteRow> {
  const demo = options.demo ?? false;
  // No call to a site the plan cannot add; checked again below, under the user's lock.
  await ensureRoom(deps.db, userId, site.siteUrl, demo);
  const connection = await deps.blogs.wordpress.connect(site).catch(connectionFailure);
  const values = {
    siteUrl: connection.siteUrl,
    apiRoot: connection.apiRoot,
    username: connection.user.username || site.username,
    wordpressUserId: String(connection.user.id),
    wordpressRoles: connection.user.roles,
    sealedApplicationPassword: deps.secrets.seal(site.applicationPassword, sealedFor(userId)),
    apiKeyHint: hintOf(site.applicationPassword),
    demo,
    verifiedAt: new Date(),
    checkError: null,
    removedAt: null,
    updatedAt: new Date(),
    ...(options.name ? { name: options.name } : {}),
  };
  return changingSites(deps.db, userId, async (tx) => {
    await ensureRoom(tx, userId, connection.siteUrl, demo);
    const [row] = await tx
      .insert(wordpressConnections)
      .values({ userId, name: options.newName ?? defaultSiteName(connection.siteUrl), ...values })
      .onConflictDoUpdate({
        target: [wordpressConnections.userId, wordpressConnections.siteUrl],
        set: values,
      })
      .returning();
    if (!row) throw new Error('the site was not saved');
    return (await defaultWhenNone(tx, userId, row.id)) ?? row;
  });
}

/** The user's default site (PRODUCT.md's single-site status answers for it). */
export async function findWordPressConnection(
  db: Database | Tx,
  userId: string,
): Promise<SiteRow | undefined> {
  const [row] = await db
    .select()
    .from(wordpressConnections)
    .where(and(connectedOf(userId), eq(wordpressConnections.isDefault, true)));
  return row;
}

/** One of the user's connected sites; undefined for another user's, a removed one or none. */
export async function findWordPressSiteRow(db: Database | Tx, userId: string, siteId: string) {
  const [row] = await db
    .select()
    .from(wordpressConnections)
    .where(and(connectedOf(userId), eq(wordpressConnections.id, siteId)));
  return row;
}

function publishingSite(deps: Pick<Deps, 'secrets'>, row: SiteRow): PublishingSite & { apiRoot: string } {
  if (!row.sealedApplicationPassword) throw new Error('a removed site has no credentials');
  return {
    engine: 'wordpress',
    id: row.id,
    siteUrl: row.siteUrl,
    apiRoot: row.apiRoot,
    username: row.username,
    applicationPassword: deps.secrets.open(row.sealedApplicationPassword, sealedFor(row.userId)),
    ...(row.wordpressRoles ? { roles: row.wordpressRoles } : {}),
    ownerId: row.userId,
  };
}

/**
 * A site and its credentials, for publishing, with the user's stored roles (none for a connection
 * older than them) and its owner. `siteId` names the site (undefined when it is not connected);
 * without one, the default site; undefined when none is connected.
 */
export async function findWordPressSite(
  deps: Pick<Deps, 'db' | 'secrets'>,
  userId: string,
  siteId?: string | null,
): Promise<(PublishingSite & { apiRoot: string }) | undefined> {
  const row = siteId
    ? await findWordPressSiteRow(deps.db, userId, siteId)
    : await findWordPressConnection(deps.db, userId);
  return row && publishingSite(deps, row);
}

/**
 * Where a campaign's runs publish: its site while that is connected, else the default (a campaign
 * from before sites could be chosen, or whose site was removed).
 */
export async function campaignSiteRow(db: Database | Tx, userId: string, campaignSiteId: string | null) {
  const own = campaignSiteId ? await findWordPressSiteRow(db, userId, campaignSiteId) : undefined;
  return own ?? (await findWordPressConnection(db, userId));
}

/**
 * The site a run publishes to: the one it recorded (its post is there; undefined once that site is
 * removed), else its campaign's (see campaignSiteRow), which the pipeline then records.
 */
export async function findRunSite(
  deps: Pick<Deps, 'db' | 'secrets'>,
  run: RunOfSite,
): Promise<(PublishingSite & { apiRoot: string }) | undefined> {
  const row = await runSiteRow(deps.db, run);
  return row && publishingSite(deps, row);
}

/** A run as findRunSite reads it: the site it recorded, and its campaign's. */
export interface RunOfSite {
  execution: { userId: string; wordpressSiteId: string | null };
  campaign: { wordpressSiteId: string | null };
}

/** findRunSite's row (its address for a mail, no password opened). */
export async function runSiteRow(db: Database | Tx, run: RunOfSite): Promise<SiteRow | undefined> {
  const { userId, wordpressSiteId } = run.execution;
  if (wordpressSiteId) return findWordPressSiteRow(db, userId, wordpressSiteId);
  return campaignSiteRow(db, userId, run.campaign.wordpressSiteId);
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
        connectedOf(userId),
        eq(wordpressConnections.siteUrl, site.siteUrl),
        eq(wordpressConnections.username, site.username),
        isNull(wordpressConnections.wordpressRoles),
      ),
    );
}

/**
 * Removes a site: its password is dropped, its row stays for the runs that published there. When it
 * was the default, the oldest remaining site becomes it. False when the user has no such site.
 */
export async function removeWordPressSite(db: Database, userId: string, siteId: string): Promise<boolean> {
  return changingSites(db, userId, async (tx) => {
    const removed = await tx
      .update(wordpressConnections)
      .set({
        removedAt: new Date(),
        isDefault: false,
        sealedApplicationPassword: null,
        updatedAt: new Date(),
      })
      .where(and(connectedOf(userId), eq(wordpressConnections.id, siteId)))
      .returning({ id: wordpressConnections.id });
    if (removed.length === 0) return false;
    await defaultWhenNone(tx, userId);
    return true;
  });
}

/** PRODUCT.md's DELETE /platforms/wordpress: the default site goes (another becomes the default). */
export async function disconnectWordPress(db: Database, userId: string): Promise<boolean> {
  const row = await findWordPressConnection(db, userId);
  return row ? removeWordPressSite(db, userId, row.id) : false;
}

/** Renames a site and/or makes it the default; false when the user has no such site. */
export async function updateWordPressSite(
  db: Database,
  userId: string,
  siteId: string,
  change: { name?: string; isDefault?: true },
): Promise<boolean> {
  return changingSites(db, userId, async (tx) => {
    const site = await findWordPressSiteRow(tx, userId, siteId);
    if (!site) return false;
    if (change.isDefault && !site.isDefault) {
      await tx
        .update(wordpressConnections)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(wordpressConnections.userId, userId), eq(wordpressConnections.isDefault, true)));
    }
    await tx
      .update(wordpressConnections)
      .set({
        ...(change.name ? { name: change.name } : {}),
        ...(change.isDefault ? { isDefault: true } : {}),
        updatedAt: new Date(),
      })
      .where(eq(wordpressConnections.id, siteId));
    return true;
  });
}

/**
 * Asks the site again with the stored credentials (the "Check" of a site): it answers and the user
 * still may publish there, or the reason it does not, kept on the site. Throws PRODUCT.md §8's error
 * when it fails; undefined when the user has no such site.
 */
export async function checkWordPressSite(
  deps: Deps,
  userId: string,
  siteId: string,
): Promise<SiteRow | undefined> {
  const row = await findWordPressSiteRow(deps.db, userId, siteId);
  if (!row) return undefined;
  const site = publishingSite(deps, row);
  try {
    const connection = await deps.blogs.wordpress.connect(site);
    await deps.db
      .update(wordpressConnections)
      .set({
        verifiedAt: new Date(),
        checkError: null,
        wordpressRoles: connection.user.roles,
        apiRoot: connection.apiRoot,
        updatedAt: new Date(),
      })
      .where(eq(wordpressConnections.id, row.id));
  } catch (error) {
    const message = error instanceof BlogError ? failures[error.kind].message : Messages.wordpressFailed;
    await deps.db
      .update(wordpressConnections)
      .set({ checkError: message, updatedAt: new Date() })
      .where(eq(wordpressConnections.id, row.id));
    connectionFailure(error);
  }
  return findWordPressSiteRow(deps.db, userId, siteId);
}

/** A site as the API shows it: never its password. */
export function presentWordPressSite(row: SiteRow): WordPressSiteView {
  return {
    id: row.id,
    url: row.siteUrl,
    name: row.name,
    isDefault: row.isDefault,
    demo: row.demo,
    username: row.username,
    apiKey: `•••• ${row.apiKeyHint}`,
    status: row.checkError ? 'failing' : 'connected',
    error: row.checkError,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}

/** GET /platforms/wordpress/sites: the sites and the plan's room. */
export async function listWordPressSites(db: Database, userId: string) {
  const [rows, room] = await Promise.all([listWordPressConnections(db, userId), siteRoom(db, userId)]);
  return { sites: rows.map(presentWordPressSite), limit: room.limit, used: room.used };
}

/** Drops roles WordPress has shown to be out of date: the next run asks for them again. */
export async function forgetWordPressRoles(db: Database, userId: string, siteId?: string) {
  await db
    .update(wordpressConnections)
    .set({ wordpressRoles: null, updatedAt: new Date() })
    .where(and(connectedOf(userId), siteId ? eq(wordpressConnections.id, siteId) : undefined));
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
