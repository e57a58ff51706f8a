/**
 * Issue 17, finding 5: a product whose title carries markup (in its link's slug, or entity-encoded
 * on its page) goes through a whole run with the real writer, renderer and adapters, and no markup
 * reaches WordPress's fields, the demo blog's pages or the pins.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAmazonProducts } from '../../integrations/amazon/amazon-products.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { connectEverything } from '../../test/platforms.ts';
import { postQueuedPinsNow } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { pinterestAccessToken } from '../pinterest/pinterest-connection.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { generationServices } from './generation-services.ts';
import { runExecution } from './pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

/**
 * The slug's product page cannot be read (a robot check: its name comes from the link, its facts from
 * the user's notes); the other's page encodes markup everywhere.
 */
const SLUG_ASIN = 'B0HACKED01';
const PAGE_ASIN = 'B0HACKED02';
const SLUG_URL = `https://www.amazon.com/%3Ch1%3EHACKED%3C%2Fh1%3E-%3Cscript%3Ealert(1)%3C%2Fscript%3E-Earbuds/dp/${SLUG_ASIN}`;
const PAGE_URL = `https://www.amazon.com/dp/${PAGE_ASIN}`;
const PAGE = `<!doctype html><title>Amazon.com: x</title><h1 id="title"><span id="productTitle">
  &lt;h1&gt;HACKED&lt;/h1&gt; &lt;img src=x onerror=alert(1)&gt; Speaker &lt;script&gt;alert(2)&lt;/script&gt;</span></h1>
<a id="bylineInfo">Visit the &lt;b&gt;Evil&lt;/b&gt; Store</a>
<div id="feature-bullets"><ul><li><span>&lt;img src=x onerror=alert(3)&gt; Loud</span></li>
<li><span>&lt;b&gt;Evil&lt;/b&gt; bass</span></li><li><span>Battery &lt;script&gt;alert(4)&lt;/script&gt; for 10 hours</span></li></ul></div>`;

const amazon = createAmazonProducts({
  fetch: async (url) =>
    String(url).includes(PAGE_ASIN)
      ? new Response(PAGE, { headers: { 'content-type': 'text/html' } })
      : new Response('<title>Robot Check</title>', { status: 503 }),
});

/** What the run reads of a product's Amazon page. */
const productFacts = (url: string) => amazon.resolve(url);

/** Markup a reader's browser would act on: a tag, a comment or a declaration. */
const MARKUP = /<[A-Za-z/!?]/;

