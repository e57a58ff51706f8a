/**
 * MARKETING COPY (PRODUCT.md §13): every figure the public pages show that is not a business rule lives
 * here, in one place, so it can be checked and changed as copy. The words that go with them are in
 * ../locales. Business numbers (plans, credit costs, free credits) come from @aa/contracts instead.
 *
 * Honesty rules: the statistics are facts about the product; the testimonials are illustrative
 * examples, not customers, and the page says so next to them.
 */
import { DEFAULT_SUPPORT_EMAIL, FREE_SIGNUP_CREDITS } from '@aa/contracts/constants';

/**
 * Where the contact page and the legal pages send people: the server's SUPPORT_EMAIL, as it was when
 * the pages were built (vite.config.ts), so set it for `npm run build` as for the server.
 */
export const CONTACT_EMAIL = import.meta.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;

/** The landing's statistics: what one campaign run does (PRODUCT.md §1, §9), labelled in `landing.stats.items`. */
export const LANDING_STATS = [
  { id: 'clicks', value: '3' },
  // PRODUCT.md §9: generation takes 'approximately 5 minutes'.
  { id: 'minutes', value: '~5' },
  { id: 'images', value: '3' },
  { id: 'credits', value: String(FREE_SIGNUP_CREDITS) },
] as const;

export type TestimonialId =
  | 'kitchen'
  | 'tech'
  | 'parent'
  | 'fitness'
  | 'home'
  | 'student'
  | 'agency'
  | 'retiree';

export interface Testimonial {
  id: TestimonialId;
  /** ILLUSTRATIVE: a possible monthly commission figure, in the site's currency. Not a real customer's. */
  monthlyRevenue: number;
  /** ILLUSTRATIVE: out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

/** Eight example testimonials (PRODUCT.md §1): role, quote and location in the locales, figures here. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'kitchen', monthlyRevenue: 1240, rating: 5 },
  { id: 'tech', monthlyRevenue: 860, rating: 5 },
  { id: 'parent', monthlyRevenue: 420, rating: 4 },
  { id: 'fitness', monthlyRevenue: 1580, rating: 5 },
  { id: 'home', monthlyRevenue: 2310, rating: 5 },
  { id: 'student', monthlyRevenue: 190, rating: 4 },
  { id: 'agency', monthlyRevenue: 3650, rating: 5 },
  { id: 'retiree', monthlyRevenue: 540, rating: 4 },
];

/** PRODUCT.md §9: the testimonials rotate every 3 s. */
export const TESTIMONIAL_ROTATION_MS = 3000;

/** The money-back guarantee (PRODUCT.md §1). */
export const GUARANTEE_DAYS = 30;
