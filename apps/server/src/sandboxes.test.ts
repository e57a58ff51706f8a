import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { describeSandboxes, sandboxMount } from './sandboxes.ts';

describe('start banner', () => {
  // Issue 17, finding 9: the Pinterest simulator keys accounts by the username typed on its page.
  it('says that anyone who reaches the Pinterest simulator can sign in as any username', () => {
    const [line] = describeSandboxes({
      pinterest: {
        publicUrl: 'http://localhost:3000/sandbox/pinterest',
        apiUrl: 'http://localhost:3000/sandbox/pinterest/v5',
        oauthUrl: 'http://localhost:3000/sandbox/pinterest/oauth/',
        clientId: 'affiliate-autopilot-sandbox',
        clientSecret: 'secret',
        redirectUri: 'http://localhost:3000/dashboard/setup',
        dataFile: '/tmp/pinterest.json',
        imageSources: [],
      },
    });
    expect(line).toContain('Pinterest: API v5 simulator at http://localhost:3000/sandbox/pinterest/v5');
    expect(line).toContain('anyone who reaches it can sign in as any username');
  });
});

describe('an install without the sandboxes (production: @aa/sandbox is a dev dependency)', () => {
  const amazon = { amazon: { publicUrl: 'http://localhost:3000/sandbox/amazon' } };

  it('stops the start when a system is sandboxed, naming it', async () => {
    const app = Fastify();
    const mount = sandboxMount(amazon, () => false);
    const error = await mount(app).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('Amazon: product pages of the local catalogue');
    expect((error as Error).message).toContain('NODE_ENV=production');
    await app.close();
  });

  it('is not asked for when nothing is sandboxed', async () => {
    const app = Fastify();
    let asked = false;
    await sandboxMount({}, () => {
      asked = true;
      return false;
    })(app);
    expect(asked).toBe(false);
    await app.close();
  });

  it('is there in the repository (npm start mounts them)', async () => {
    const app = Fastify();
    await sandboxMount(amazon)(app);
    await app.ready();
    expect((await app.inject('/sandbox/amazon/dp/B0D1XD1ZV3')).statusCode).toBe(200);
    await app.close();
  });
});
