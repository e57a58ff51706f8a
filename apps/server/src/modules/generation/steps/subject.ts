/**
 * Step 3: the article's subject, on an angle none of the campaign's earlier runs took, nor a draft
 * the uniqueness check turned down in this run; of the family whose pins earned the most outbound
 * clicks per impression when the campaign's results can tell (the steer), and saying so.
 */
import type { ArticleLanguage } from '@aa/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { campaignRunResults } from '../../runs/pin-results.ts';
import {
  ANGLE_FAMILIES,
  type AngleFamily,
  familyOf,
  preferredFamily,
  rankFamilies,
  type SubjectSteer,
} from '../content/angle-families.ts';
import { type SubjectChoice, storedSubjectSchema } from '../content/schemas.ts';
import { settleSearchPhrase } from '../content/search-phrase.ts';
import { defineStep } from './step.ts';

const isFamily = (value: string | null): value is AngleFamily =>
  (ANGLE_FAMILIES as readonly (string | null)[]).includes(value);

/** The campaign's earlier runs' families ranked by their pins' results (one query). */
export async function campaignSteer(
  db: Database,
  campaignId: string,
  beforeRun: number,
  language: ArticleLanguage,
): Promise<SubjectSteer> {
  const runs = await campaignRunResults(db, campaignId, beforeRun);
  return {
    ranked: rankFamilies(
      runs.map((run) => ({
        // Runs made before families were named are placed by their angle's words.
        family: isFamily(run.family) ? run.family : familyOf(run.angle, language),
        impressions: run.impressions,
        saves: run.saves,
        outboundClicks: run.outboundClicks,
      })),
    ),
  };
}

/** The subject with its family named, and the evidence when the steer's family is the one it took. */
export function stampSteer(
  chosen: SubjectChoice,
  steer: SubjectSteer,
  language: ArticleLanguage,
): SubjectChoice {
  const family = chosen.family ?? familyOf(chosen.angle, language);
  const preferred = preferredFamily(steer);
  const steered = preferred && preferred.best.family === family ? preferred : undefined;
  return {
    ...chosen,
    language,
    ...(family ? { family } : {}),
    ...(steered
      ? {
          steeredBy: {
            family: steered.best.family,
            clickRate: steered.best.clickRate,
            runs: steered.best.runs,
            compared: steered.compared,
          },
        }
      : {}),
  };
}

/** The subject and angle chosen. */
const output = storedSubjectSchema;

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    subject: z.infer<typeof output>;
  }
}

export const subjectStep = defineStep({
  key: 'subject',
  needs: ['products', 'trends'],
  uses: ['db'],
  output,
  shows: 'subjectSelection',
  run: async ({ products, trends, rejected = [] }, { ctx, services, earlier, language, run }) => {
    const steer = await campaignSteer(ctx.db, run.campaign.id, run.execution.runNumber, language);
    const chosen = await services.subject({
      products,
      trends,
      earlier: [...rejected, ...earlier].map(({ subject, angle, searchPhrase }) => ({
        subject,
        angle,
        ...(searchPhrase ? { searchPhrase } : {}),
      })),
      language,
      steer,
    });
    // Its own search phrase: no earlier run's, nor a turned-down draft's.
    const searchPhrase = settleSearchPhrase({
      proposed: chosen.searchPhrase,
      products,
      targetKeyword: chosen.targetKeyword,
      angle: chosen.angle,
      earlier: [...rejected, ...earlier].flatMap((run) => (run.searchPhrase ? [run.searchPhrase] : [])),
    });
    return stampSteer({ ...chosen, searchPhrase }, steer, language);
  },
  report: (chosen) => ({ subject: chosen.subject }),
});
