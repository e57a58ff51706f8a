/**
 * The Pinterest account of a user: OAuth 2 authorization code flow with a single-use state of ours
 * and PKCE, tokens sealed at rest (bound to the user and the token kind), refreshed before they
 * expire, and the board campaigns pin to. Pinterest errors become PRODUCT.md §8's messages.
 */
import { ErrorCode, Messages, PINTEREST_SCOPES } from '@aa/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { pinterestConnections, pinterestOauthStates } from '../../db/schema/pinterest.ts';
import { SocialApiError } from '../../integrations/social/social-publisher.ts';
import { AppError } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';

type Deps = Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config'>;

const STATE_TTL_MS = 10 * 60 * 1000;
/** Refresh an access token this long before it expires (Pinterest's last 30 days). */
const REFRESH_MARGIN_MS = 24 * 60 * 60 * 1000;

const sealedFor = (userId: string, kind: 'access' | 'refresh') => `pinterest:${kind}:${userId}`;

/**
 * The PKCE verifier of a flow, derived from its state under our key rather than stored (the state's
 * row keeps only its hash): a code is redeemed only by the flow that asked for it, so a code taken
 * from someone else's redirect and completed with one's own state is refused. A key rotation during
 * the flow's 10 minutes fails it once; connecting again works.
 */
const pkceVerifier = (deps: Deps, state: string) => deps.secrets.mac('pinterest-oauth-pkce', state);

/** PRODUCT.md §7: a failed platform call carries its text in `error` too. */
function pinterestError(code: ErrorCode, message: string, status = 400) {
  return new AppError(code, message, status, { error: message });
}

export const notConnected = () =>
  pinterestError(ErrorCode.PINTEREST_NOT_CONNECTED, Messages.pinterestNotConnected, 409);

/** A Pinterest API failure as the user should read it. */
export function fromPinterestError(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SocialApiError) {
    if (error.status === 401) return notConnected();
    if (error.status === 404) return pinterestError(ErrorCode.NOT_FOUND, Messages.notFound, 404);
    if (error.status === 429)
      return pinterestError(ErrorCode.RATE_LIMITED, Messages.pinterestUnavailable, 429);
    if (error.status === 400)
      return pinterestError(ErrorCode.VALIDATION_ERROR, error.message || fallback, 400);
    return pinterestError(ErrorCode.PINTEREST_API_ERROR, fallback, 502);
  }
  throw error;
}

/** An authorize URL for this user, with a fresh state that only this user can complete. */
export async function startPinterestAuthorization(deps: Deps, userId: string) {
  const state = generateToken();
  const now = Date.now();
  await deps.db.delete(pinterestOauthStates).where(lt(pinterestOauthStates.expiresAt, new Date(now)));
  await deps.db.insert(pinterestOauthStates).values({
    stateHash: hashToken(state),
    userId,
    expiresAt: new Date(now + STATE_TTL_MS),
  });
  const authUrl = deps.pinterest.authorizeUrl({
    redirectUri: deps.config.pinterest.redirectUri,
    state,
    scopes: [...PINTEREST_SCOPES],
    codeVerifier: pkceVerifier(deps, state),
  });
  return { authUrl, state };
}

/**
 * Consumes the state (a second submission of the same callback finds none and is refused), exchanges
 * the code on the server, reads the account and stores the tokens.
 */
export async function completePinterestAuthorization(
  deps: Deps,
  userId: string,
  input: { code: string; state: string },
) {
  const consumed = await deps.db
    .delete(pinterestOauthStates)
    .where(
      and(
        eq(pinterestOauthStates.stateHash, hashToken(input.state)),
        eq(pinterestOauthStates.userId, userId),
        gt(pinterestOauthStates.expiresAt, new Date()),
      ),
    )
    .returning({ stateHash: pinterestOauthStates.stateHash });
  if (consumed.length === 0) {
    throw pinterestError(ErrorCode.PINTEREST_OAUTH_STATE, Messages.pinterestInvalidState);
  }

  const tokens = await deps.pinterest
    .exchangeCode({
      code: input.code,
      redirectUri: deps.config.pinterest.redirectUri,
      codeVerifier: pkceVerifier(deps, input.state),
    })
    .catch(() => {
      throw pinterestError(ErrorCode.PINTEREST_OAUTH_FAILED, Messages.pinterestTokenFailed);
    });
  const account = await deps.pinterest.getUserAccount(tokens.accessToken).catch(() => {
    throw pinterestError(ErrorCode.PINTEREST_OAUTH_FAILED, Messages.pinterestUserInfoFailed);
  });

  const values = {
    username: account.username,
    profileImage: account.profileImage ?? null,
    accountType: account.accountType ?? 'BUSINESS',
    sealedAccessToken: deps.secrets.seal(tokens.accessToken, sealedFor(userId, 'access')),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    scope: tokens.scope ?? PINTEREST_SCOPES.join(','),
    updatedAt: new Date(),
    // A response without a refresh token keeps the one we have.
    ...(tokens.refreshToken
      ? {
          sealedRefreshToken: deps.secrets.seal(tokens.refreshToken, sealedFor(userId, 'refresh')),
          refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? null,
        }
      : {}),
  };
  await deps.db
    .insert(pinterestConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: pinterestConnections.userId,
      // The same account again keeps its selected board; another account's boards are not this one's.
      set: {
        ...values,
        selectedBoardId: sql`CASE WHEN ${pinterestConnections.username} = ${values.username} THEN ${pinterestConnections.selectedBoardId} END`,
        selectedBoardName: sql`CASE WHEN ${pinterestConnections.username} = ${values.username} THEN ${pinterestConnections.selectedBoardName} END`,
      },
    });
  return { username: values.username, profileImage: values.profileImage };
}

