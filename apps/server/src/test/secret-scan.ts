/**
 * Finds secrets in log text: argon2 hashes, our 256-bit tokens (sessions, verification and reset
 * links), the passwords the tests use, WordPress application passwords, Pinterest tokens and Stripe
 * portal session ids. Used on the log output of the whole server suite (global-setup.ts).
 */

/** Passwords the test suites send; none may ever be logged. */
export const TEST_PASSWORDS = ['Sup3rSecret!', 'Passw0rdOk', 'Wrong-pass1', 'Brand5New', 'Nope-1234'];

const PATTERNS: Array<[string, RegExp]> = [
  ['argon2 hash', /\$argon2(?:id|i|d)\$\S{10,}/g],
  // generateToken(): 32 random bytes, base64url, exactly 43 characters.
  ['token', /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g],
  ['application password', /(?<![A-Za-z0-9])(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}(?![A-Za-z0-9])/g],
  // Pinterest access and refresh tokens (pina_…, pinr_…; the simulator's look the same).
  ['pinterest token', /pin[ar]_[A-Za-z0-9_.-]{16,}/g],
  // A Stripe Customer Portal session id opens the customer's billing (the sandbox logs bps_ and 4 more).
  ['stripe portal session', /bps_[A-Za-z0-9]{5,}/g],
];

export function findSecrets(text: string): string[] {
  const found: string[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push(`${kind}: ${match[0].slice(0, 12)}…`);
  }
  for (const password of TEST_PASSWORDS) {
    if (text.includes(password)) found.push(`test password: ${password.slice(0, 3)}…`);
  }
  return found;
}
