/**
 * The web app's pages (PRODUCT.md §2 route table), written once: the router declares them, links and
 * navigations point at them, and the server's mails link to them. Free of zod, so the landing
 * bundle can import it ('@aa/contracts/routes').
 */
export const paths = {
  home: '/',
  services: '/services',
  pricing: '/pricing',
  /** Legal and contact pages of the public site (footer). */
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  contact: '/contact',
  /** Query `mode=login` or `mode=signup`; anything else is sign-in. */
  auth: '/auth',
  /** Query `token` and `email` (the address the link was sent to). */
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  /** Query `token`. */
  resetPassword: '/reset-password',
  /** Query `token`: the undo of an email change, mailed to the previous address. */
  revertEmail: '/revert-email',
  googleCallback: '/auth/google/callback',
  /** Its index redirects to the AI Automation Engine. */
  dashboard: '/dashboard',
  /** Query `create=1` opens the 'Create New Campaign' dialog (the onboarding tour's last step). */
  aiAgent: '/dashboard/ai-agent',
  setup: '/dashboard/setup',
  platforms: '/dashboard/platforms',
  generatedContent: '/dashboard/generated-content',
  /** Query `success=true`, `canceled=true`, `session_id` on the way back from the payment page. */
  buyCredits: '/dashboard/buy-credits',
  profile: '/dashboard/profile',
  /** The operators' view (ADMIN_EMAILS only): queues, the week's failed runs and pins. */
  admin: '/dashboard/admin',
  /** An old address: redirects to `profile`. */
  profileShortcut: '/profile',
  /** One campaign's page: its products, schedule and every run (`#run-3` is its third run). */
  campaign: (id: string) => `/dashboard/campaigns/${id}` as const,
  /**
   * A run's post, to review (a draft waiting) or edit (a live post), issue 27: the article as it will
   * look, its words in a structured editor, and the run's decisions (approve, discard).
   */
  runPost: (id: string) => `/dashboard/runs/${id}/post` as const,
} as const;

/** The router's pattern of each page that takes a parameter. */
export const pathPatterns = { campaign: paths.campaign(':id'), runPost: paths.runPost(':id') } as const;

/** English pages live at their paths ('/pricing'); French ones, and the whole app in French, under '/fr'. */
export const FRENCH_PREFIX = '/fr';

/** '/pricing/' → '/pricing'; '/' stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function hasFrenchPrefix(pathname: string): boolean {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`);
}

/** The router's basename for a URL: '/fr' under the French prefix, else none. */
export function basenameOf(pathname: string): string | undefined {
  return hasFrenchPrefix(pathname) ? FRENCH_PREFIX : undefined;
}

/** The app's path once the language prefix is removed: '/fr/pricing' → '/pricing', '/fr' → '/'. */
export function stripLanguagePrefix(pathname: string): string {
  if (!hasFrenchPrefix(pathname)) return withoutTrailingSlash(pathname);
  return withoutTrailingSlash(pathname.slice(FRENCH_PREFIX.length)) || '/';
}

type PathEntry = (typeof paths)[keyof typeof paths];
/** A page of the app: a fixed path, or one a parameter completes ('/dashboard/campaigns/<id>'). */
export type AppPath = Extract<PathEntry, string> | ReturnType<Extract<PathEntry, (id: string) => string>>;

const FIXED_PATHS = new Set<string>(Object.values(paths).filter((entry) => typeof entry === 'string'));

/** The pages a parameter completes, each as a pattern: ':id' stands for one path segment. */
const PATTERNS = Object.values(pathPatterns).map(
  (pattern) => new RegExp(`^${pattern.split(':id').map(escapeRegExp).join('[^/]+')}$`),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a path (without its language prefix) is one of the app's pages: a fixed one, or one of
 * `pathPatterns` (a campaign's page, a run's post).
 */
export function isAppPath(pathname: string): boolean {
  return FIXED_PATHS.has(pathname) || PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Query parameters of a link; a missing value leaves its parameter out. */
export type LinkQuery = Record<string, string | undefined>;

function withQuery(url: URL, query: LinkQuery): URL {
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url;
}

/** An absolute link to a page of the web app at `baseUrl` (mails, redirects from the server). */
export function appLink(baseUrl: string, path: AppPath, query: LinkQuery = {}): string {
  return withQuery(new URL(path, baseUrl), query).toString();
}

/** The same link relative to the app's origin, for the router (`/auth?mode=login`). */
export function appPath(path: AppPath, query: LinkQuery = {}): string {
  const url = withQuery(new URL(path, 'http://app.invalid'), query);
  return `${url.pathname}${url.search}`;
}