/** The account's pin pacing as the pin queue reads it (issue 32). */
export const pacingColumns = {
  pinsPerDay: pinterestConnections.pinsPerDay,
  windowStart: pinterestConnections.pinWindowStart,
  windowEnd: pinterestConnections.pinWindowEnd,
  spacingHours: pinterestConnections.pinSpacingHours,
  randomMinutes: pinterestConnections.pinRandomMinutes,
  timeZone: pinterestConnections.pinTimeZone,
};

export async function findPinterestAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: pinterestConnections.username,
      profileImage: pinterestConnections.profileImage,
      accountType: pinterestConnections.accountType,
      selectedBoardId: pinterestConnections.selectedBoardId,
      selectedBoardName: pinterestConnections.selectedBoardName,
      /** The pin queue's pacing (pin-pacing.service.ts), read with the account a run opens. */
      pacing: pacingColumns,
    })
    .from(pinterestConnections)
    .where(eq(pinterestConnections.userId, userId));
  return row;
}

/** Every user with a Pinterest account connected (the daily pin results go through each). */
export async function pinterestUserIds(db: Database): Promise<string[]> {
  const rows = await db.select({ userId: pinterestConnections.userId }).from(pinterestConnections);
  return rows.map((row) => row.userId);
}

export async function disconnectPinterest(db: Database, userId: string): Promise<boolean> {
  await db.delete(pinterestOauthStates).where(eq(pinterestOauthStates.userId, userId));
  const deleted = await db
    .delete(pinterestConnections)
    .where(eq(pinterestConnections.userId, userId))
    .returning({ userId: pinterestConnections.userId });
  return deleted.length > 0;
}

/**
 * A valid access token for the user's account, refreshed first when it is about to expire. The
 * refresh holds the row's lock, so concurrent requests refresh once and read the new token.
 */
