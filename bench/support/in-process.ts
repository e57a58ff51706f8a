/**
 * The product in this process (PGlite in a temporary directory, the sandboxes, no scheduler), with a
 * signed-in user who has the demo blog, a tag and plenty of credits, and one campaign: what the
 * pipeline and content benchmarks run against.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createUserWithGrant } from '../../apps/server/src/modules/auth/auth.service.ts';
import { createSession } from '../../apps/server/src/modules/auth/sessions.service.ts';
import { applyCreditChange } from '../../apps/server/src/modules/credits/credits.service.ts';
import { createRuntime } from '../../apps/server/src/runtime.ts';
import { sandboxMount } from '../../apps/server/src/sandboxes.ts';

export const silentLog = pino({ level: 'silent' });

export async function startInProcess(name: string, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `aa-bench-${name}-`));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SCHEDULER_INTERVAL_SECONDS: '0',
      RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    },
  );
  const runtime = await createRuntime(config, silentLog, { encryptionKey: randomBytes(32) });
  const app = await buildApp(runtime.ctx, { logger: silentLog, mount: sandboxMount(runtime.sandboxes) });
  await app.listen({ port, host: '127.0.0.1' });
  const ctx = runtime.ctx;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  const user = await ctx.db.transaction((tx) =>
    createUserWithGrant(tx, {
      email: `${name}@example.test`,
      firstName: 'Bench',
      lastName: 'Run',
      isVerified: true,
      passwordHash: null,
    }),
  );
  await ctx.db.transaction((tx) =>
    applyCreditChange(tx, { userId: user.id, delta: 100_000, reason: 'adjustment', reference: 'bench' }),
  );
  const { token } = await createSession(ctx.db, user.id, { ttlMs: 3_600_000 });
  const headers = { authorization: `Bearer ${token}` };
  await call('POST', '/api/demo/connect-wordpress', headers);
  await call('POST', '/api/platforms/amazon', headers, { affiliateTag: 'autopilotdemo-20' });

  /**
   * A campaign of the catalogue's template `template` that never runs by itself, in `store` (its
   * article language the store's: amazon.fr writes French), with a tag for that store.
   */
  /** `makers`: the makers' pages the template knows, as the form fills them in (issue 29). */
  const newCampaign = async (
    template = 0,
    autoPostPinterest = false,
    store = 'amazon.com',
    makers = false,
  ) => {
    const { templates } = await call('GET', '/api/product-templates', headers);
    const chosen = templates[template];
    if (store !== 'amazon.com')
      await call('POST', '/api/platforms/amazon', headers, { affiliateTag: 'autopilotdemo-21', store });
    const inStore = (url: string) => url.replace('www.amazon.com', `www.${store}`);
    return (
      await call('POST', '/api/campaigns', headers, {
        name: `Bench ${template}`,
        product1Url: inStore(chosen.product_1_url),
        product2Url: inStore(chosen.product_2_url),
        ...(makers
          ? {
              product1ManufacturerUrl: chosen.product_1_manufacturer_url ?? null,
              product2ManufacturerUrl: chosen.product_2_manufacturer_url ?? null,
            }
          : {}),
        frequency: 1,
        totalRuns: 1000,
        autoPostPinterest,
        selectedPinterestBoardId: null,
        selectedPinterestBoardName: null,
        descriptionPinterest: null,
        startAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).data.campaign as { id: string };
  };
  /** Starts a run of the campaign now ("Run now"); the caller runs it. */
  const newRun = async (campaignId: string) =>
    (await call('POST', `/api/campaigns/${campaignId}/execute`, headers)).executionId as string;

  const close = async () => {
    await app.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ctx, app, user, headers, call, newCampaign, newRun, close };
}
