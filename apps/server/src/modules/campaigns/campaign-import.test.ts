/**
 * Campaigns in bulk (issue 31) over HTTP: good, bad and duplicate rows checked as the form checks
 * them (the trust refusals included), nothing created before the confirmation, the first runs' credits
 * checked, the valid rows created with what their columns said; the 500-row bound; another user's
 * site is no site of this user's.
 */
import { CAMPAIGN_IMPORT_MAX_ROWS, ErrorCode, Messages } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/campaigns.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { grantCredits, userWithEverything } from '../../test/runs.ts';
import { sendJson, setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer({}, { listen: true, workers: false });

const dp = (asin: string, host = 'www.amazon.com') => `https://${host}/dp/${asin}`;
const EARBUDS = [dp('B0D1XD1ZV3'), dp('B0C33XXS56')];
const SPEAKERS = [dp('B09XS7JWHH'), dp('B0CCZ26B5V')];
const KITCHEN = [dp('B08KTZ8249'), dp('B0B7HVJTB8')];

const importText = (headers: Record<string, string>, text: string, confirm = false) =>
  sendJson(server, 'POST', '/api/campaigns/import', { text, confirm, timeZone: 'Europe/Paris' }, { headers });

async function campaignsOf(userId: string) {
  return server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, userId));
}