const ATTRIBUTE = /\s+([^\s=>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;
const ELEMENT = new RegExp(`<([A-Za-z][A-Za-z0-9-]*)((?:${ATTRIBUTE.source})*)\\s*/?>`, 'g');

/**
 * The elements of an HTML document as a browser reads them, with their attributes' names (an alt
 * text may say "onerror"; no element may have one); the JSON-LD block, whose text is JSON, left out.
 */
function elementsOf(html: string) {
  const withoutJsonLd = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
  return [...withoutJsonLd.matchAll(ELEMENT)].map(([, name, attributes]) => ({
    name: (name ?? '').toLowerCase(),
    attributes: [...(attributes ?? '').matchAll(ATTRIBUTE)].map(([, attribute]) => attribute?.toLowerCase()),
  }));
}

function expectNoInjectedMarkup(html: string, where: string, headings = 0) {
  const elements = elementsOf(html);
  expect(elements.length, where).toBeGreaterThan(3);
  expect(
    elements.filter((element) => element.attributes.some((name) => name?.startsWith('on'))),
    where,
  ).toEqual([]);
  expect(
    elements.filter((element) => element.name === 'script'),
    where,
  ).toEqual([]);
  expect(
    elements.filter((element) => element.name === 'h1'),
    where,
  ).toHaveLength(headings);
  expect(html, where).not.toMatch(/<b>\s*Evil\s*<\/b>/i);
}

async function wordpressGet(userId: string, route: string, query: Record<string, string> = {}) {
  const site = await findWordPressSite(server.ctx, userId);
  if (!site?.apiRoot) throw new Error('no blog');
  const url = new URL(`${site.apiRoot.replace(/\/$/, '')}${route}`);
  for (const [name, value] of Object.entries({ context: 'edit', ...query }))
    url.searchParams.set(name, value);
  const res = await fetch(url, {
    headers: {
      authorization: `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64')}`,
    },
  });
  return res.json();
}

describe('a product title carrying markup', () => {
  it('reaches neither WordPress nor the demo blog nor Pinterest as markup', async () => {
    const alice = await buildSignedInUser(server.ctx);
    const board = await connectEverything(server, alice.headers);
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: alice.headers,
      payload: {
        name: 'Hacked',
        product1Url: SLUG_URL,
        product1Notes: 'Loud\nLight\nSmall',
        product2Url: PAGE_URL,
        frequency: 6,
        totalRuns: 5,
        autoPostPinterest: true,
        selectedPinterestBoardId: null,
        selectedPinterestBoardName: null,
        descriptionPinterest: '<b>Bold</b> &lt;i&gt;claims&lt;/i&gt;',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.execution.id as string;

    const services = { ...generationServices(server.ctx), product: productFacts };
    expect(await runExecution(server.ctx, services, id, log)).toBe('completed');

    // What WordPress was sent: its HTML-bearing fields carry text, never markup.
    const posts = (await wordpressGet(alice.user.id, '/wp/v2/posts', { per_page: '100' })) as {
      id: number;
      slug: string;
      link: string;
      title: { raw: string };
      excerpt: { raw: string };
      content: { raw: string };
      tags: number[];
      featured_media: number;
    }[];
    const post = posts.find((candidate) => candidate.content.raw.includes(`-${id.slice(0, 8)}-`));
    if (!post) throw new Error('nothing published');
    expect(post.title.raw).not.toMatch(MARKUP);
    expect(post.excerpt.raw).not.toMatch(MARKUP);
    expect(post.excerpt.raw).toContain('HACKED');
    expectNoInjectedMarkup(post.content.raw, 'content');
    const media = (await wordpressGet(alice.user.id, '/wp/v2/media', { per_page: '100' })) as {
      slug: string;
      alt_text: string;
    }[];
    const ours = media.filter((item) => item.slug.includes(id.slice(0, 8)));
    // The featured image (its alt text the title's) and the three pins.
    expect(ours).toHaveLength(4);
    for (const item of ours) expect(item.alt_text).not.toMatch(MARKUP);
    const tags = (
      (await wordpressGet(alice.user.id, '/wp/v2/tags', { per_page: '100' })) as {
        id: number;
        name: string;
      }[]
    ).filter((tag) => post.tags.includes(tag.id));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag.name).not.toMatch(MARKUP);

    // What the demo blog shows its readers.
    const postPage = await (await fetch(post.link)).text();
    expect(postPage).toContain('HACKED');
    expectNoInjectedMarkup(postPage, 'post page', 1);
    const site = await findWordPressSite(server.ctx, alice.user.id);
    const index = await (await fetch(`${site?.siteUrl}/`)).text();
    expectNoInjectedMarkup(index, 'index', 1);

    // What Pinterest was sent: plain text (the run's pins, those the queue holds too).
    await postQueuedPinsNow(server, id);
    const token = await pinterestAccessToken(server.ctx, alice.user.id);
    const pins = (await server.ctx.pinterest.listBoardPins(token, board.id, { pageSize: 100 })).items.filter(
      (pin) => pin.link?.includes(`utm_content=${id.slice(0, 8)}-`),
    );
    expect(pins).toHaveLength(3);
    for (const pin of pins)
      for (const text of [pin.title, pin.description, pin.alt_text])
        expect(text ?? '', JSON.stringify(pin)).not.toMatch(MARKUP);
  }, 60_000);
});
