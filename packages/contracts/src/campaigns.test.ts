import { describe, expect, it } from 'vitest';
import {
  type CampaignForm,
  campaignFormSchema,
  createCampaignBodySchema,
  creditCheckQuerySchema,
  executionsQuerySchema,
  insufficientCreditsMessage,
  parseCreditError,
  parseFrequencyInput,
  REFUNDS_AFTER_DELIVERY_PER_DAY,
  RUN_NUMBER_MAX,
  updateCampaignBodySchema,
} from './campaigns.ts';
import { creditTransactionsQuerySchema } from './credits.ts';
import { Messages } from './messages.ts';

const form: CampaignForm = {
  name: 'Earbuds',
  mode: 'custom',
  templateId: '',
  product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
  product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
  product1Notes: '',
  product2Notes: '',
  product1ManufacturerUrl: '',
  product2ManufacturerUrl: '',
  frequency: 6,
  totalRuns: 10,
  startDate: '',
  timezone: 'Europe/Paris',
  autoPostPinterest: false,
  selectedPinterestBoardId: null,
  selectedPinterestBoardName: null,
  descriptionPinterest: '',
  sandboxMode: false,
  publishing: 'publish',
};

function formErrors(overrides: Partial<CampaignForm>) {
  const result = campaignFormSchema.safeParse({ ...form, ...overrides });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the Create New Campaign form (PRODUCT.md §5)', () => {
  it('accepts a valid custom campaign', () => {
    expect(formErrors({})).toEqual({});
  });

  it('says each rule with its PRODUCT.md message', () => {
    expect(formErrors({ name: '  ' })).toEqual({ name: Messages.nameRequired });
    expect(formErrors({ mode: 'template' })).toEqual({ templateId: Messages.templateRequired });
    expect(formErrors({ product1Url: '', product2Url: 'not a url' })).toEqual({
      product1Url: Messages.product1Required,
      product2Url: Messages.product2Invalid,
    });
    expect(formErrors({ frequency: 0 })).toEqual({ frequency: Messages.frequencyRange });
    expect(formErrors({ frequency: 169 })).toEqual({ frequency: Messages.frequencyRange });
    expect(formErrors({ totalRuns: 1001 })).toEqual({ totalRuns: Messages.totalRunsRange });
    expect(formErrors({ startDate: '2020-01-01T10:00' })).toEqual({ startDate: Messages.startDateInPast });
    expect(formErrors({ autoPostPinterest: true })).toEqual({
      selectedPinterestBoardId: Messages.boardRequired,
    });
    expect(formErrors({ autoPostPinterest: true, sandboxMode: true })).toEqual({});
    expect(formErrors({ descriptionPinterest: 'x'.repeat(501) })).toEqual({
      descriptionPinterest: Messages.descriptionTooLong,
    });
  });
});

describe('the creation payload', () => {
  const payload = {
    name: 'Earbuds',
    product1Url: form.product1Url,
    product2Url: form.product2Url,
    frequency: 6,
    totalRuns: 10,
    autoPostPinterest: false,
    selectedPinterestBoardId: 'b1',
    selectedPinterestBoardName: 'Tech',
    descriptionPinterest: 'desc',
  };

  it('clears the board and description when auto-post is off', () => {
    expect(createCampaignBodySchema.parse(payload)).toMatchObject({
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: null,
    });
    expect(createCampaignBodySchema.parse({ ...payload, autoPostPinterest: true })).toMatchObject({
      selectedPinterestBoardId: 'b1',
    });
  });

  it('refuses out-of-range numbers and non-http URLs', () => {
    expect(createCampaignBodySchema.safeParse({ ...payload, frequency: 1.5 }).success).toBe(false);
    expect(createCampaignBodySchema.safeParse({ ...payload, totalRuns: 0 }).success).toBe(false);
    expect(
      createCampaignBodySchema.safeParse({ ...payload, product1Url: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('updates either the frequency or the status, not both', () => {
    expect(updateCampaignBodySchema.safeParse({ frequency: 12 }).success).toBe(true);
    expect(updateCampaignBodySchema.safeParse({ status: 'paused' }).success).toBe(true);
    expect(updateCampaignBodySchema.safeParse({ status: 'completed' }).success).toBe(false);
    expect(updateCampaignBodySchema.safeParse({ frequency: 12, status: 'paused' }).success).toBe(false);
  });
});

describe('credit errors (PRODUCT.md §8)', () => {
  it('round-trips through the message the client parses', () => {
    const message = insufficientCreditsMessage({ requiredCredits: 10, currentCredits: 4 });
    expect(parseCreditError(message)).toEqual({ requiredCredits: 10, currentCredits: 4 });
    expect(parseCreditError(undefined)).toEqual({ requiredCredits: 10, currentCredits: 0 });
  });

  it('parses the inline frequency edit as PRODUCT.md §5 says', () => {
    expect(parseFrequencyInput('abc')).toBe(1);
    expect(parseFrequencyInput('12')).toBe(12);
    expect(parseFrequencyInput('168')).toBe(168);
    // Out of range: refused (the edit says why), never clamped to 168 or 1 without a word.
    expect(parseFrequencyInput('200')).toBeNull();
    expect(parseFrequencyInput('0')).toBeNull();
  });
});

describe('the refund limit after delivery', () => {
  it('is the number the message about it tells the user', () => {
    expect(Messages.runRefundLimitReached).toContain(` ${REFUNDS_AFTER_DELIVERY_PER_DAY} runs `);
  });
});

describe('integer query parameters (issue 26 #5)', () => {
  // Every integer an API query takes, with a value it accepts: none may reach the database beyond
  // what a PostgreSQL integer holds (2^31 − 1), up to the largest number JSON and `Number` read exactly.
  const integerParameters = [
    { schema: executionsQuerySchema, name: 'limit', accepted: 100 },
    { schema: executionsQuerySchema, name: 'beforeRun', accepted: RUN_NUMBER_MAX },
    { schema: creditTransactionsQuerySchema, name: 'page', accepted: 100_000 },
    { schema: creditTransactionsQuerySchema, name: 'pageSize', accepted: 100 },
    { schema: creditCheckQuerySchema, name: 'requiredCredits', accepted: 1_000_000 },
  ];

  it.each(integerParameters)('bounds $name', ({ schema, name, accepted }) => {
    expect(schema.safeParse({ [name]: String(accepted) }).success).toBe(true);
    for (const tooLarge of [2 ** 31, Number.MAX_SAFE_INTEGER, 1e300]) {
      expect(schema.safeParse({ [name]: String(tooLarge) }).success, `${name}=${tooLarge}`).toBe(false);
    }
  });
});
