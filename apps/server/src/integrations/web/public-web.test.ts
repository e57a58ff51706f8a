/**
 * Whether a file loads as a reader's browser gets it: a server that turns HEAD away (405, or a CDN's
 * 403/404 where GET answers 200) is asked again with GET; one that answers HEAD is asked nothing more.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../lib/safe-fetch.ts';
import { createPublicWeb, createRequestBudget, PAGE_MAX_BYTES } from './public-web.ts';

let server: Server;
let origin: string;
const asked: string[] = [];

/** HEAD answers by path (`/head-403.png` → 403); GET always answers the PNG, but on /missing.png. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    asked.push(`${req.method} ${path}`);
    const headStatus = Number(/head-(\d{3})/.exec(path)?.[1] ?? 200);
    if (req.method === 'HEAD' && headStatus !== 200) {
      res.writeHead(headStatus, { 'content-type': 'text/html' }).end();
      return;
    }
    if (path.startsWith('/hop/')) {
      // /hop/3/x.png redirects to /hop/2/x.png … to /x.png.
      const [, , left, rest] = path.split('/');
      const to = Number(left) > 1 ? `/hop/${Number(left) - 1}/${rest}` : `/${rest}`;
      res.writeHead(302, { location: to }).end();
      return;
    }
    if (path === '/big.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<p>top</p>${'x'.repeat(3_000_000)}`);
      return;
    }
    if (path === '/missing.png') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png' }).end(req.method === 'GET' ? 'PNG' : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const web = () => createPublicWeb({ fetch: createSafeFetch({ allow: [`${origin}/`] }), timeoutMs: 5_000 });

/** What `path` answers, and the requests it took. */
async function file(path: string) {
  asked.length = 0;
  const answer = await web().file(`${origin}${path}`);
  return { answer, asked: [...asked] };
}

describe('PublicWeb.file', () => {
  it('asks again with GET when HEAD is turned away with any status outside 2xx', async () => {
    for (const status of [403, 404, 405, 501, 500])
      expect(await file(`/head-${status}.png`), String(status)).toEqual({
        answer: { answered: true, status: 200, contentType: 'image/png' },
        asked: [`HEAD /head-${status}.png`, `GET /head-${status}.png`],
      });
  });

  it('takes a HEAD answering 200 as it is, and reports what GET answers when both fail', async () => {
    expect(await file('/pin.png')).toEqual({
      answer: { answered: true, status: 200, contentType: 'image/png' },
      asked: ['HEAD /pin.png'],
    });
    expect(await file('/missing.png')).toEqual({
      answer: { answered: true, status: 404, contentType: 'text/html' },
      asked: ['HEAD /missing.png', 'GET /missing.png'],
    });
  });
});

describe('PublicWeb bounds', () => {
  it('reads the first PAGE_MAX_BYTES of a page, not refusing a larger one', async () => {
    const answer = await web().page(`${origin}/big.html`);
    expect(answer).toMatchObject({ answered: true, status: 200 });
    if (answer.answered) {
      expect(answer.html.length).toBe(PAGE_MAX_BYTES);
      expect(answer.html.startsWith('<p>top</p>')).toBe(true);
    }
  });

  it("follows a file's redirects for two hops, no more", async () => {
    expect((await file('/hop/2/pin.png')).answer).toEqual({
      answered: true,
      status: 200,
      contentType: 'image/png',
    });
    expect((await file('/hop/3/pin.png')).answer).toEqual({ answered: false, reason: 'redirects' });
  });

  it('sends no request past the budget, each hop counted, and says so', async () => {
    const budget = createRequestBudget(3);
    asked.length = 0;
    const bounded = web();
    // HEAD and GET of a file HEAD turns away: 2 requests; then a file behind one hop: 1 left, 2 needed.
    expect(await bounded.file(`${origin}/head-404.png`, { budget })).toMatchObject({ answered: true });
    expect(await bounded.file(`${origin}/hop/1/pin.png`, { budget })).toEqual({
      answered: false,
      reason: 'budget',
    });
    expect(await bounded.file(`${origin}/pin.png`, { budget })).toEqual({
      answered: false,
      reason: 'budget',
    });
    expect(asked).toEqual(['HEAD /head-404.png', 'GET /head-404.png', 'HEAD /hop/1/pin.png']);
    expect(budget.used).toBe(3);
  });

  it("sends nothing once the check's own time is up", async () => {
    asked.length = 0;
    const answer = await web().file(`${origin}/pin.png`, { signal: AbortSignal.abort() });
    expect(answer.answered).toBe(false);
    expect(asked).toEqual([]);
  });
});
