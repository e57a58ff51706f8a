/**
 * The pipeline's steps, PRODUCT.md §4's seven as the progress dialog shows them, and the checks
 * between (the runner orders them by what each needs):
 *
 *   products ─┐                 ┌─ pins ─────────────── images ─┐                          ┌ pinning
 *   trends ───┴─ subject ───────┴─ plan ─ article ─ uniqueness ─┴─ links ─ post ─ approval ─ live ┴ check
 *
 * (images also wait for the plan, whose scenes an image model draws; post makes the draft, approval
 * lets it go live at once or after the user's review, issue 27; links finds the posts it links to,
 * issue 31.)
 */
import { checkSteps } from '../step-runner.ts';
import { approvalStep } from './approval.ts';
import { articleStep } from './article.ts';
import { imagesStep } from './images.ts';
import { linksStep } from './links.ts';
import { liveStep } from './live.ts';
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
  linksStep,
  publishStep,
  approvalStep,
  liveStep,
  pinningStep,
  postCheckStep,
];

checkSteps(RUN_STEPS);
