/**
 * The simulator's state: business accounts with their boards and pins, and the OAuth grants. Kept
 * in memory and, when a data file is given, written after every change (a temporary file renamed
 * over the old one, so a crash never leaves half a file) and read back at start. Tokens are stored
 * as SHA-256 hashes: the data file never holds a usable token. Each account has its own clock (the
 * real one, moved forward by the clock helper): moving one ages its pins and its tokens only, never
 * another account's (issue 26 #8: one shared clock moved 14 times expired every account's tokens).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readStateFile, writeStateFile } from '../state-file.ts';

export type BoardPrivacy = 'PUBLIC' | 'PROTECTED' | 'SECRET';

export interface StoredBoard {
  id: string;
  name: string;
  description: string;
  privacy: BoardPrivacy;
  createdAt: number;
  pinsModifiedAt: number;
  followerCount: number;
  /** Seeded boards have a drawn cover; others show their newest pin. */
  coverUrl: string | null;
  /** Its sections (POST /v5/boards/{id}/sections); absent on boards stored before they were kept. */
  sections?: { id: string; name: string }[];
}

export interface StoredPin {
  id: string;
  boardId: string;
  /** The board section it is in, if any. */
  sectionId?: string | null;
  title: string | null;
  description: string | null;
  link: string | null;
  altText: string | null;
  createdAt: number;
  /**
   * image_url pins: the source URL. The image itself (fetched from it, or an image_base64 pin's data)
   * is `upload`, served by the simulator; seeded pins have none and show their source.
   */
  imageUrl: string;
  upload?: { contentType: 'image/png' | 'image/jpeg'; data: string };
}

export interface StoredAccount {
  id: string;
  username: string;
  createdAt: number;
  boards: StoredBoard[];
  pins: StoredPin[];
  /** How far this account's clock runs ahead of the real one (moved forward to age its pins). */
  clockOffsetMs?: number;
}

export interface StoredGrant {
  username: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
}

interface State {
  version: 1;
  nextId: number;
  accounts: Record<string, StoredAccount>;
  /** By SHA-256 of the token. */
  accessTokens: Record<string, StoredGrant>;
  refreshTokens: Record<string, StoredGrant>;
  /**
   * The one clock offset of data files written before clocks were per account: read once, given to
   * every account it moved (their pins and tokens were dated by it), then dropped.
   */
  clockOffsetMs?: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Pinterest's tokens are opaque strings with a `pina_`/`pinr_` prefix. */
export const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

const emptyState = (): State => ({
  version: 1,
  nextId: 1,
  accounts: {},
  accessTokens: {},
  refreshTokens: {},
});

function readState(dataFile: string | undefined): State {
  const state = readStateFile(dataFile, emptyState, 'Pinterest sandbox');
  if (state.clockOffsetMs) {
    for (const account of Object.values(state.accounts))
      account.clockOffsetMs = (account.clockOffsetMs ?? 0) + state.clockOffsetMs;
  }
  delete state.clockOffsetMs;
  return state;
}

/** `realNow`: the real clock (ms), which every account's clock runs ahead of by its own offset. */
export function createPinterestStore(dataFile: string | undefined, realNow: () => number = Date.now) {
  const state = readState(dataFile);

  /** The clock of `username`'s account; the real clock for a name no account has. */
  const now = (username?: string) =>
    realNow() + (username ? (state.accounts[username]?.clockOffsetMs ?? 0) : 0);

  function save() {
    writeStateFile(dataFile, state);
  }

  /** Drops grants that can no longer be used (each by its account's clock), so the file does not grow with every refresh. */
  function pruneExpired() {
    for (const grants of [state.accessTokens, state.refreshTokens]) {
      for (const [key, grant] of Object.entries(grants))
        if (grant.expiresAt <= now(grant.username)) delete grants[key];
    }
  }

  return {
    /** Pinterest ids are numeric strings (the spec's pattern ^\d+$). */
    nextId(): string {
      const id = String(549_755_813_888 + state.nextId);
      state.nextId += 1;
      return id;
    },
    account: (username: string): StoredAccount | undefined => state.accounts[username],
    usernames: (): string[] => Object.keys(state.accounts),
    addAccount(account: StoredAccount) {
      state.accounts[account.username] = account;
    },
    accessGrant: (token: string): StoredGrant | undefined => state.accessTokens[hashToken(token)],
    refreshGrant: (token: string): StoredGrant | undefined => state.refreshTokens[hashToken(token)],
    /** New tokens for the grant, dated by its account's clock; answers them and when they were issued. */
    addGrants(grant: Omit<StoredGrant, 'expiresAt'>, lifetimes: { accessMs: number; refreshMs: number }) {
      pruneExpired();
      const issuedAt = now(grant.username);
      const accessToken = newToken('pina');
      const refreshToken = newToken('pinr');
      state.accessTokens[hashToken(accessToken)] = { ...grant, expiresAt: issuedAt + lifetimes.accessMs };
      state.refreshTokens[hashToken(refreshToken)] = { ...grant, expiresAt: issuedAt + lifetimes.refreshMs };
      return { accessToken, refreshToken, issuedAt };
    },
    now,
    /** Moves one account's clock forward; false when no account has that name. */
    advanceClock(username: string, ms: number): boolean {
      const account = state.accounts[username];
      if (!account) return false;
      account.clockOffsetMs = (account.clockOffsetMs ?? 0) + ms;
      save();
      return true;
    },
    save,
  };
}
