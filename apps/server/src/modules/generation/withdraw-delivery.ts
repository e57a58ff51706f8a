/**
 * Taking back what a failed run delivered (issue 17): content leaves our system the moment an outside
 * call carrying it is made, which is when its publication row is written. Before such a run may be
 * refunded, each of those objects is deleted outside: its pins, then the post (draft or not), then
 * its media, for good (WordPress's `force=true`: no trash to restore from). A done row is deleted by
 * its remote id; a pending one (the call may or may not have landed) is first looked for as `adopt`
 * does: the post and media by their slugs, a pin by its link's marker. Each deletion marks its row
 * `deleted`, so a second attempt (failRun may run twice) does only what is left. The run's description
 * (`deliveredBy`) is the one failing, discarding and unpublishing share.
 */
import type { AppContext } from '../../context.ts';
import { blogFor } from '../../integrations/blog/blog-publisher.ts';
import { SocialApiError } from '../../integrations/social/social-publisher.ts';
import { pinterestAccessToken } from '../pinterest/pinterest-connection.ts';
import { findRunSite, type RunOfSite } from '../platforms/wordpress-connection.ts';
import { boardFor, findPinOfRun } from './pins.ts';
import { findPublication, markDeleted, type PublicationRow, publicationsOf } from './publications.ts';
import { findRunPost, mediaSlug, slugSourceOf } from './publish-article.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

type Deps = Pick<AppContext, 'db' | 'secrets' | 'blogs' | 'pinterest' | 'config' | 'storage'>;

export interface DeliveredRun {
  userId: string;
  executionId: string;
  /**
   * What its post's slug and its media's slugs are made of: the run's search phrase (issue 31), else
   * its post's title (a run from before).
   */
  title: string | undefined;
  campaignBoard: { id: string | null; name: string | null };
  /** Where its post went: the site it recorded (else its campaign's, as the pipeline chose it). */
  siteOf: RunOfSite;
}

/** What a run delivered, as withdrawing finds it: its post's title (its slugs), its pins' board. */
export function deliveredBy(run: {
  execution: {
    userId: string;
    id: string;
    checkpoint: Record<string, unknown>;
    wordpressSiteId: string | null;
  };
  campaign: {
    selectedPinterestBoardId: string | null;
    selectedPinterestBoardName: string | null;
    wordpressSiteId: string | null;
  };
}): DeliveredRun {
  return {
    userId: run.execution.userId,
    executionId: run.execution.id,
    title: slugSourceOf(readCheckpoint(run.execution.checkpoint)),
    campaignBoard: {
      id: run.campaign.selectedPinterestBoardId,
      name: run.campaign.selectedPinterestBoardName,
    },
    siteOf: {
      execution: { userId: run.execution.userId, wordpressSiteId: run.execution.wordpressSiteId },
      campaign: { wordpressSiteId: run.campaign.wordpressSiteId },
    },
  };
}

/** Pins first (they link to the post), then the post (it features the media), then the media. */
const order = (key: string) => (key.startsWith('pin:') ? 0 : key === 'post' ? 1 : 2);

/** A row whose call may have reached the outside: any but `unsent` (its call never left). */
const reachedOutside = (row: PublicationRow) => row.status !== 'unsent';

/**
 * Whether the run delivered anything outside: any publication row whose call may have left, whatever
 * became of it since. Such a run is refunded only once `withdrawDelivery` has deleted all of it.
 */
export async function runDelivered(deps: Pick<AppContext, 'db'>, executionId: string): Promise<boolean> {
  return (await publicationsOf(deps.db, executionId)).some(reachedOutside);
}

/**
 * Deletes outside everything the run delivered that is not deleted yet. True when nothing of it is
 * left; false when an object could not be deleted (the blog or Pinterest refused, could not be
 * reached, or is no longer connected): the rows of what was deleted are marked, the others stay.
 *
 * `trash` (issue 27's "Unpublish"): only what readers reach is taken down, its pins deleted and the
 * post moved to WordPress's trash (its page answers 404; its author can restore it from there), its
 * images left in the media library.
 */
export async function withdrawDelivery(
  deps: Deps,
  run: DeliveredRun,
  { trash = false }: { trash?: boolean } = {},
): Promise<boolean> {
  const rows = (await publicationsOf(deps.db, run.executionId))
    .filter((row) => reachedOutside(row) && row.status !== 'deleted')
    .filter((row) => !trash || !row.key.startsWith('media:'))
    .sort((a, b) => order(a.key) - order(b.key));
  for (const row of rows) {
    try {
      await withdraw(deps, run, row, trash);
    } catch {
      return false;
    }
    await markDeleted(deps.db, run.executionId, row.key);
  }
  return true;
}

async function withdraw(deps: Deps, run: DeliveredRun, row: PublicationRow, trash: boolean): Promise<void> {
  if (row.key.startsWith('pin:')) return withdrawPin(deps, run, row);
  const site = await findRunSite(deps, run.siteOf);
  if (!site) throw new Error('the blog is no longer connected');
  const blog = blogFor(deps.blogs, site);
  const { title, executionId } = run;
  if (row.key === 'post') {
    // Its featured image is the run's landscape one (its first pin before issue 32), withdrawn after it.
    const featured = (
      (await findPublication(deps.db, executionId, 'media:0')) ??
      (await findPublication(deps.db, executionId, 'media:1'))
    )?.remoteId;
    const id =
      row.remoteId ??
      (title === undefined
        ? undefined
        : (
            await findRunPost(blog, site, {
              title,
              executionId,
              featuredMedia: featured ? Number(featured) : undefined,
            })
          )?.id);
    if (id === undefined) return;
    if (trash) await blog.trashPost(site, Number(id));
    else await blog.deletePost(site, Number(id));
    return;
  }
  const number = row.key.slice('media:'.length);
  const id =
    row.remoteId ??
    (title === undefined
      ? undefined
      : (await blog.findMediaBySlug(site, mediaSlug(title, executionId, Number(number))))?.id);
  if (id !== undefined) await blog.deleteMedia(site, Number(id));
}

async function withdrawPin(deps: Deps, run: DeliveredRun, row: PublicationRow): Promise<void> {
  let pinId = row.remoteId;
  if (!pinId) {
    const board = await boardFor(deps, { userId: run.userId, campaignBoard: run.campaignBoard });
    const imageNumber = Number(row.key.slice('pin:'.length));
    pinId = (await findPinOfRun(deps, run.userId, board.boardId, run.executionId, imageNumber))?.id ?? null;
  }
  if (!pinId) return;
  const token = await pinterestAccessToken(deps, run.userId);
  try {
    await deps.pinterest.deletePin(token, pinId);
  } catch (error) {
    // Already gone is what we wanted.
    if (!(error instanceof SocialApiError && error.status === 404)) throw error;
  }
}
