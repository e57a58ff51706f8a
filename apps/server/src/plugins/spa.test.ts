import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

/** A dist folder shaped like the web build's: shell, prerendered pages in two languages, assets. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'aa-spa-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };
  write('app.html', '<!doctype html><html lang="en"><div id="root"></div>');
  write('index.html', '<!doctype html><html lang="en"><h1>Affiliate articles in 3 clicks</h1>');
  write('pricing/index.html', '<!doctype html><html lang="en"><h1>Pricing</h1>');
  write('fr/index.html', '<!doctype html><html lang="fr"><h1>Articles en 3 clics</h1>');
  write('fr/pricing/index.html', '<!doctype html><html lang="fr"><h1>Tarifs</h1>');
  write('assets/index-abc123.js', 'console.log(1)');
  write('sitemap.xml', '<urlset></urlset>');
  write('robots.txt', 'User-agent: *\nDisallow: /dashboard\n');
  return dist;
}

describe('serving the web build', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fakeDist();
    app = Fastify({ logger: false });
    await registerSpa(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a prerendered page with its content, revalidated on every visit', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('Affiliate articles in 3 clicks');

    for (const url of ['/pricing', '/pricing/', '/pricing?cycle=monthly']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Pricing</h1>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the French pages under /fr', async () => {
    for (const [url, heading] of [
      ['/fr', 'Articles en 3 clics'],
      ['/fr/', 'Articles en 3 clics'],
      ['/fr/pricing', 'Tarifs'],
      ['/fr/pricing/', 'Tarifs'],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('lang="fr"');
      expect(res.body, url).toContain(heading);
    }
  });

  it('gives every other page the client app, including under /fr', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/ai-agent',
      '/auth?mode=login',
      '/fr/dashboard',
      '/fr/dashboard/profile/',
      '/auth/google/callback?code=x',
      '/dashboard/campaigns/6f1c2a4e-0d7b-4c1e-9a55-3b2f0c9d8e71',
      '/fr/dashboard/campaigns/6f1c2a4e-0d7b-4c1e-9a55-3b2f0c9d8e71/',
      // A run's post, as a draft-ready mail links to it.
      '/dashboard/runs/6f1c2a4e-0d7b-4c1e-9a55-3b2f0c9d8e71/post',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('redirects a path that is none of the pages to the home page of its language', async () => {
    for (const [url, home] of [
      ['/nowhere', '/'],
      ['/pricing/extra', '/'],
      ['/dashboard/nothing?x=1', '/'],
      ['/fr/nowhere', '/fr'],
      ['/fr/dashboard/nothing/', '/fr'],
      ['/french', '/'],
      ['/dashboard/campaigns', '/'],
      ['/dashboard/campaigns/one/two', '/'],
      ['/dashboard/runs/one', '/'],
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(home);
    }
    const head = await app.inject({ method: 'HEAD', url: '/nowhere' });
    expect(head.statusCode).toBe(302);
  });

  it('caches hashed assets for a year, sitemap and robots for an hour', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
    }
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /dashboard');
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/', '/fr/pricing', '/dashboard']) {
      const res = await app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe('');
    }
  });

  it('keeps misses under /api, /dev and /assets out of the app', async () => {
    expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    // A page of an older build asking for its chunks must not get HTML as JavaScript.
    expect((await app.inject({ url: '/assets/index-old999.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/pricing' })).statusCode).toBe(404);
  });
});

describe('a build without prerendered pages', () => {
  it('serves dist/index.html as the client app everywhere', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'aa-spa-'));
    writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    const app = Fastify({ logger: false });
    await registerSpa(app, dist);
    try {
      for (const url of ['/', '/pricing', '/dashboard']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
