/**
 * 'AI Agent is Working' (PRODUCT.md §4 Generation modal): the seven steps animated by a local timer with
 * PRODUCT.md's durations, overtaken by the run's real progress (Server-Sent Events, or polling): once the
 * images exist the subject and the 3 images show, once the post is live the success screen with its
 * link. Everything resets when it closes.
 */
import { type Execution, GENERATION_STEPS, Messages } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import type { TFunction } from 'i18next';
import { AlertCircle, Check, ExternalLink, FileSearch, Hourglass, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExecutionImageDialog, type ImageToPost } from '../../../components/execution-image-dialog.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { canPinRun, executionImages } from '../../../lib/executions-api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { runFinished } from '../campaign-format.ts';
import { useExecutionProgress } from '../hooks/use-execution-progress.ts';

export interface GenerationRun {
  executionId: string;
  campaignId: string;
  initial: Execution | null;
}

/** `waiting`: the step a review run stopped at, until the user approves its draft (issue 27). */
type StepState = 'pending' | 'active' | 'waiting' | 'done';

/** The step the local timer has reached after `elapsed` seconds (0-based), never past the last one. */
export function timerStep(elapsedSeconds: number): number {
  let total = 0;
  for (const [index, step] of GENERATION_STEPS.entries()) {
    total += step.seconds;
    if (elapsedSeconds < total) return index;
  }
  return GENERATION_STEPS.length - 1;
}

/** The step to show: the server's when it is ahead of the timer (PRODUCT.md: the server overrides). */
export function shownStep(execution: Execution | null, elapsedSeconds: number): number {
  const local = timerStep(elapsedSeconds);
  if (!execution) return local;
  if (execution.result_data.step2_completed) return GENERATION_STEPS.length;
  let server = execution.current_step - 1;
  if (execution.result_data.step1_completed) server = Math.max(server, 3);
  return Math.max(local, server);
}

/**
 * What a step's time shows: its real elapsed seconds (from the server's start times), PRODUCT.md's
 * estimate for a step not begun, or that it ran alongside the step before (it never became the
 * earliest unfinished one: the two were done together).
 */
export interface StepTime {
  seconds: number;
  kind: 'real' | 'estimate' | 'alongside';
}

/**
 * Each step's time: a step the server started runs until the next step's start (or the run's end, or
 * now while it runs). Without any start times (a run from before they were kept) every step shows its
 * estimate.
 */
export function stepTimes(execution: Execution | null, now: number): StepTime[] {
  const starts = execution?.result_data.step_started_at;
  const finished = execution ? runFinished(execution.status) : false;
  const ended = execution?.completed_at ? Date.parse(execution.completed_at) : null;
  return GENERATION_STEPS.map((step, index): StepTime => {
    const start = starts?.[index];
    const next = starts?.slice(index + 1).find((value): value is string => Boolean(value));
    if (!start)
      return starts && (next || (finished && starts.some(Boolean)))
        ? { seconds: 0, kind: 'alongside' }
        : { seconds: step.seconds, kind: 'estimate' };
    const end = next ? Date.parse(next) : (ended ?? now);
    return { seconds: Math.max(0, Math.round((end - Date.parse(start)) / 1000)), kind: 'real' };
  });
}

