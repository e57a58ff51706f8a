/** Business constants of PRODUCT.md §9 that both the server and the web app rely on. */

export const FREE_SIGNUP_CREDITS = 10;
export const CREDITS_PER_ARTICLE = 10;
/** The credit-shortage modal's promise (PRODUCT.md §1): an account's first paid package grants this much more, once. */
export const FIRST_PACKAGE_BONUS_PERCENT = 20;

/** Credits badge: below 50 Low, below 200 Medium, else High; the usage bar is drawn against 500. */
export const CREDITS_BADGE_LOW_BELOW = 50;
export const CREDITS_BADGE_MEDIUM_BELOW = 200;
export const CREDITS_USAGE_SCALE = 500;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How long the previous address may undo an email change with the link it was sent. */
export const EMAIL_CHANGE_REVERT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a fresh Google sign-in counts as re-authentication for account changes. */
export const REAUTHENTICATION_TTL_MS = 10 * 60 * 1000;

/** The support widget (PRODUCT.md §5, §9): message max 1000, 'Message Sent!' shown for 3 s. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;
/** More links than this in one message is what spam looks like, not a bug report. */
export const SUPPORT_MESSAGE_MAX_LINKS = 3;
export const SUPPORT_NAME_MAX_LENGTH = 100;
export const SUPPORT_SENT_NOTICE_MS = 3000;
export const SUPPORT_TYPES = ['question', 'bug', 'feature'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/**
 * Resend cooldown in seconds after `attemptCount` sends: 60 s after the first sends,
 * 180 s once attempts exceed 3, 300 s once they exceed 5.
 */
export function resendCooldownSeconds(attemptCount: number): number {
  if (attemptCount > 5) return 300;
  if (attemptCount > 3) return 180;
  return 60;
}

/** Delays of PRODUCT.md §9, in milliseconds. */
export const DELAYS = {
  messageAutoClear: 5000,
  forgotPasswordErrorAutoClear: 7000,
  resetRedirect: 3000,
  googleSuccessRedirect: 1500,
  googleErrorRedirect: 3000,
  creditsRefresh: 120_000,
  notificationDefault: 5000,
  notificationSlideIn: 100,
  notificationSlideOut: 300,
} as const;

export type CreditsLevel = 'low' | 'medium' | 'high';

export function creditsLevel(credits: number): CreditsLevel {
  if (credits < CREDITS_BADGE_LOW_BELOW) return 'low';
  if (credits < CREDITS_BADGE_MEDIUM_BELOW) return 'medium';
  return 'high';
}

export function articlesForCredits(credits: number): number {
  return Math.floor(credits / CREDITS_PER_ARTICLE);
}

/** Where support messages go and where the public pages send people, unless SUPPORT_EMAIL says otherwise. */
export const DEFAULT_SUPPORT_EMAIL = 'support@affiliate-autopilot.local';
