/** The three platforms of a user at once: SPEC §7's status and the onboarding tour's state. */
import type { Onboarding, PlatformStatus } from '@aa/contracts';
import type { Database } from '../../db/client.ts';
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
