/**
 * Campaigns in bulk (issue 31): the lines of a CSV file or a paste (contracts' campaign-import.ts),
 * each checked as the form's creation checks it (checkCampaign: links, one store, a live product page,
 * the store's tag, a language the writer writes, the user's own site and board), plus what only a file
 * can get wrong: a site, board or language named as no one of the user's is, notes not split per
 * product, the same pair twice in the file or already a campaign of the user's. Nothing is created
 * until `confirm`; then the valid rows are created (each as the form creates one: its first run at
 * once), unless the balance does not pay for their first runs, when nothing is.
 */
import {
  ARTICLE_LANGUAGES,
  type ArticleLanguage,
  CAMPAIGN_FREQUENCY_DEFAULT,
  CAMPAIGN_IMPORT_MAX_ROWS,
  CAMPAIGN_RUNS_DEFAULT,
  type CampaignImportLine,
  type CampaignImportResult,
  type CampaignImportRow,
  CREDITS_PER_ARTICLE,
  type CreateCampaignInput,
  createCampaignBodySchema,
  ErrorCode,
  LANGUAGE_NAMES,
  Messages,
  parseCampaignImport,
} from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { parseAmazonUrl } from '../../integrations/amazon/asin.ts';
import { AppError } from '../../lib/errors.ts';
import { insufficientCredits } from '../credits/credits.service.ts';
import { openPinterestIfConnected, withPinterestToken } from '../pinterest/pinterest-connection.ts';
import { listWordPressConnections } from '../platforms/wordpress-connection.ts';
import { findUserById } from '../users/users.queries.ts';
import {
  type CampaignRuns,
  type CheckedCampaign,
  checkCampaign,
  createCampaign,
  listCampaigns,
} from './campaigns.service.ts';

type Context = Pick<AppContext, 'db' | 'jobs' | 'amazon' | 'secrets' | 'pinterest' | 'config'>;

/** Rows checked at once: each reads two product pages from the store. */
const CHECKS_AT_ONCE = 8;

const norm = (value: string) => value.trim().toLowerCase().replace(/\/+$/, '');

/** The language a cell names: a code (fr) or a name as the app lists it (Français), any case. */
function languageOf(cell: string): ArticleLanguage | undefined {
  const wanted = norm(cell);
  return ARTICLE_LANGUAGES.find((code) => code === wanted || norm(LANGUAGE_NAMES[code]) === wanted);
}

/** The messages of an AppError as the form shows them (its fields'), else its message. */
function messagesOf(error: unknown): string[] {
  if (!(error instanceof AppError)) throw error;
  const messages = error.extra.errors ? Object.values(error.extra.errors).flat() : [];
  return messages.length > 0 ? messages : [error.message];
}

/** The pair a campaign compares, whichever comes first: one campaign per pair. */
const pairKey = (store: string, asins: readonly string[]) => `${store} ${[...asins].sort().join(' ')}`;

/** Runs `work` over `items`, `limit` at a time, in order of the answers' places. */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface ReadRow {
  row: CampaignImportRow;
  input?: CreateCampaignInput;
  board?: { id: string; name: string };
  checked?: CheckedCampaign;
}

export async function importCampaigns(
  ctx: Context,
  userId: string,
  body: { text: string; confirm: boolean; timeZone?: string },
  {
    runs,
    languages,
    now = new Date(),
  }: { runs: Pick<CampaignRuns, 'startFirstRun'>; languages?: readonly ArticleLanguage[]; now?: Date },
): Promise<CampaignImportResult> {
  const lines = parseCampaignImport(body.text);
  if (lines.length === 0)
    throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.importEmpty, 400, {
      errors: { text: [Messages.importEmpty] },
    });
  if (lines.length > CAMPAIGN_IMPORT_MAX_ROWS) {
    const message = Messages.importTooManyRows
      .replace('{{max}}', String(CAMPAIGN_IMPORT_MAX_ROWS))
      .replace('{{count}}', String(lines.length));
    throw new AppError(ErrorCode.VALIDATION_ERROR, message, 400, { errors: { text: [message] } });
  }

  // What every row is checked against, read once.
  const [sites, existing, boards] = await Promise.all([
    listWordPressConnections(ctx.db, userId),
    listCampaigns(ctx.db, userId),
    lines.some((line) => line.cells.board) ? accountBoards(ctx, userId) : undefined,
  ]);
  const taken = new Map<string, string>();
  for (const campaign of existing.campaigns) {
    const [first, second] = [parseAmazonUrl(campaign.product1Url), parseAmazonUrl(campaign.product2Url)];
    if (first && second && campaign.status !== 'completed')
      taken.set(pairKey(campaign.store, [first.asin, second.asin]), campaign.name);
  }

  const read = lines.map((line) => readLine(line, { sites, boards, timeZone: body.timeZone }));
  await inPool(read, CHECKS_AT_ONCE, async (entry) => {
    if (!entry.input) return;
    try {
      entry.checked = await checkCampaign(ctx, userId, entry.input, {
        now,
        ...(languages ? { languages } : {}),
        boards: entry.board
          ? [{ id: entry.board.id, name: entry.board.name, sectionId: null, sectionName: null }]
          : [],
      });
    } catch (error) {
      entry.row.errors.push(...messagesOf(error));
    }
  });
  // The same pair twice: the first line keeps it.
  const seen = new Map<string, number>();
  for (const entry of read) {
    if (!entry.checked) continue;
    const key = pairKey(entry.checked.store.id, entry.checked.asins);
    const earlierLine = seen.get(key);
    const campaignName = taken.get(key);
    if (earlierLine !== undefined)
      entry.row.errors.push(Messages.importDuplicateRow.replace('{{line}}', String(earlierLine)));
    else if (campaignName !== undefined)
      entry.row.errors.push(Messages.importDuplicateCampaign.replace('{{name}}', campaignName));
    else seen.set(key, entry.row.line);
  }

  const valid = read.filter((entry) => entry.row.errors.length === 0 && entry.checked && entry.input);
  const user = await findUserById(ctx.db, userId);
  const balance = user?.credits ?? 0;
  const firstRunsCost = valid.length * CREDITS_PER_ARTICLE;
  let created = 0;
  if (body.confirm) {
    // Each valid row's first run starts at once, as the form's: all of them paid for, or none made.
    if (balance < firstRunsCost) throw insufficientCredits(balance, firstRunsCost);
    for (const entry of valid) {
      if (!entry.input || !entry.checked) continue;
      try {
        const made = await createCampaign(ctx, userId, entry.input, {
          runs,
          now,
          ...(languages ? { languages } : {}),
          checked: entry.checked,
        });
        entry.row.campaignId = made.campaign.id;
        entry.row.execution = made.execution;
        created += 1;
      } catch (error) {
        entry.row.errors.push(...messagesOf(error));
      }
    }
  }
  const rows = read.map((entry) => entry.row);
  return {
    rows,
    valid: valid.length,
    invalid: rows.length - valid.length,
    cost: valid.reduce((sum, entry) => sum + entry.row.cost, 0),
    firstRunsCost,
    balance: body.confirm ? ((await findUserById(ctx.db, userId))?.credits ?? 0) : balance,
    created,
  };
}

