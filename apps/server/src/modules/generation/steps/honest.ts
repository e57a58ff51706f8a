/**
 * The honesty step (issue 27, content/honesty.ts) as every writing step applies it to its own output
 * before it is checkpointed (the plan, the pins' words, the article): a sentence claiming first-hand
 * use is rewritten by the model once, and a run whose writing still claims use fails, refunded, before
 * anything is published. No checkpoint holds a claim, so no retry publishes one. The user's own notes
 * on a product are first-hand experience: a sentence that rests on them stays (issue 29).
 */
import { Messages } from '@aa/contracts';
import { ExperienceClaimError, makeHonest, restsOnNotes } from '../content/honesty.ts';
import { PermanentRunError } from '../pipeline-errors.ts';
import type { StepContext } from './step.ts';

export async function honest<T>(
  value: T,
  {
    services,
    language,
    log,
    executionId,
  }: Pick<StepContext, 'services' | 'language' | 'log' | 'executionId'>,
  /** The run's products: a first-person sentence their user's notes support stays (issue 29). */
  products: readonly { notes?: string[] }[] = [],
): Promise<T> {
  const notes = products.flatMap((product) => product.notes ?? []);
  try {
    const { value: cleaned, rewritten } = await makeHonest(value, {
      language,
      rewrite: (input) => services.rewriteClaims(input),
      supported: (sentence) => restsOnNotes(sentence, notes),
    });
    if (rewritten.length > 0)
      log.info(
        { executionId, claims: rewritten.map((claim) => claim.phrase) },
        'first-hand claims rewritten',
      );
    return cleaned;
  } catch (error) {
    if (!(error instanceof ExperienceClaimError)) throw error;
    throw new PermanentRunError(
      Messages.runExperienceClaims.replace('{{claim}}', error.claims[0]?.phrase ?? ''),
    );
  }
}
