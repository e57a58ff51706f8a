/**
 * Leaving the app for a page the server handed us (Stripe Checkout, the Customer Portal). Only
 * http(s) addresses are followed, so a bad answer can never run script in our origin.
 */
export function isNavigableUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function leaveAppTo(url: string): void {
  window.location.assign(url);
}
