/**
 * The scale-out rehearsal (issue 30), in Chromium through nginx: two API instances, two workers and
 * the process serving the stand-ins, on one PostgreSQL and one Redis (scripts/scale-out.sh starts
 * them and sets SCALE_OUT_URL, nginx's address, and SCALE_OUT_API_URLS, the instances' own). Each
 * test checks what only holds when the instances share their state: sessions, rate limits, the
 * scheduler's claim on a due campaign, the stand-ins' data, progress notifications.
 */
import { expect, type Page } from '@playwright/test';
import { payOnCheckout } from '../support/billing.ts';
import { postCampaign } from '../support/campaigns.ts';
import { test } from '../support/fixtures.ts';
import { connectDemoPlatforms, connectPinterest } from '../support/platforms.ts';
import { newUser, signUpAndVerify } from '../support/users.ts';

const proxy = process.env.SCALE_OUT_URL ?? '';
const instances = (process.env.SCALE_OUT_API_URLS ?? '').split(',').filter(Boolean);
const REGISTER_PER_HOUR = 6;

test.beforeAll(() => {
  expect(proxy, 'SCALE_OUT_URL: run scripts/scale-out.sh').not.toBe('');
  expect(instances).toHaveLength(2);
});

async function credits(page: Page): Promise<number> {
  return (await (await page.request.get('/api/credits')).json()).data.credits.credits_balance;
}

test('a session made through nginx works on each API instance', async ({ page }) => {
  const user = await signUpAndVerify(page, 'scale-session');
  for (const instance of instances) {
    const me = await page.request.get(`${instance}/api/auth/me`);
    expect(me.status(), `GET /api/auth/me on ${instance}`).toBe(200);
    expect((await me.json()).data.email).toBe(user.email);
  }
  // Signed out on one instance: the other refuses the session too.
  const [first, second] = instances as [string, string];
  expect((await page.request.post(`${first}/api/auth/logout`, { headers: { origin: proxy } })).ok()).toBe(
    true,
  );
  expect((await page.request.get(`${second}/api/auth/me`)).status()).toBe(401);
});

test('a rate limit counts the requests of every instance (Redis)', async ({ request }) => {
  // One client address (as nginx forwards it), its sign-ups sent to the two instances in turn.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= REGISTER_PER_HOUR; attempt += 1) {
    const instance = instances[attempt % 2] as string;
    const user = newUser('scale-limit');
    const answer = await request.post(`${instance}/api/auth/register`, {
      headers: { origin: proxy, 'x-forwarded-for': address },
      data: {
        email: user.email,
        password: user.password,
        firstName: user.firstName,
        lastName: user.lastName,
      },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([...Array(REGISTER_PER_HOUR).fill(201), 429]);
});

test('paid through the Stripe stand-in, three campaigns: each due run once, pins posted, progress streamed through nginx', async ({
  page,
  context,
}) => {
  await signUpAndVerify(page, 'scale-runs');
  // Checkout on the stand-in's process, its webhook back through nginx to either instance.
  await page.goto('/dashboard/buy-credits');
  const card = page.getByRole('article').filter({ hasText: 'Growth Accelerator' });
  await card.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/checkout\//);
  await payOnCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText(/credits/).first()).toBeVisible();
  await expect.poll(() => credits(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(310);
  const paid = await credits(page);

  await connectDemoPlatforms(page);
  await connectPinterest(page);

  // Campaign A starts at once; its progress is read through nginx as the browser's EventSource does.
  const createdA = await postCampaign(page, 0, { name: 'Scale A', totalRuns: 1, autoPostPinterest: true });
  expect(createdA.status()).toBe(201);
  const runA = (await createdA.json()).data.execution.id as string;
  const cookie = (await context.cookies(proxy)).map((c) => `${c.name}=${c.value}`).join('; ');
  const opened = Date.now();
  const stream = await fetch(`${proxy}/api/campaigns/executions/${runA}/events`, { headers: { cookie } });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const events: Array<{ at: number; status: string }> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (data) events.push({ at: Date.now() - opened, status: JSON.parse(data).status });
    }
  }
  // Each change arrived as it happened (nginx does not hold the stream back until it ends: then
  // every event would come in the same instant). A run takes about a second here.
  expect(events.length).toBeGreaterThanOrEqual(3);
  expect(events.at(-1)?.status).toBe('completed');
  expect((events.at(-1)?.at ?? 0) - (events[0]?.at ?? 0)).toBeGreaterThan(300);
  expect(events[0]?.at ?? Infinity).toBeLessThan(2000);

  // Campaigns B and C fall due in a few seconds: two workers' schedulers race for each.
  const startAt = new Date(Date.now() + 6000).toISOString();
  const due = [];
  for (const name of ['Scale B', 'Scale C']) {
    const created = await postCampaign(page, due.length + 1, {
      name,
      totalRuns: 2,
      frequency: 24,
      startAt,
      autoPostPinterest: true,
    });
    expect(created.status()).toBe(201);
    due.push((await created.json()).data.campaign.id as string);
  }
  const campaignIds = [(await createdA.json()).data.campaign.id as string, ...due];
  const runsOf = async (campaignId: string) =>
    (await (await page.request.get(`/api/campaigns/${campaignId}/executions`)).json()).data
      .executions as Array<{
      id: string;
      status: string;
      result_data: {
        blog_url?: string | null;
        pinterest_posts?: Array<{ pin_id: string }>;
        scheduled_pins?: Array<{ id: string }>;
      };
    }>;
  for (const campaignId of due)
    await expect
      .poll(async () => (await runsOf(campaignId)).map((run) => run.status).join(','), { timeout: 90_000 })
      .toBe('completed');
  // Several scheduler ticks later, still one run each (the second of each is a day away).
  await page.waitForTimeout(6000);
  const runs = (await Promise.all(campaignIds.map(runsOf))).flat();
  expect(runs.map((run) => run.status)).toEqual(['completed', 'completed', 'completed']);

  // Three posts on the demo blog (served by the stand-ins' process), read back through nginx.
  const posts = runs.map((run) => run.result_data.blog_url);
  expect(new Set(posts).size).toBe(3);
  for (const url of posts) {
    expect(url).toMatch(/\/sandbox\/wordpress\//);
    expect((await page.request.get(url as string)).status()).toBe(200);
  }
  // Pins made by the workers on the Pinterest simulator, none twice; the others of each run wait in
  // the pin queue (one account: at least 20 minutes between two of its pins, one post's a day apart).
  const pins = runs.flatMap((run) => run.result_data.pinterest_posts ?? []);
  expect(pins.length).toBeGreaterThanOrEqual(1);
  for (const run of runs)
    expect(
      (run.result_data.pinterest_posts?.length ?? 0) + (run.result_data.scheduled_pins?.length ?? 0),
    ).toBe(3);
  const pinIds = pins.map((pin) => pin.pin_id);
  expect(new Set(pinIds).size).toBe(pinIds.length);
  // Charged once per run.
  expect(await credits(page)).toBe(paid - 30);
});
