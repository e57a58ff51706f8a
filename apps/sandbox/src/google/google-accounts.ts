/** The stand-in's accounts: any email signs in; the subject is a stable hash of it. */
import { createHash } from 'node:crypto';
import type { Account, AccountClaims } from 'oidc-provider';

export const SUPPORTED_SCOPES = ['openid', 'email', 'profile'] as const;
export const MAX_NAME_LENGTH = 100;

export interface SandboxAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface SignInProblem {
  field: 'email' | 'given_name' | 'family_name';
  message: string;
}

export interface SignInValues {
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

export function toOidcAccount(account: SandboxAccount, issuer: string): Account {
  const name = [account.givenName, account.familyName].filter(Boolean).join(' ');
  const claims: AccountClaims = {
    sub: account.sub,
    email: account.email,
    email_verified: account.emailVerified,
    name: name || undefined,
    given_name: account.givenName || undefined,
    family_name: account.familyName || undefined,
    picture: `${issuer.replace(/\/+$/, '')}/sandbox-assets/avatar/${account.sub}.svg`,
  };
  return { accountId: account.sub, claims: () => claims };
}

/** Google's `sub` is a decimal string of about 21 digits; ours is derived from the email so it is stable. */
export function subjectForEmail(email: string): string {
  const digest = createHash('sha256').update(asciiLowerCase(email.trim())).digest('hex');
  return `1${BigInt(`0x${digest.slice(0, 15)}`)
    .toString()
    .padStart(20, '0')}`;
}

export function grantableScope(requested: string | undefined): string {
  const scopes = new Set((requested ?? '').split(' ').filter((scope) => scope !== ''));
  return SUPPORTED_SCOPES.filter((scope) => scope === 'openid' || scopes.has(scope)).join(' ');
}

/**
 * Case-folds A–Z only, as mail systems compare addresses: JavaScript's toLowerCase would turn a
 * Kelvin sign (U+212A) into "k" and hand the app a different address than the one typed.
 */
export function asciiLowerCase(value: string): string {
  return value.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

export function validateSignIn(values: SignInValues): SignInProblem | undefined {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) || values.email.length > 254) {
    return { field: 'email', message: 'Enter an email address, like name@example.com.' };
  }
  if (values.givenName.length > MAX_NAME_LENGTH) {
    return { field: 'given_name', message: `The first name can be at most ${MAX_NAME_LENGTH} characters.` };
  }
  if (values.familyName.length > MAX_NAME_LENGTH) {
    return { field: 'family_name', message: `The last name can be at most ${MAX_NAME_LENGTH} characters.` };
  }
  return undefined;
}
