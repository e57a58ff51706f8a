/**
 * The demo blog after RUNS runs (default 10) over three campaigns (catalogue templates 0, 1, 2, runs
 * in turn), as issue 31 measures a site: internal links per post, orphan posts (no other post links
 * to them), tags per post and tags only one post carries, and distinct titles. Each
 * completed run's link-campaign-posts job is run as the worker would.
 *
 *   npm run bench:site-links            RUNS=10 by default
 */

import { linkCampaignPosts } from '../apps/server/src/modules/generation/campaign-links.ts';
import { generationServices } from '../apps/server/src/modules/generation/generation-services.ts';
import { runExecution } from '../apps/server/src/modules/generation/pipeline.ts';
import { findWordPressSite } from '../apps/server/src/modules/platforms/wordpress-connection.ts';
import { silentLog as log, startInProcess } from './support/in-process.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const port = 3900 + Math.floor(Math.random() * 50);

const product = await startInProcess('site-links', port);
const { ctx } = product;
try {
  const campaigns = [
    await product.newCampaign(0),
    await product.newCampaign(1),
    await product.newCampaign(2),
  ];
  const services = generationServices(ctx);
  const started = performance.now();
  for (let n = 0; n < RUNS; n += 1) {
    const campaign = campaigns[n % campaigns.length];
    if (!campaign) continue;
    const id = await product.newRun(campaign.id);
    const outcome = await runExecution(ctx, services, id, log);
    if (outcome !== 'completed') console.log(`run ${n + 1}: ${outcome}`);
    await linkCampaignPosts(ctx, campaign.id);
  }
  const seconds = (performance.now() - started) / 1000;

  const site = await findWordPressSite(ctx, product.user.id);
  if (!site) throw new Error('no blog');
  const api = site.apiRoot.replace(/\/$/, '');
  const posts = (await (await fetch(`${api}/wp/v2/posts?per_page=100`)).json()) as {
    id: number;
    link: string;
    title: { rendered: string };
    content: { rendered: string };
    tags: number[];
  }[];
  const tags = (await (await fetch(`${api}/wp/v2/tags?per_page=100`)).json()) as {
    name: string;
    count: number;
  }[];
  const byLink = new Map(posts.map((post) => [post.link.replace(/\/$/, ''), post]));
  const incoming = new Map(posts.map((post) => [post.id, 0]));
  const outgoing: number[] = [];
  for (const post of posts) {
    const targets = new Set(
      [...post.content.rendered.matchAll(/href="([^"]+)"/g)]
        .map((match) => byLink.get((match[1] ?? '').replace(/\/$/, '')))
        .filter((target) => target !== undefined && target.id !== post.id)
        .map((target) => target?.id ?? 0),
    );
    outgoing.push(targets.size);
    for (const target of targets) incoming.set(target, (incoming.get(target) ?? 0) + 1);
  }
  const sorted = [...outgoing].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const orphans = [...incoming.values()].filter((count) => count === 0).length;
  const tagsPerPost = posts.map((post) => post.tags.length).sort((a, b) => a - b);
  const usedOnce = tags.filter((tag) => tag.count === 1);
  console.log(`${posts.length} posts from ${RUNS} runs over 3 campaigns (${seconds.toFixed(1)} s)`);
  console.log(
    `internal links per post: min ${sorted[0] ?? 0}, median ${median}, max ${sorted.at(-1) ?? 0}; orphan posts ${orphans}`,
  );
  console.log(
    `tags per post: min ${tagsPerPost[0] ?? 0}, max ${tagsPerPost.at(-1) ?? 0}; tags ${tags.length}, used by one post ${usedOnce.length}${usedOnce.length ? ` (${usedOnce.map((tag) => tag.name).join(', ')})` : ''}`,
  );
  console.log(
    `distinct titles: ${new Set(posts.map((post) => post.title.rendered)).size} of ${posts.length}`,
  );
} finally {
  await product.close();
}
