/**
 * Campaigns in bulk (issue 31): a CSV file or pasted lines, one campaign a line, its columns in this
 * order: name; product 1 URL; product 2 URL; then optional site, runs, frequency, language, board and
 * notes. Cells are separated by semicolons, tabs or commas (the first line with one of them decides,
 * in that order), quoted with "" when they hold the separator. A first line naming the columns is
 * skipped. The server checks every row as the campaign form would; nothing is created until the user
 * confirms.
 */
import { z } from 'zod';
import { executionSchema } from './campaigns.ts';
import { envelope } from './envelope.ts';
import { articleLanguageSchema } from './stores.ts';

/** The most campaigns one import takes: a larger file is refused with this number named. */
export const CAMPAIGN_IMPORT_MAX_ROWS = 500;
/** The most text one import takes (500 lines of two long product links and notes fit well within). */
export const CAMPAIGN_IMPORT_MAX_CHARS = 1_000_000;

export const CAMPAIGN_IMPORT_COLUMNS = [
  'name',
  'product1Url',
  'product2Url',
  'site',
  'runs',
  'frequency',
  'language',
  'board',
  'notes',
] as const;
export type CampaignImportColumn = (typeof CAMPAIGN_IMPORT_COLUMNS)[number];

/** One line of the file: its number in the file (1-based) and its cells by column (blank: absent). */
export interface CampaignImportLine {
  line: number;
  cells: Partial<Record<CampaignImportColumn, string>>;
}

/** The separator of the text: the first of `;`, tab and `,` its first non-blank line holds. */
function separatorOf(text: string): string {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  for (const candidate of [';', '\t', ',']) if (first.includes(candidate)) return candidate;
  return ';';
}

/** The records of a delimited text, quotes as RFC 4180 has them (a quoted cell may hold the separator, "" and line breaks). */
function records(text: string, separator: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      cells.push(cell);
      out.push({ line: startLine, cells });
      cells = [];
      cell = '';
      line += 1;
      startLine = line;
    } else cell += char;
  }
  cells.push(cell);
  out.push({ line: startLine, cells });
  return out.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

const HEADER = /^\s*(campaign\s*)?name\s*$|^\s*nom(\s+de\s+la\s+campagne)?\s*$/i;

/** The lines of an import, its header skipped; cells trimmed, blank ones absent. */
export function parseCampaignImport(text: string): CampaignImportLine[] {
  const rows = records(text.replace(/^\uFEFF/, ''), separatorOf(text));
  const [first] = rows;
  const body = first && HEADER.test(first.cells[0] ?? '') ? rows.slice(1) : rows;
  return body.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(
      CAMPAIGN_IMPORT_COLUMNS.flatMap((column, index) => {
        const value = cells[index]?.trim();
        return value ? [[column, value]] : [];
      }),
    ),
  }));
}

/** POST /campaigns/import: the text; `confirm` creates the valid rows (without it, nothing is created). */
export const campaignImportBodySchema = z.object({
  text: z.string().max(CAMPAIGN_IMPORT_MAX_CHARS),
  confirm: z.boolean().default(false),
  /** The user's IANA time zone (the browser's): the campaigns' schedules are shown in it. */
  timeZone: z.string().max(64).optional(),
});
export type CampaignImportBody = z.input<typeof campaignImportBodySchema>;

/** One row as the server read and checked it. */
export const campaignImportRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  product1Url: z.string(),
  product2Url: z.string(),
  /** The site it publishes to (its name), the board it pins to; null: the default site, no pins. */
  site: z.string().nullable(),
  board: z.string().nullable(),
  totalRuns: z.number(),
  frequency: z.number(),
  language: articleLanguageSchema.nullable(),
  /** Its runs' credits (runs × 10). */
  cost: z.number().int(),
  /** Why it cannot be created, each as the form would say it; none: it can. */
  errors: z.array(z.string()),
  /** Once created: the campaign, and its first run (started at once, as the form's). */
  campaignId: z.string().optional(),
  execution: executionSchema.nullable().optional(),
});
export type CampaignImportRow = z.infer<typeof campaignImportRowSchema>;

export const campaignImportResultSchema = z.object({
  rows: z.array(campaignImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** What the valid rows' runs cost in all, and what their first runs take now (each starts at once). */
  cost: z.number().int(),
  firstRunsCost: z.number().int(),
  balance: z.number().int(),
  /** Campaigns created (0 until confirmed). */
  created: z.number().int(),
});
export type CampaignImportResult = z.infer<typeof campaignImportResultSchema>;

export const campaignImportResponseSchema = envelope(campaignImportResultSchema);
