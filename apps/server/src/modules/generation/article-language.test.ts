/**
 * Articles in the campaign's language (issue 20, 1), through the whole pipeline against the demo blog
 * and read back as a reader gets them (the post's public page): a campaign on amazon.fr publishes,
 * offline, a French article under Amazon's French disclosure and French labels; a German campaign
 * with a model that writes German publishes under the German disclosure; a German campaign offline
 * is refused at creation, on its language, and one made before fails at once (no model call) with the
 * same message, and is refunded.
 */
import { createCampaignBodySchema, disclosureFor, ErrorCode, LANGUAGE_NAMES, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { campaigns, postChecks } from '../../db/schema/index.ts';
import { reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, grantCredits, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { createCampaign } from '../campaigns/campaigns.service.ts';
import { saveAmazonTag } from '../platforms/amazon-tag.ts';
import { campaignRuns } from '../runs/runs.service.ts';
import { renderArticleHtml } from './content/render-article.ts';
import { generationServices } from './generation-services.ts';
import { runExecution } from './pipeline.ts';
import { checkRunPost } from './post-check/check-run-post.ts';
import type { GenerationServices } from './services.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type Headers = Record<string, string>;

/** A user with everything a run publishes to, and a tag in amazon.fr and amazon.de. */
async function europeanAffiliate() {
  const user = await userWithEverything(server);
  await saveAmazonTag(server.ctx.db, user.user.id, 'alice-fr-21', 'amazon.fr');
  await saveAmazonTag(server.ctx.db, user.user.id, 'alice-de-21', 'amazon.de');
  return user;
}

type Store = 'amazon.fr' | 'amazon.de';

/** A campaign of two air fryers in `store` (its language the store's unless given) that starts at once. */
const payloadIn = (store: Store, language?: string) => ({
  name: 'Friteuses',
  product1Url: `https://www.${store}/dp/B07FDJMC9Q`,
  product2Url: `https://www.${store}/dp/B0936FGLQS`,
  frequency: 6,
  totalRuns: 5,
  autoPostPinterest: false,
  selectedPinterestBoardId: null,
  selectedPinterestBoardName: null,
  descriptionPinterest: null,
  ...(language ? { language } : {}),
});

const create = (headers: Headers, store: Store, language?: string) =>
  server.app.inject({ method: 'POST', url: '/api/campaigns', headers, payload: payloadIn(store, language) });

/** The campaign, created through the app (this test server has no AI model: it writes English and French). */
async function campaignIn(headers: Headers, store: Store, language?: string) {
  const res = await create(headers, store, language);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { campaign: { language: string }; execution: { id: string } };
}

/**
 * The campaign as a server with a model that writes every language creates it, or as campaigns were
 * created before an offline server refused their language: no `languages` to check.
 */
async function campaignAnyLanguage(userId: string, store: Store) {
  const { campaign, execution } = await createCampaign(
    server.ctx,
    userId,
    createCampaignBodySchema.parse(payloadIn(store)),
    { runs: campaignRuns(server.ctx) },
  );
  if (!execution) throw new Error('the campaign started no run');
  return { campaign, execution };
}

/** The post's page as the demo blog serves it to a reader. */
async function publicPage(id: string): Promise<string> {
  const link = (await executionRow(server, id)).resultData.blog_url;
  if (!link) throw new Error('the run published no post');
  const page = await fetch(link);
  expect(page.status).toBe(200);
  return page.text();
}

/** The text a reader reads (tags out, entities a reader sees as characters). */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#8217;|&rsquo;/g, '’')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/&amp;/g, '&');

describe('a French campaign', () => {
  it('publishes, offline, a French article under the French disclosure, as the blog serves it', async () => {
    const alice = await europeanAffiliate();
    const { campaign, execution } = await campaignIn(alice.headers, 'amazon.fr');
    expect(campaign.language).toBe('fr');
    expect(await runExecution(server.ctx, generationServices(server.ctx), execution.id, log)).toBe(
      'completed',
    );

    const html = await publicPage(execution.id);
    const text = visible(html);
    const disclosure = disclosureFor('fr');
    expect(disclosure).toBe(
      'En tant que Partenaire Amazon, je réalise un bénéfice sur les achats remplissant les conditions requises.',
    );
    expect(text).toContain(disclosure);
    // Before the first Amazon link, as Amazon asks.
    expect(html.indexOf('En tant que Partenaire Amazon')).toBeLessThan(
      html.search(/href="https:\/\/www\.amazon\.fr/),
    );
    expect(html).toContain('lang="fr"');
    for (const label of [
      'Le comparatif point par point',
      'Points forts et points faibles',
      'Notre verdict',
      'Questions fréquentes',
      'Voir le prix sur Amazon',
    ])
      expect(text).toContain(label);
    for (const english of [
      'As an Amazon Associate',
      'Pros and cons',
      'Frequently asked',
      'Check price',
      'Side-by-side',
      'Verdict</h2>',
    ])
      expect(html).not.toContain(english);
    // Its own headings are French, and it quotes the French listings amazon.fr serves.
    const headings = [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1] ?? '');
    expect(headings.length).toBeGreaterThanOrEqual(6);
    for (const heading of headings)
      expect(heading).not.toMatch(/\b(?:the|and|which|with|your|how|for|who)\b/i);
    expect(text).toMatch(/la Ninja AF101|la COSORI Pro LE/);
    expect(text).toMatch(/\d,\d litres/);
    expect(text).toMatch(/\u00a0:/);

    const checkpoint = readCheckpoint((await executionRow(server, execution.id)).checkpoint);
    expect(checkpoint.products?.[0]?.title).toContain('Friteuse sans huile');
    // The pins' words are French too (their descriptions keep #affiliate).
    for (const pin of checkpoint.pins ?? []) {
      expect(pin.description).toMatch(/#affiliate$/);
      expect(pin.altText).toMatch(/épingle/);
    }
    expect(checkpoint.plan?.slugHint).toMatch(/^[a-z0-9-]+$/);
    // The post check (the check-post job the run queued) reads the same page and finds it whole: the
    // French disclosure before the links.
    await checkRunPost(server.ctx, execution.id, 'publish');
    const [check] = await server.ctx.db
      .select()
      .from(postChecks)
      .where(eq(postChecks.executionId, execution.id));
    expect(check?.items.filter((item) => !item.ok)).toEqual([]);
    expect(check?.items.find((item) => item.key === 'disclosure')?.ok).toBe(true);
  });
});

describe('a campaign in another language', () => {
  it('with a model that writes it, publishes under that language’s disclosure and labels', async () => {
    const alice = await europeanAffiliate();
    const { campaign, execution } = await campaignAnyLanguage(alice.user.id, 'amazon.de');
    expect(campaign.language).toBe('de');
    // A provider's model writes every language (no `languages`): the offline writer's limit is not its.
    const services: GenerationServices = {
      ...fakeServices(),
      renderHtml: (input) => renderArticleHtml(input),
    };
    expect(await runExecution(server.ctx, services, execution.id, log)).toBe('completed');
    const html = await publicPage(execution.id);
    expect(visible(html)).toContain(disclosureFor('de'));
    expect(html).toContain('lang="de"');
    expect(html).toContain('Häufige Fragen');
    expect(html).not.toContain('Frequently asked');
  });

  it('offline, is refused at creation on its language, with the message a run would fail with', async () => {
    const alice = await europeanAffiliate();
    const before = (await reloadUser(server.ctx, alice.user.id)).credits;
    const message = Messages.runLanguageNeedsModel.replace('{{language}}', LANGUAGE_NAMES.de);
    // German as amazon.de's language, or chosen for a French store: either way, nothing is made.
    for (const [store, language] of [['amazon.de'], ['amazon.fr', 'de']] as [Store, string?][]) {
      const res = await create(alice.headers, store, language);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.VALIDATION_ERROR,
        message,
        errors: { language: [message] },
      });
    }
    expect(await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, alice.user.id))).toEqual(
      [],
    );
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(before);
    // English and French, which the built-in writer writes, are taken, in either store.
    await grantCredits(server, alice.user.id, 20);
    expect((await campaignIn(alice.headers, 'amazon.de', 'en')).campaign.language).toBe('en');
    expect((await campaignIn(alice.headers, 'amazon.de', 'fr')).campaign.language).toBe('fr');
    expect((await campaignIn(alice.headers, 'amazon.fr')).campaign.language).toBe('fr');
  });

  it('offline, a campaign made before fails at once, saying the built-in writer writes English and French, and is refunded', async () => {
    const alice = await europeanAffiliate();
    const before = (await reloadUser(server.ctx, alice.user.id)).credits;
    const { execution } = await campaignAnyLanguage(alice.user.id, 'amazon.de');
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(before - 10);
    const calls: Record<string, number> = {};
    // The offline writer's languages: what generationServices declares when no provider is configured.
    const offline: GenerationServices = { ...fakeServices({ calls }), languages: ['en', 'fr'] };
    expect(await runExecution(server.ctx, offline, execution.id, log)).toBe('failed');
    const row = await executionRow(server, execution.id);
    const message = Messages.runLanguageNeedsModel.replace('{{language}}', LANGUAGE_NAMES.de);
    expect(message).toContain('Articles in Deutsch need an AI model');
    expect(row.errorMessage).toBe(`${message} ${Messages.creditsRefunded}`);
    // Nothing was asked of a model, nothing published, the credits back.
    expect(calls).toEqual({});
    expect(readCheckpoint(row.checkpoint)).toEqual({});
    expect(await postsOfRun(server, alice.user.id, execution.id)).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(before);
  });

  it('offline, the services the app builds say so (English and French only)', () => {
    const services = generationServices(server.ctx);
    expect(server.ctx.config.ai.provider).toBe('offline');
    expect(services.languages).toEqual(['en', 'fr']);
  });
});
