/** The three platforms of users at once: PRODUCT.md §7's status, the onboarding tour's state, what a run lacks. */
import type { Onboarding, PlatformStatus } from '@aa/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { amazonTags, wordpressConnections } from '../../db/schema/platforms.ts';
import { findPinterestAccount } from '../pinterest/pinterest-connection.ts';
import { findAmazonTag, listAmazonTags } from './amazon-tag.ts';
import { findOnboardingState, onboardingStartStep } from './onboarding.ts';
import { presentAmazon, presentPinterest, presentWordPress } from './platform.presenter.ts';
import { findWordPressConnection } from './wordpress-connection.ts';

export async function getPlatformStatus(db: Database, userId: string): Promise<PlatformStatus> {
  const [wordpress, pinterest, amazon] = await Promise.all([
    findWordPressConnection(db, userId),
    findPinterestAccount(db, userId),
    listAmazonTags(db, userId),
  ]);
  return {
    wordpress: presentWordPress(wordpress),
    pinterest: presentPinterest(pinterest),
    amazon: presentAmazon(amazon),
  };
}

/** Whether the user has a tag for `store` ("amazon.fr"): a campaign there needs one. */
export async function hasAmazonTag(db: Database, userId: string, store: string): Promise<boolean> {
  return (await findAmazonTag(db, userId, store)) !== undefined;
}

export type PublishingGap = 'wordpress' | 'amazonTag' | 'demoTag';

/** What a campaign's owner lacks to publish its run; undefined when nothing is missing. */
export type GapOf = (campaign: {
  userId: string;
  store: string;
  wordpressSiteId?: string | null;
}) => PublishingGap | undefined;

/**
 * What each of these campaigns' owners lacks to publish a run: a WordPress site (the campaign's, else
 * the default: there is one whenever any site is connected), else an affiliate tag for the campaign's
 * store (a tag earns only in its own store), else a tag of their own when the site is not the demo
 * blog (the tour's demo tag would earn for someone else, issue 33). A run is refused before it is
 * paid for when its article could go nowhere, or would earn nothing for its owner.
 */
export async function publishingGaps(
  db: Database,
  campaigns: { userId: string; store: string; wordpressSiteId?: string | null }[],
): Promise<GapOf> {
  const userIds = [...new Set(campaigns.map((campaign) => campaign.userId))];
  if (userIds.length === 0) return () => undefined;
  const [sites, tags] = await Promise.all([
    db
      .select({
        id: wordpressConnections.id,
        userId: wordpressConnections.userId,
        isDefault: wordpressConnections.isDefault,
        demo: wordpressConnections.demo,
      })
      .from(wordpressConnections)
      .where(and(inArray(wordpressConnections.userId, userIds), isNull(wordpressConnections.removedAt))),
    db
      .select({ userId: amazonTags.userId, store: amazonTags.store, demo: amazonTags.demo })
      .from(amazonTags)
      .where(inArray(amazonTags.userId, userIds)),
  ]);
  const tagOf = new Map(tags.map((row) => [`${row.userId} ${row.store}`, row]));
  return ({ userId, store, wordpressSiteId }) => {
    const own = sites.filter((site) => site.userId === userId);
    if (own.length === 0) return 'wordpress';
    const tag = tagOf.get(`${userId} ${store}`);
    if (!tag) return 'amazonTag';
    const site =
      own.find((candidate) => candidate.id === wordpressSiteId) ??
      own.find((candidate) => candidate.isDefault) ??
      own[0];
    if (tag.demo && !site?.demo) return 'demoTag';
    return undefined;
  };
}

export async function getOnboarding(
  db: Database,
  userId: string,
  demoAmazonTag: string,
): Promise<Onboarding> {
  const [status, { completed, step }] = await Promise.all([
    getPlatformStatus(db, userId),
    findOnboardingState(db, userId),
  ]);
  const connected = {
    wordpressConnected: status.wordpress.completed,
    pinterestConnected: status.pinterest.completed,
    amazonConfigured: status.amazon.completed,
  };
  return { completed, startStep: onboardingStartStep(connected, step), ...connected, demoAmazonTag };
}
