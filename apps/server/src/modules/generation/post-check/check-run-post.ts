/**
 * A run's live post checked (issue 20): what its page should show, read from the run (the campaign's
 * store and article language, the run's title, the tag its links carry); the page checked
 * (check-post.ts); the result stored with the run (the runs module's post checks) and, when it
 * fails something the run's previous check did not, the user told by mail in their language, once.
 * The rechecks a day and a week after publishing are `check-post` jobs, one per round and run.
 */
import {
  type AmazonStore,
  appLink,
  DEFAULT_STORE_ID,
  disclosureFor,
  type PostCheckItem,
  type PostCheckRound,
  paths,
  storeById,
  storedArticleLanguage,
} from '@aa/contracts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { recordPostCheck } from '../../runs/post-checks.service.ts';
import { type LoadedRun, loadRun } from '../../runs/runs.service.ts';
import { type RunMailRecipient, runMailRecipient } from '../../users/users.service.ts';
import { type PublicationRow, publicationsOf } from '../publications.ts';
import { livePost, readCheckpoint } from '../steps/checkpoint.ts';
import { checkPost, type PostExpectations } from './check-post.ts';

type Run = LoadedRun;

/** The campaign's store; amazon.com for an id no store has (a column kept as text). */
function campaignStore(id: string): AmazonStore {
  const store = storeById(id) ?? storeById(DEFAULT_STORE_ID);
  if (!store) throw new Error(`no store ${DEFAULT_STORE_ID}`);
  return store;
}

/** The tag a published link carries (`?tag=`); null without one. */
function tagOf(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  try {
    return new URL(link).searchParams.get('tag');
  } catch {
    return null;
  }
}

/** The hosts WordPress gave the run's uploaded images (their `source_url`): an offload plugin serves them from a CDN of its own. */
function mediaHosts(rows: readonly PublicationRow[]): string[] {
  const hosts = new Set<string>();
  for (const row of rows)
    if (row.key.startsWith('media:') && row.remoteUrl && URL.canParse(row.remoteUrl))
      hosts.add(new URL(row.remoteUrl).hostname);
  return [...hosts];
}

/** What the run published, that its page should show: the links it made are what its tag was. */
function expectationsOf(run: Run, post: { link: string }, title?: string): PostExpectations {
  const links = (run.execution.resultData.product_links ?? {}) as Record<string, unknown>;
  const language = storedArticleLanguage(run.campaign.language);
  return {
    url: post.link,
    title,
    disclosure: disclosureFor(language),
    store: campaignStore(run.campaign.store),
    tag: tagOf(links.product1) ?? tagOf(links.product2),
  };
}

/**
 * Checks the run's post and stores the result; undefined when there is nothing to check (no run, no
 * post, or a post the run took back). A page that cannot be reached is a result, not a throw.
 */
export async function checkRunPost(
  ctx: Pick<AppContext, 'db' | 'publicWeb' | 'mail' | 'config'>,
  executionId: string,
  round: PostCheckRound,
): Promise<PostCheckItem[] | undefined> {
  const run = await loadRun(ctx.db, executionId);
  if (!run) return undefined;
  const checkpoint = readCheckpoint(run.execution.checkpoint);
  const live = livePost(checkpoint);
  // No live post (a draft, or unpublished since): nothing a reader sees to check.
  if (!live || run.execution.unpublishedAt) return undefined;
  const delivered = await publicationsOf(ctx.db, executionId);
  // A failed run's withdrawn post is no longer the user's to check.
  if (delivered.find((row) => row.key === 'post')?.status === 'deleted') return undefined;
  const title = checkpoint.plan?.title;
  const expected = expectationsOf(run, live, title);
  const items = await checkPost(ctx.publicWeb, expected, { mediaHosts: mediaHosts(delivered) });
  const userId = run.execution.userId;
  // None for a user who turned run mails off: they see the check in the Content Library only.
  const user = items.some((item) => !item.ok) ? await runMailRecipient(ctx.db, userId) : undefined;
  await recordPostCheck(ctx.db, { executionId, userId, round, postUrl: expected.url, items }, async (tx) => {
    if (user) await mailFailure(ctx, tx, { user, title: title ?? expected.url, url: expected.url, items });
  });
  return items;
}

async function mailFailure(
  ctx: Pick<AppContext, 'mail' | 'config'>,
  tx: Tx,
  {
    user,
    title,
    url,
    items,
  }: {
    user: RunMailRecipient;
    title: string;
    url: string;
    items: PostCheckItem[];
  },
) {
  await ctx.mail.queue(
    user.email,
    {
      template: 'post-check-failed',
      language: user.language === 'fr' ? 'fr' : 'en',
      props: {
        firstName: user.firstName,
        postTitle: title,
        postUrl: url,
        passed: items.filter((item) => item.ok).length,
        total: items.length,
        failures: items.filter((item) => !item.ok),
        libraryUrl: appLink(ctx.config.appUrl, paths.generatedContent),
      },
    },
    tx,
  );
}