/** The user's Pinterest boards, read once; a string when they cannot be (the reason each board cell gets). */
async function accountBoards(ctx: Context, userId: string): Promise<{ id: string; name: string }[] | string> {
  const opened = await openPinterestIfConnected(ctx, userId).catch(() => undefined);
  if (!opened) return Messages.campaignBoardNeedsPinterest;
  try {
    return await withPinterestToken(opened.accessToken, Messages.pinterestBoardsFailed, (token) =>
      ctx.pinterest.listAllBoards(token),
    );
  } catch (error) {
    return error instanceof AppError ? error.message : Messages.pinterestBoardsFailed;
  }
}

/** A line as a creation body, with what the file named that is not the user's (site, board, language). */
function readLine(
  { line, cells }: CampaignImportLine,
  {
    sites,
    boards,
    timeZone,
  }: {
    sites: { id: string; name: string; siteUrl: string }[];
    boards: { id: string; name: string }[] | string | undefined;
    timeZone: string | undefined;
  },
): ReadRow {
  const errors: string[] = [];
  const site = cells.site
    ? sites.find((one) =>
        [one.id, one.name, one.siteUrl, one.siteUrl.replace(/^https?:\/\//, '')].some(
          (value) => norm(value) === norm(cells.site ?? ''),
        ),
      )
    : undefined;
  if (cells.site && !site) errors.push(Messages.importUnknownSite.replace('{{site}}', cells.site));
  let board: { id: string; name: string } | undefined;
  if (cells.board) {
    if (typeof boards === 'string') errors.push(boards);
    else {
      board = boards?.find((one) => norm(one.name) === norm(cells.board ?? '') || one.id === cells.board);
      if (!board) errors.push(Messages.importUnknownBoard.replace('{{board}}', cells.board));
    }
  }
  const language = cells.language ? languageOf(cells.language) : undefined;
  if (cells.language && !language)
    errors.push(Messages.importUnknownLanguage.replace('{{language}}', cells.language));
  const notes = cells.notes?.split('|').map((part) => part.trim());
  if (notes && notes.length !== 2) errors.push(Messages.importNotesFormat);
  const totalRuns = cells.runs ? Number(cells.runs) : CAMPAIGN_RUNS_DEFAULT;
  const frequency = cells.frequency ? Number(cells.frequency) : CAMPAIGN_FREQUENCY_DEFAULT;
  const row: CampaignImportRow = {
    line,
    name: cells.name ?? '',
    product1Url: cells.product1Url ?? '',
    product2Url: cells.product2Url ?? '',
    site: site?.name ?? null,
    board: board?.name ?? null,
    totalRuns,
    frequency,
    language: language ?? null,
    cost: Number.isFinite(totalRuns) ? Math.max(0, Math.floor(totalRuns)) * CREDITS_PER_ARTICLE : 0,
    errors,
  };
  // The form's own rules, with its messages.
  const parsed = createCampaignBodySchema.safeParse({
    name: row.name,
    product1Url: row.product1Url,
    product2Url: row.product2Url,
    product1Notes: notes?.[0] || null,
    product2Notes: notes?.[1] || null,
    frequency,
    totalRuns,
    autoPostPinterest: board !== undefined,
    selectedPinterestBoardId: board?.id ?? null,
    selectedPinterestBoardName: board?.name ?? null,
    descriptionPinterest: null,
    ...(language ? { language } : {}),
    ...(timeZone ? { timeZone } : {}),
    ...(site ? { wordpressSiteId: site.id } : {}),
  });
  if (!parsed.success) errors.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
  if (errors.length > 0 || !parsed.success) return { row };
  return { row, input: parsed.data, ...(board ? { board } : {}) };
}