export async function pinterestAccessToken(
  deps: Deps,
  userId: string,
  { marginMs = REFRESH_MARGIN_MS }: { marginMs?: number } = {},
): Promise<string> {
  const [row] = await deps.db
    .select()
    .from(pinterestConnections)
    .where(eq(pinterestConnections.userId, userId));
  if (!row) throw notConnected();
  if (row.accessTokenExpiresAt.getTime() - Date.now() > marginMs) {
    return deps.secrets.open(row.sealedAccessToken, sealedFor(userId, 'access'));
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(pinterestConnections)
      .where(eq(pinterestConnections.userId, userId))
      .for('update');
    if (!locked) throw notConnected();
    if (locked.accessTokenExpiresAt.getTime() - Date.now() > marginMs) {
      return deps.secrets.open(locked.sealedAccessToken, sealedFor(userId, 'access'));
    }
    if (!locked.sealedRefreshToken) throw notConnected();
    const refreshToken = deps.secrets.open(locked.sealedRefreshToken, sealedFor(userId, 'refresh'));
    const tokens = await deps.pinterest.refreshTokens(refreshToken).catch((error: unknown) => {
      throw error instanceof SocialApiError && error.status >= 400 && error.status < 500
        ? notConnected()
        : fromPinterestError(error, Messages.pinterestApiError);
    });
    await tx
      .update(pinterestConnections)
      .set({
        sealedAccessToken: deps.secrets.seal(tokens.accessToken, sealedFor(userId, 'access')),
        accessTokenExpiresAt: tokens.accessTokenExpiresAt,
        ...(tokens.refreshToken
          ? {
              sealedRefreshToken: deps.secrets.seal(tokens.refreshToken, sealedFor(userId, 'refresh')),
              refreshTokenExpiresAt: tokens.refreshTokenExpiresAt ?? locked.refreshTokenExpiresAt,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(pinterestConnections.userId, userId));
    return tokens.accessToken;
  });
}

/**
 * Refreshes every token that expires within `withinMs` (the daily job): one account at a time, each
 * under its row lock; an account whose refresh is refused is left for its owner to reconnect.
 */
export async function refreshExpiringTokens(deps: Deps, withinMs: number) {
  const due = await deps.db
    .select({ userId: pinterestConnections.userId })
    .from(pinterestConnections)
    .where(lt(pinterestConnections.accessTokenExpiresAt, new Date(Date.now() + withinMs)));
  let refreshed = 0;
  let failed = 0;
  for (const { userId } of due) {
    try {
      await pinterestAccessToken(deps, userId, { marginMs: withinMs });
      refreshed += 1;
    } catch {
      failed += 1;
    }
  }
  return { due: due.length, refreshed, failed };
}

/** Runs one Pinterest call with the user's token; its failure reads as PRODUCT.md §8 says. */
export async function withPinterest<T>(
  deps: Deps,
  userId: string,
  fallback: string,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const token = await pinterestAccessToken(deps, userId);
  try {
    return await call(token);
  } catch (error) {
    throw fromPinterestError(error, fallback);
  }
}

/**
 * The user's account (its default board) and a valid token, read once for a series of calls (a
 * run's trends and pins): each of them would otherwise read the connection again. Undefined when the
 * user has not connected Pinterest.
 */
export async function openPinterestIfConnected(deps: Deps, userId: string) {
  const account = await findPinterestAccount(deps.db, userId);
  return account ? { account, accessToken: await pinterestAccessToken(deps, userId) } : undefined;
}
export type OpenPinterest = NonNullable<Awaited<ReturnType<typeof openPinterestIfConnected>>>;

/** `openPinterestIfConnected`, refusing a user who has not connected Pinterest. */
export async function openPinterest(deps: Deps, userId: string): Promise<OpenPinterest> {
  const opened = await openPinterestIfConnected(deps, userId);
  if (!opened) throw notConnected();
  return opened;
}

/** A call with a token in hand (`openPinterest`), its failure mapped like `withPinterest`'s. */
export async function withPinterestToken<T>(
  accessToken: string,
  fallback: string,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(accessToken);
  } catch (error) {
    throw fromPinterestError(error, fallback);
  }
}

/** A new board on the user's account; Pinterest refuses a second one of the same name (409). */
export function createBoard(
  deps: Deps,
  userId: string,
  board: Parameters<Deps['pinterest']['createBoard']>[1],
) {
  return withPinterest(deps, userId, Messages.pinterestApiError, (token) =>
    deps.pinterest.createBoard(token, board).catch((error: unknown) => {
      if (error instanceof SocialApiError && error.status === 409)
        throw pinterestError(ErrorCode.BOARD_NAME_TAKEN, Messages.boardNameTaken, 409);
      throw error;
    }),
  );
}

/**
 * One of the account's own boards, every page of them read (a board id from the browser may be anyone's),
 * as Pinterest names it; undefined when the account has no board of that id.
 */
export async function findOwnBoard(
  deps: Pick<Deps, 'pinterest'>,
  accessToken: string,
  boardId: string,
  fallback: string,
) {
  const boards = await withPinterestToken(accessToken, fallback, (token) =>
    deps.pinterest.listAllBoards(token),
  );
  return boards.find((candidate) => candidate.id === boardId);
}

/** The board campaigns pin to; its name is Pinterest's, not what the browser says. */
export async function selectBoard(deps: Deps, userId: string, boardId: string) {
  const token = await pinterestAccessToken(deps, userId);
  const board = await findOwnBoard(deps, token, boardId, Messages.boardSelectFailed);
  if (!board) throw pinterestError(ErrorCode.NOT_FOUND, Messages.boardNotFound, 404);
  await deps.db
    .update(pinterestConnections)
    .set({ selectedBoardId: board.id, selectedBoardName: board.name, updatedAt: new Date() })
    .where(eq(pinterestConnections.userId, userId));
  return { boardId: board.id, boardName: board.name };
}

export async function findSelectedBoard(db: Database, userId: string) {
  const account = await findPinterestAccount(db, userId);
  if (!account) throw notConnected();
  if (!account.selectedBoardId) {
    throw pinterestError(ErrorCode.NO_BOARD_SELECTED, Messages.noBoardSelected, 404);
  }
  return { boardId: account.selectedBoardId, boardName: account.selectedBoardName ?? '' };
}
