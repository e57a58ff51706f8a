/**
 * The `aa_signed_in` cookie the server sets beside the httpOnly session cookie (see authenticate.ts):
 * readable, holding no secret, it only says there may be a session worth asking about. Without it
 * the app asks nothing, and a public page gets its islands instead of the whole app (main.tsx).
 */
const SIGNED_IN_HINT = /(?:^|;\s*)aa_signed_in=/;

export function hasSessionHint(): boolean {
  return SIGNED_IN_HINT.test(document.cookie);
}

/** Without the hint, a reload does not ask for the session again, even if the server never heard the logout. */
export function forgetSessionHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: deleting our own fixed-value, non-secret cookie.
  document.cookie = 'aa_signed_in=; max-age=0; path=/';
}
