/**
 * Facts with sources (issue 29): every product fact a run may state is a record with its text, its
 * product and where it was read, kept with the run and shown on it ("Facts used"). The sources, in
 * the order a run trusts them: the user's own notes, the manufacturer's page, research by the model
 * (with cited pages), Amazon's Creators API, and Amazon's product page as a last resort.
 */
import { z } from 'zod';
import { Messages } from './messages.ts';
import { lineSchema, textSchema } from './text.ts';

/** Most trusted first: a run lists and uses facts in this order. */
export const FACT_SOURCE_KINDS = ['notes', 'manufacturer', 'research', 'amazon-api', 'product-page'] as const;
export const factSourceKindSchema = z.enum(FACT_SOURCE_KINDS);
export type FactSourceKind = z.infer<typeof factSourceKindSchema>;

/**
 * Sources whose text is Amazon's (Program Content): by default it feeds the run's checks and product
 * boxes, never a third-party model's prompt (PRODUCT.md, "Amazon content and models").
 */
export const AMAZON_FACT_SOURCES: readonly FactSourceKind[] = ['amazon-api', 'product-page'];

/** What a user may write about one product ("What you know first-hand about this product"). */
export const PRODUCT_NOTES_MAX = 2000;
export const MANUFACTURER_URL_MAX = 2048;

/** The user's notes on a product: plain text, lines kept; blank is none. */
export const productNotesSchema = textSchema()
  .max(PRODUCT_NOTES_MAX, { error: Messages.productNotesTooLong })
  .transform((notes) => (notes.trim() === '' ? null : notes.trim()));

/** The manufacturer's page of a product: an https URL; blank is none. */
export const manufacturerUrlSchema = lineSchema()
  .trim()
  .max(MANUFACTURER_URL_MAX, { error: Messages.manufacturerUrlInvalid })
  .refine((value) => value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), {
    error: Messages.manufacturerUrlInvalid,
  })
  .transform((value) => (value === '' ? null : value));

/** One fact a run read, with its source. */
export const runFactSchema = z.object({
  /** 1 or 2: the campaign's first or second product. */
  product: z.union([z.literal(1), z.literal(2)]),
  text: z.string(),
  source: z.object({
    kind: factSourceKindSchema,
    /** How a reader would name it: "Your notes", "sony.com", "Amazon product page". */
    name: z.string(),
    url: z.string().nullable(),
    /** When it was read (ISO). */
    read_at: z.string(),
  }),
  /**
   * Whether the writer was given it: Amazon's text is kept out of a third-party model's prompt
   * unless the operator allows it (AMAZON_CONTENT_TO_MODEL).
   */
  to_writer: z.boolean(),
});
export type RunFact = z.infer<typeof runFactSchema>;

/**
 * A source the user named that gave the run nothing (issue 29): a manufacturer's page that did not
 * answer (`unreachable`) or had no product facts to read (`unreadable`). Shown under "Facts used".
 */
export const runSourceMissSchema = z.object({
  product: z.union([z.literal(1), z.literal(2)]),
  kind: z.literal('manufacturer'),
  /** The site, as "Facts used" names it ("sony.com"). */
  name: z.string(),
  url: z.string(),
  problem: z.enum(['unreachable', 'unreadable']),
});
export type RunSourceMiss = z.infer<typeof runSourceMissSchema>;
