/**
 * A second WordPress for the e2e tests of several sites (issue 31): the sandbox's blog on a port of its
 * own, as a site out on the web would be. `node scripts/e2e-second-blog.ts <port>` serves it at
 * http://127.0.0.1:<port>/blog until killed; its Author's credentials are SECOND_BLOG_AUTHOR
 * (e2e/support/platforms.ts). The worker's app server is started allowed to reach it (SAFE_FETCH_ALLOW).
 */
import { wordpressSandbox } from '@aa/sandbox/wordpress/wordpress-sandbox';
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const publicUrl = `http://127.0.0.1:${port}/blog`;
const app = Fastify();
await app.register(wordpressSandbox, {
  prefix: '/blog',
  publicUrl,
  siteTitle: 'Kitchen Picks',
  users: [{ username: 'kitchen', applicationPassword: 'kItc hEnp icks 2026 abcd efgh', role: 'author' }],
  categories: ['Kitchen & Cooking'],
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`ready ${publicUrl}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
