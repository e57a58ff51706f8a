/**
 * The "Create New Campaign" form's values and what is made of them (PRODUCT.md §3, §5): a blank form,
 * the products it stands for and their store as typed, PRODUCT.md §3's creation payload, and what the
 * planned runs cost. The rules are the contracts' campaignFormSchema.
 */
import {
  AMAZON_SHORT_LINK_HOSTS,
  type AmazonStore,
  type ArticleLanguage,
  CAMPAIGN_FREQUENCY_DEFAULT,
  CAMPAIGN_RUNS_DEFAULT,
  type CampaignForm,
  CREDITS_PER_ARTICLE,
  type CreateCampaignBody,
  type ProductTemplate,
  storeOfHost,
} from '@aa/contracts';

/**
 * The form's values: the contracts' campaign form, the article language the user chose (null while it
 * follows the store's; only the server refuses one, when no model writes it), and the WordPress site
 * chosen (null: the default site).
 */
export type CampaignFormValues = CampaignForm & {
  language: ArticleLanguage | null;
  wordpressSiteId: string | null;
  /** Issue 32: the boards its pins rotate over, each with a section; the first is the selected board. */
  boards: FormBoard[];
};

/** A board the form holds, with the section chosen on it (null: none). */
export interface FormBoard {
  boardId: string;
  boardName: string;
  sectionId: string | null;
}

export function initialCampaignForm(): CampaignFormValues {
  return {
    name: '',
    mode: 'template',
    templateId: '',
    product1Url: '',
    product2Url: '',
    product1Notes: '',
    product2Notes: '',
    product1ManufacturerUrl: '',
    product2ManufacturerUrl: '',
    frequency: CAMPAIGN_FREQUENCY_DEFAULT,
    totalRuns: CAMPAIGN_RUNS_DEFAULT,
    startDate: '',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    autoPostPinterest: false,
    selectedPinterestBoardId: null,
    selectedPinterestBoardName: null,
    descriptionPinterest: '',
    sandboxMode: false,
    publishing: 'publish',
    language: null,
    wordpressSiteId: null,
    boards: [],
  };
}

/** The two product links the form stands for: the template's, or the ones typed. */
export function productUrls(form: CampaignForm, templates: ProductTemplate[]): [string, string] {
  const template = templates.find((candidate) => candidate.id === form.templateId);
  return form.mode === 'template' && template
    ? [template.product_1_url, template.product_2_url]
    : [form.product1Url.trim(), form.product2Url.trim()];
}

/**
 * The store of a product link as typed: its host's store, 'short' for a short link (its store is known
 * once the server follows it), null for anything else (nothing typed yet, not Amazon).
 */
export function typedStore(url: string): AmazonStore | 'short' | null {
  if (!URL.canParse(url)) return null;
  const { hostname } = new URL(url);
  if (AMAZON_SHORT_LINK_HOSTS.includes(hostname)) return 'short';
  return storeOfHost(hostname) ?? null;
}

/**
 * PRODUCT.md §3's creation payload from a valid form (start date and time zone stay local, but a start
 * date is sent as startAt); `language` only when the user chose one (else the store's, on the server),
 * and the site when one is chosen (else the default, on the server).
 */
export function campaignPayload(
  form: CampaignForm,
  templates: ProductTemplate[],
  language: ArticleLanguage | null = null,
  wordpressSiteId: string | null = null,
  boards: FormBoard[] = [],
): CreateCampaignBody {
  // Several boards, or a section: the boards list (its first is the selected board).
  const rotation =
    form.autoPostPinterest && (boards.length > 1 || boards.some((board) => board.sectionId))
      ? boards.map((board) => ({ boardId: board.boardId, sectionId: board.sectionId }))
      : undefined;
  const urls = productUrls(form, templates);
  return {
    name: form.name.trim(),
    product1Url: urls[0] ?? '',
    product2Url: urls[1] ?? '',
    product1Notes: form.product1Notes.trim() || null,
    product2Notes: form.product2Notes.trim() || null,
    product1ManufacturerUrl: form.product1ManufacturerUrl.trim() || null,
    product2ManufacturerUrl: form.product2ManufacturerUrl.trim() || null,
    frequency: form.frequency,
    totalRuns: form.totalRuns,
    autoPostPinterest: form.autoPostPinterest,
    selectedPinterestBoardId: form.autoPostPinterest ? form.selectedPinterestBoardId : null,
    selectedPinterestBoardName: form.autoPostPinterest ? form.selectedPinterestBoardName : null,
    descriptionPinterest:
      form.autoPostPinterest && form.descriptionPinterest.trim() ? form.descriptionPinterest.trim() : null,
    ...(form.startDate ? { startAt: new Date(form.startDate).toISOString() } : {}),
    ...(language ? { language } : {}),
    // The zone the user typed the start in: the schedule is shown in it.
    ...(form.timezone ? { timeZone: form.timezone } : {}),
    publishing: form.publishing,
    ...(wordpressSiteId ? { wordpressSiteId } : {}),
    ...(rotation ? { pinterestBoards: rotation } : {}),
  };
}

/** What the planned runs cost and how many of them the balance pays for now. */
export function campaignCost(totalRuns: number, balance: number) {
  const runs = Number.isFinite(totalRuns) && totalRuns > 0 ? Math.floor(totalRuns) : 0;
  const cost = runs * CREDITS_PER_ARTICLE;
  const covered = Math.min(runs, Math.floor(Math.max(balance, 0) / CREDITS_PER_ARTICLE));
  return { runs, cost, covered, missing: Math.max(cost - balance, 0) };
}
