/**
 * The pipeline's steps, PRODUCT.md §4's seven as the progress dialog shows them, and the checks
 * between (the runner orders them by what each needs):
 *
 *   products ─┐                 ┌─ pins ─────────────── images ─┐       ┌ pinning
 *   trends ───┴─ subject ───────┴─ plan ─ article ─ uniqueness ─┴─ post ┴ check
 *
 * (images also wait for the plan, whose scenes an image model draws.)
 */
import { checkSteps } from '../step-runner.ts';
import { articleStep } from './article.ts';
import { imagesStep } from './images.ts';
import { pinCopyStep } from './pin-copy.ts';
import { pinningStep } from './pinning.ts';
import { planStep } from './plan.ts';
import { postCheckStep } from './post-check.ts';
import { productsStep } from './products.ts';
import { publishStep } from './publish.ts';
import type { AnyStep } from './step.ts';
import { subjectStep } from './subject.ts';
import { trendsStep } from './trends.ts';
import { uniquenessStep } from './uniqueness.ts';

export const RUN_STEPS: readonly AnyStep[] = [
  productsStep,
  trendsStep,
  subjectStep,
  pinCopyStep,
  planStep,
  imagesStep,
  articleStep,
  uniquenessStep,
  publishStep,
  pinningStep,
  postCheckStep,
];

checkSteps(RUN_STEPS);