describe('importing campaigns', () => {
  it('checks every row as the form would, creates nothing before the confirmation, then the valid rows', async () => {
    const alice = await userWithEverything(server);
    const text = [
      'name;product 1 URL;product 2 URL;site;runs;frequency;language;board;notes',
      `Earbuds;${EARBUDS[0]};${EARBUDS[1]}`,
      `"Speakers; loud ones";${SPEAKERS[0]};${SPEAKERS[1]};Demo blog;3;12;fr;${alice.board.name};Bass is deep | Battery lasts`,
      `Earbuds again;${EARBUDS[1]};${EARBUDS[0]}`,
      `Twice;${EARBUDS[0]};https://www.amazon.com/Apple/dp/B0D1XD1ZV3/ref=x`,
      `Not Amazon;https://example.com/thing;${EARBUDS[1]}`,
      `Nowhere;${KITCHEN[0]};${KITCHEN[1]};My other blog`,
      `Klingon;${KITCHEN[0]};${KITCHEN[1]};;;;tlh`,
      `Notes;${KITCHEN[0]};${KITCHEN[1]};;;;;;only one note`,
      `Gone;${dp('B000000000')};${KITCHEN[1]}`,
      `Two stores;${dp('B08KTZ8249', 'www.amazon.fr')};${KITCHEN[1]}`,
      `French store;${dp('B08KTZ8249', 'www.amazon.fr')};${dp('B0B7HVJTB8', 'www.amazon.fr')}`,
      `;${KITCHEN[0]};${KITCHEN[1]};;0`,
    ].join('\n');

    const checked = await importText(alice.headers, text);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().message).toBe(Messages.importChecked);
    const result = checked.json().data;
    const byLine = Object.fromEntries(
      result.rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors]),
    );
    expect(byLine).toEqual({
      2: [],
      3: [],
      4: [Messages.importDuplicateRow.replace('{{line}}', '2')],
      5: [Messages.sameProductTwice.replace('{{asin}}', 'B0D1XD1ZV3')],
      6: [Messages.productNotAmazon],
      7: [Messages.importUnknownSite.replace('{{site}}', 'My other blog')],
      8: [Messages.importUnknownLanguage.replace('{{language}}', 'tlh')],
      9: [Messages.importNotesFormat],
      10: [Messages.productPageMissing],
      11: [
        Messages.productsInDifferentStores
          .replace('{{first}}', 'amazon.fr')
          .replace('{{second}}', 'amazon.com'),
      ],
      12: [Messages.campaignStoreNeedsTag.replaceAll('{{store}}', 'amazon.fr')],
      13: [Messages.nameRequired, Messages.totalRunsRange],
    });
    expect(result).toMatchObject({
      valid: 2,
      invalid: 10,
      cost: 130,
      firstRunsCost: 20,
      balance: 10,
      created: 0,
    });
    expect(result.rows[1]).toMatchObject({
      name: 'Speakers; loud ones',
      site: 'Demo blog',
      board: alice.board.name,
      totalRuns: 3,
      frequency: 12,
      language: 'fr',
      cost: 30,
    });
    expect(await campaignsOf(alice.user.id)).toEqual([]);

    // The balance pays for one first run of two: nothing is created.
    const short = await importText(alice.headers, text, true);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({
      code: ErrorCode.INSUFFICIENT_CREDITS,
      currentCredits: 10,
      requiredCredits: 20,
    });
    expect(await campaignsOf(alice.user.id)).toEqual([]);

    await grantCredits(server, alice.user.id, 10);
    const confirmed = await importText(alice.headers, text, true);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ valid: 2, created: 2, balance: 0 });
    const made = await campaignsOf(alice.user.id);
    expect(made.map((row) => row.name).sort()).toEqual(['Earbuds', 'Speakers; loud ones']);
    const speakers = made.find((row) => row.name === 'Speakers; loud ones');
    const demoSite = (
      await server.app.inject({ url: '/api/platforms/wordpress/sites', headers: alice.headers })
    ).json().data.sites[0];
    expect(speakers).toMatchObject({
      totalRuns: 3,
      frequency: 12,
      language: 'fr',
      autoPostPinterest: true,
      selectedPinterestBoardId: alice.board.id,
      product1Notes: 'Bass is deep',
      product2Notes: 'Battery lasts',
      timeZone: 'Europe/Paris',
      wordpressSiteId: demoSite.id,
    });
    // Each started its first run, as the form's campaigns do.
    expect(made.every((row) => row.startedRuns === 1)).toBe(true);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(0);

    // The same file again: its pairs are campaigns now.
    const again = await importText(alice.headers, text);
    expect(again.json().data.valid).toBe(0);
    expect(again.json().data.rows[0].errors).toEqual([
      Messages.importDuplicateCampaign.replace('{{name}}', 'Earbuds'),
    ]);
  });

  it(`refuses an empty text and more than ${CAMPAIGN_IMPORT_MAX_ROWS} rows, naming the limit`, async () => {
    const bob = await userWithEverything(server);
    const empty = await importText(bob.headers, ' \n name;product 1 URL;product 2 URL\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(Messages.importEmpty);
    const lines = Array.from(
      { length: CAMPAIGN_IMPORT_MAX_ROWS + 1 },
      (_, index) => `C${index};${EARBUDS[0]};${EARBUDS[1]}`,
    );
    const large = await importText(bob.headers, lines.join('\n'));
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe(
      Messages.importTooManyRows.replace('{{max}}', '500').replace('{{count}}', '501'),
    );
    expect(await campaignsOf(bob.user.id)).toEqual([]);
  });

  it("knows only the user's own sites and boards", async () => {
    const carol = await userWithEverything(server);
    const sites = (
      await server.app.inject({ url: '/api/platforms/wordpress/sites', headers: carol.headers })
    ).json().data.sites as { id: string }[];
    const dave = await buildSignedInUser(server.ctx);
    await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag: 'dave-20' },
      { headers: dave.headers },
    );
    const res = await importText(
      dave.headers,
      `Mine;${EARBUDS[0]};${EARBUDS[1]};${sites[0]?.id};;;;${carol.board.name}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows[0].errors).toEqual([
      Messages.importUnknownSite.replace('{{site}}', sites[0]?.id ?? ''),
      Messages.campaignBoardNeedsPinterest,
    ]);
    const unauthenticated = await server.app.inject({
      method: 'POST',
      url: '/api/campaigns/import',
      payload: { text: 'x' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
