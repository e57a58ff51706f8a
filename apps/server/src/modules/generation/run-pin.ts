/**
 * One pin of a run as the run posts it (the publishing step, or later the scheduled-pin job): the
 * run's pin copy, the campaign's board and its description prepended, linking to the post.
 */
import type { PinterestPost } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import type { OpenPinterest } from '../pinterest/pinterest-connection.ts';
import { pinImage } from './pins.ts';
import type { GenerationServices, PinCopy } from './services.ts';

export interface RunPin {
  userId: string;
  executionId: string;
  campaign: {
    selectedPinterestBoardId: string | null;
    selectedPinterestBoardName: string | null;
    descriptionPinterest: string | null;
  };
  link: string;
  imageNumber: number;
  copy: PinCopy;
  /** A section of the board (issue 32). */
  boardSectionId?: string | null;
}

export async function postRunPin(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config' | 'storage'>,
  services: Pick<GenerationServices, 'pinDescription'>,
  { userId, executionId, campaign, link, imageNumber, copy, boardSectionId }: RunPin,
  pinterest?: OpenPinterest,
): Promise<PinterestPost> {
  const { post } = await pinImage(
    ctx,
    {
      userId,
      executionId,
      imageNumber,
      campaignBoard: {
        id: campaign.selectedPinterestBoardId,
        name: campaign.selectedPinterestBoardName,
        sectionId: boardSectionId ?? null,
      },
      link,
      copy: {
        ...copy,
        description: campaign.descriptionPinterest
          ? services.pinDescription(`${campaign.descriptionPinterest}\n\n${copy.description}`)
          : copy.description,
      },
    },
    pinterest,
  );
  return post;
}