export function GenerationModal({ run, onClose }: { run: GenerationRun | null; onClose: () => void }) {
  const { t } = useTranslation();
  const progress = useExecutionProgress(run);
  const [elapsed, setElapsed] = useState(0);
  const [image, setImage] = useState<ImageToPost | null>(null);

  useEffect(() => {
    setElapsed(0);
    if (!run) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed((Date.now() - started) / 1000), 1000);
    return () => clearInterval(timer);
  }, [run]);

  const execution = progress.execution;
  const failed = execution?.status === 'failed';
  const succeeded = Boolean(execution?.result_data.step2_completed) && execution?.status === 'completed';
  // Review mode (issue 27): the article is a draft on the blog, waiting for the user.
  const waiting = execution?.status === 'review';
  const current = shownStep(execution, elapsed);
  const images = useMemo(() => (execution ? executionImages(execution) : []), [execution]);
  const percent = Math.round((Math.min(current, GENERATION_STEPS.length) / GENERATION_STEPS.length) * 100);

  const times = stepTimes(execution, Date.now());
  // The title says where the run is: working, done, or failed.
  const title = succeeded
    ? t('campaigns.modal.titleDone')
    : failed
      ? t('campaigns.modal.titleFailed')
      : waiting
        ? t('campaigns.modal.titleReview')
        : t('campaigns.modal.title');

  const stateOf = (index: number): StepState =>
    index < current ? 'done' : index === current ? 'active' : 'pending';

  return (
    <>
      <Dialog open={run !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent
          title={title}
          description={
            succeeded
              ? t('campaigns.modal.descriptionDone')
              : failed
                ? t('campaigns.modal.descriptionFailed')
                : waiting
                  ? t('campaigns.modal.descriptionReview')
                  : t('campaigns.modal.description')
          }
          className="max-w-2xl"
        >
          <div className="space-y-5">
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={succeeded || waiting ? 100 : percent}
              aria-label={title}
            >
              <div
                className={cn(
                  'h-full rounded-full transition-all duration-700',
                  failed ? 'bg-red-500' : 'bg-gradient-to-r from-indigo-600 to-violet-600',
                )}
                style={{ width: `${succeeded || waiting ? 100 : percent}%` }}
              />
            </div>

            {succeeded && execution ? (
              <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4" role="status">
                <p className="flex items-center gap-2 font-semibold text-emerald-800">
                  <Check className="h-5 w-5" aria-hidden="true" />
                  {t('campaigns.modal.successTitle')}
                </p>
                <p className="mt-1 text-sm text-emerald-900">{t('campaigns.modal.successBody')}</p>
                {execution.result_data.pinterest_posts.length > 0 ? (
                  <p className="mt-1 text-sm text-emerald-900">
                    {t('campaigns.modal.pins', { count: execution.result_data.pinterest_posts.length })}
                  </p>
                ) : null}
                {execution.error_message ? (
                  <p className="mt-1 text-sm text-amber-800">
                    {translateMessage(t, execution.error_message)}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {execution.result_data.blog_url ? (
                    <a
                      href={execution.result_data.blog_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonVariants({ size: 'sm' })}
                    >
                      <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      {t('campaigns.modal.viewArticle')}
                    </a>
                  ) : null}
                  <Link
                    to={paths.generatedContent}
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  >
                    {t('campaigns.modal.library')}
                  </Link>
                </div>
              </div>
            ) : null}

            {waiting && execution ? (
              <div className="rounded-xl border border-amber-200 bg-amber-50 p-4" role="status">
                <p className="flex items-center gap-2 font-semibold text-amber-900">
                  <FileSearch className="h-5 w-5" aria-hidden="true" />
                  {t('campaigns.modal.reviewTitle')}
                </p>
                <p className="mt-1 text-sm text-amber-900">{t('campaigns.modal.reviewBody')}</p>
                <div className="mt-3">
                  <Link to={paths.runPost(execution.id)} className={buttonVariants({ size: 'sm' })}>
                    {t('campaigns.modal.reviewOpen')}
                  </Link>
                </div>
              </div>
            ) : null}

            {failed && execution ? (
              <div
                role="alert"
                className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
              >
                <AlertCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{t('campaigns.modal.failedTitle')}</p>
                  <p>{translateMessage(t, execution.error_message ?? Messages.generationFailed)}</p>
                </div>
              </div>
            ) : null}

            {progress.slowed ? (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800" role="status">
                {translateMessage(t, Messages.slowerUpdates)}
              </p>
            ) : null}
            {progress.lost ? (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" role="status">
                {t('campaigns.modal.lost')}
              </p>
            ) : null}

            <ol className="space-y-2">
              {GENERATION_STEPS.map((step, index) => {
                const reached = stateOf(index);
                const state: StepState =
                  reached !== 'active' ? reached : failed ? 'pending' : waiting ? 'waiting' : 'active';
                return (
                  <li
                    key={step.key}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                      state === 'active'
                        ? 'bg-indigo-50 text-indigo-900'
                        : state === 'waiting'
                          ? 'bg-amber-50 text-amber-900'
                          : state === 'done'
                            ? 'text-slate-700'
                            : 'text-slate-400',
                    )}
                  >
                    <span
                      className={cn(
                        'flex h-6 w-6 shrink-0 items-center justify-center rounded-full',
                        state === 'done'
                          ? 'bg-emerald-500 text-white'
                          : state === 'active'
                            ? 'bg-indigo-600 text-white'
                            : state === 'waiting'
                              ? 'bg-amber-500 text-white'
                              : 'border border-slate-300',
                      )}
                    >
                      {state === 'done' ? (
                        <Check className="h-4 w-4" aria-hidden="true" />
                      ) : state === 'active' ? (
                        <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden="true" />
                      ) : state === 'waiting' ? (
                        <Hourglass className="h-3.5 w-3.5" aria-hidden="true" />
                      ) : null}
                    </span>
                    <span className="flex-1 font-medium">{t(`campaigns.modal.steps.${step.key}`)}</span>
                    <span className="sr-only">{t(`campaigns.modal.${state}`)}</span>
                    {state === 'waiting' ? null : (
                      <StepTimeText time={times[index] ?? { seconds: step.seconds, kind: 'estimate' }} />
                    )}
                  </li>
                );
              })}
            </ol>

            {execution?.result_data.step1_completed ? (
              <section aria-label={t('campaigns.modal.images')} className="space-y-2">
                {execution.result_data.subject ? (
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold">{t('campaigns.modal.subject')}: </span>
                    {execution.result_data.subject}
                  </p>
                ) : null}
                <div className="grid grid-cols-3 gap-3">
                  {images.map(({ number, url }) => (
                    <button
                      key={number}
                      type="button"
                      onClick={() =>
                        setImage({
                          executionId: execution.id,
                          imageNumber: number,
                          url,
                          alt: `${execution.result_data.subject ?? ''} (${number})`,
                          pins: execution.result_data.pinterest_posts.filter(
                            (p) => p.image_number === number,
                          ),
                          pinnable: canPinRun(execution),
                        })
                      }
                      className="overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                      aria-label={t('campaigns.modal.openImage', { number })}
                    >
                      <img
                        src={url}
                        alt=""
                        width={200}
                        height={300}
                        className="aspect-[2/3] w-full object-cover"
                      />
                    </button>
                  ))}
                </div>
              </section>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
      <ExecutionImageDialog image={image} onOpenChange={(open) => (open ? undefined : setImage(null))} />
    </>
  );
}

function StepTimeText({ time }: { time: StepTime }) {
  const { t } = useTranslation();
  return (
    <span className={cn('text-xs tabular-nums', time.kind === 'real' ? 'text-slate-600' : 'text-slate-400')}>
      {time.kind === 'real'
        ? formatElapsed(t, time.seconds)
        : time.kind === 'estimate'
          ? t('campaigns.modal.estimate', { count: time.seconds })
          : t('campaigns.modal.alongside')}
    </span>
  );
}

/** 42 s, 1 min 05 s. */
function formatElapsed(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('campaigns.modal.seconds', { count: seconds });
  return t('campaigns.modal.minutes', {
    minutes: Math.floor(seconds / 60),
    seconds: String(seconds % 60).padStart(2, '0'),
  });
}
