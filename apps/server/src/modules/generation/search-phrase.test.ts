/**
 * A search phrase per run (issue 31), with the built-in writer on the demo blog, in English and in
 * French: every run of a campaign targets its own phrase (both products named, the angle's words),
 * which is in its title, its slug, its first paragraph and its meta description (≤ 155 characters),
 * and the run's answer shows it for the campaign page. Issue 32: its first pin's title and
 * description lead with it, and every pin has alt text.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { campaignPayload } from '../../test/factories.ts';
import { executionRow, grantCredits, nextRun, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';
import { containsPhrase, foldText, META_DESCRIPTION_MAX } from './content/search-phrase.ts';
import { generationServices } from './generation-services.ts';
import { runExecution } from './pipeline.ts';
import { postSlug } from './publish-article.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

const campaigns = {
  en: ['https://www.amazon.com/dp/B0D1XD1ZV3', 'https://www.amazon.com/dp/B0C33XXS56'],
  fr: ['https://www.amazon.fr/dp/B08KTZ8249', 'https://www.amazon.fr/dp/B0B7HVJTB8'],
} as const;

for (const language of ['en', 'fr'] as const) {
  describe(`the search phrase of each run (${language})`, () => {
    it('is its own, and in the title, slug, first paragraph and meta description', async () => {
      const user = await userWithEverything(server);
      await grantCredits(server, user.user.id, 100);
      if (language === 'fr')
        await sendJson(
          server,
          'POST',
          '/api/platforms/amazon',
          { affiliateTag: 'autopilotdemo-21', store: 'amazon.fr' },
          { headers: user.headers },
        );
      const [product1Url, product2Url] = campaigns[language];
      const created = await sendJson(
        server,
        'POST',
        '/api/campaigns',
        { ...campaignPayload, name: `Phrases ${language}`, product1Url, product2Url },
        { headers: user.headers },
      );
      expect(created.statusCode, created.body).toBe(201);
      const campaignId = created.json().data.campaign.id as string;
      const runs = [created.json().data.execution.id as string];
      const services = generationServices(server.ctx);
      expect(await runExecution(server.ctx, services, runs[0] ?? '', log)).toBe('completed');
      for (let n = 1; n < 3; n += 1) {
        const id = await nextRun(server, user.headers, user.user.id, campaignId);
        runs.push(id);
        expect(await runExecution(server.ctx, services, id, log)).toBe('completed');
      }

      const phrases: string[] = [];
      for (const id of runs) {
        const checkpoint = readCheckpoint((await executionRow(server, id)).checkpoint);
        const phrase = checkpoint.subject?.searchPhrase ?? '';
        const { products = [], plan, article } = checkpoint;
        phrases.push(phrase);
        // Both products by the names the article gives them, then the angle's words.
        expect(phrase).toMatch(/^.+ vs .+ \S+/);
        expect(phrase.length).toBeLessThanOrEqual(70);
        expect(plan && containsPhrase(plan.title, phrase), `${plan?.title} / ${phrase}`).toBe(true);
        expect(plan && containsPhrase(plan.metaDescription, phrase)).toBe(true);
        expect(plan?.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        expect(article && containsPhrase(article.intro, phrase)).toBe(true);
        expect(products).toHaveLength(2);
        const [post] = await postsOfRun(server, user.user.id, id);
        expect(post?.slug).toBe(postSlug(phrase));
        // On the blog, before the first section: the opening, with the disclosure before it.
        const rendered = post?.content.raw ?? '';
        const opening = rendered.slice(0, rendered.indexOf('<h2')).replace(/&amp;/g, '&');
        expect(containsPhrase(opening, phrase), opening).toBe(true);
        // The campaign page's run shows it.
        const answer = await server.app.inject({
          url: `/api/campaigns/executions/${id}`,
          headers: user.headers,
        });
        expect(answer.json().data.execution.angle.search_phrase).toBe(phrase);
        // Issue 32: the first pin is found by it on Pinterest: its title and description lead with it.
        const [pin] = checkpoint.pins ?? [];
        expect(pin?.title.startsWith(phrase), pin?.title).toBe(true);
        expect(pin?.title.length).toBeLessThanOrEqual(100);
        expect(pin?.description.startsWith(phrase), pin?.description).toBe(true);
        for (const made of checkpoint.pins ?? []) expect(made.altText.length).toBeGreaterThan(10);
      }
      expect(new Set(phrases.map(foldText)).size).toBe(3);
    });
  });
}
