/** The three platforms of users at once: PRODUCT.md §7's status, the onboarding tour's state, what a run lacks. */
import type { Onboarding, PlatformStatus } from '@aa/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { amazonTags, wordpressConnections } from '../../db/schema/platforms.ts';
import { findPinterestAccount } from '../pinterest/pinterest-connection.ts';
import { findAmazonTag } from './amazon-tag.ts';
import { findOnboardingCompleted, onboardingStartStep } from './onboarding.ts';
import { presentAmazon, presentPinterest, presentWordPress } from './platform.presenter.ts';
import { findWordPressConnection } from './wordpress-connection.ts';

export async function getPlatformStatus(db: Database, userId: string): Promise<PlatformStatus> {
  const [wordpress, pinterest, amazon] = await Promise.all([
    findWordPressConnection(db, userId),
    findPinterestAccount(db, userId),
    findAmazonTag(db, userId),
  ]);
  return {
    wordpress: presentWordPress(wordpress),
    pinterest: presentPinterest(pinterest),
    amazon: presentAmazon(amazon),
  };
}

export type PublishingGap = 'wordpress' | 'amazonTag';

/**
 * What each of these users lacks to publish a run (a WordPress site, else an affiliate tag); users
 * with both are absent from the answer. A run is refused before it is paid for when its article
 * could go nowhere.
 */
export async function publishingGaps(db: Database, userIds: string[]): Promise<Map<string, PublishingGap>> {
  const gaps = new Map<string, PublishingGap>();
  if (userIds.length === 0) return gaps;
  const [sites, tags] = await Promise.all([
    db
      .select({ userId: wordpressConnections.userId })
      .from(wordpressConnections)
      .where(inArray(wordpressConnections.userId, userIds)),
    db.select({ userId: amazonTags.userId }).from(amazonTags).where(inArray(amazonTags.userId, userIds)),
  ]);
  const withSite = new Set(sites.map((row) => row.userId));
  const withTag = new Set(tags.map((row) => row.userId));
  for (const userId of userIds) {
    if (!withSite.has(userId)) gaps.set(userId, 'wordpress');
    else if (!withTag.has(userId)) gaps.set(userId, 'amazonTag');
  }
  return gaps;
}

export async function getOnboarding(
  db: Database,
  userId: string,
  demoAmazonTag: string,
): Promise<Onboarding> {
  const [status, completed] = await Promise.all([
    getPlatformStatus(db, userId),
    findOnboardingCompleted(db, userId),
  ]);
  const connected = {
    wordpressConnected: status.wordpress.completed,
    pinterestConnected: status.pinterest.completed,
    amazonConfigured: status.amazon.completed,
  };
  return { completed, startStep: onboardingStartStep(connected), ...connected, demoAmazonTag };
}
