/**
 * One run on its campaign's page (issue 21), anchored as `#run-N`: its number, status, start (in the
 * schedule's time zone) and credits spent; its subject and angle with why it was chosen; why it failed;
 * its post, images (opening the image dialog), pins; and what `results` adds (the post check and the
 * pins' results, composed by the route from the Content Library).
 */
import type { Campaign, Execution } from '@aa/contracts';
import { Compass, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageToPost } from '../../../components/execution-image-dialog.tsx';
import { RegenerateImageButton } from '../../../components/regenerate-image-button.tsx';
import { RunPostActions } from '../../../components/run-post-actions.tsx';
import { RunThumbnail } from '../../../components/run-thumbnail.tsx';
import { ScheduledPins } from '../../../components/scheduled-pins.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { canPinRun, executionImages } from '../../../lib/executions-api.ts';
import { formatDateTime, formatPercent } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { runFinished } from '../campaign-format.ts';
import { FactsUsed } from './facts-used.tsx';

export const runAnchor = (runNumber: number) => `run-${runNumber}`;

const SHOWN_STATUSES = ['completed', 'failed', 'review', 'discarded'] as const;
const STATUS_TONES = {
  completed: 'success',
  failed: 'danger',
  review: 'warning',
  discarded: 'neutral',
  inProgress: 'indigo',
} as const;

function RunStatus({ status }: { status: Execution['status'] }) {
  const { t } = useTranslation();
  const shown = SHOWN_STATUSES.find((known) => known === status) ?? 'inProgress';
  return <Badge tone={STATUS_TONES[shown]}>{t(`campaigns.page.runStatus.${shown}`)}</Badge>;
}

function Credits({ execution }: { execution: Execution }) {
  const { t } = useTranslation();
  if (execution.credits_spent === undefined) return null;
  const refunded = execution.status === 'failed' && execution.credits_spent === 0;
  return (
    <span>
      {refunded
        ? t('campaigns.page.creditsRefunded')
        : t('campaigns.page.creditsSpent', { count: execution.credits_spent })}
    </span>
  );
}

/**
 * Why the angle was chosen, in the interface's language: the writer's own sentence when the article is
 * in that language, else what the run recorded (the steer's evidence; an angle no earlier run took).
 */
function useAngleReason(angle: NonNullable<Execution['angle']>): string {
  const { t, i18n } = useTranslation();
  if (angle.language === i18n.language.split('-')[0]) return angle.reason;
  const steer = angle.steered_by;
  const steered = steer
    ? t('angles.steered', {
        family: t(`angles.family.${steer.family}`),
        rate: formatPercent(steer.click_rate, i18n.language),
        families: steer.families,
      })
    : undefined;
  return steered ? `${steered} ${t('angles.new')}` : t('angles.new');
}

function Angle({ angle }: { angle: NonNullable<Execution['angle']> }) {
  const { t } = useTranslation();
  const reason = useAngleReason(angle);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700">
      <Compass className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" />
      <div className="min-w-0 break-words">
        <p>
          <span className="font-medium text-slate-900">{t('campaigns.page.angle')}</span>{' '}
          <span lang={angle.language}>{angle.text}</span>
        </p>
        {angle.search_phrase ? (
          <p className="mt-0.5">
            <span className="font-medium text-slate-900">{t('campaigns.page.searchPhrase')}</span>{' '}
            <q lang={angle.language} className="[overflow-wrap:anywhere]">
              {angle.search_phrase}
            </q>
          </p>
        ) : null}
        {reason ? (
          <p className="mt-0.5">
            <span className="font-medium text-slate-900">{t('campaigns.page.why')}</span> {reason}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function RunCard({
  execution,
  timeZone,
  onOpenImage,
  results,
  campaign,
}: {
  execution: Execution;
  timeZone: string;
  onOpenImage: (image: ImageToPost) => void;
  results?: ReactNode;
  /** The campaign's product names, for the run's facts (issue 29). */
  campaign?: Pick<Campaign, 'product1_title' | 'product2_title'>;
}) {
  const { t, i18n } = useTranslation();
  const result = execution.result_data;
  const images = executionImages(execution);
  const subject = result.subject ?? execution.campaign.name;
  const headingId = `${runAnchor(execution.run_number)}-title`;
  const imageAlt = (number: number) => t('campaigns.page.imageAlt', { number, subject });
  return (
    <li>
      <article
        id={runAnchor(execution.run_number)}
        aria-labelledby={headingId}
        tabIndex={-1}
        className="scroll-mt-24 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:p-5"
      >
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h4 id={headingId} className="font-semibold text-slate-900">
            {t('campaigns.page.runNumber', { number: execution.run_number })}
          </h4>
          <RunStatus status={execution.status} />
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-500">
            <time dateTime={execution.started_at}>
              {formatDateTime(execution.started_at, i18n.language, timeZone)}
            </time>
            <Credits execution={execution} />
          </p>
        </header>
        <p className={cn('break-words', result.subject ? 'font-medium text-slate-900' : 'text-slate-500')}>
          {result.subject ??
            (runFinished(execution.status) ? t('campaigns.page.noSubject') : t('campaigns.page.working'))}
        </p>
        {execution.angle ? <Angle angle={execution.angle} /> : null}
        {execution.error_message ? (
          <div
            role="note"
            className={cn(
              'rounded-lg p-3 text-sm',
              execution.status === 'failed' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800',
            )}
          >
            <p className="font-medium">
              {execution.status === 'failed' ? t('campaigns.page.failedWhy') : t('campaigns.page.note')}
            </p>
            <p className="break-words">{translateMessage(t, execution.error_message)}</p>
          </div>
        ) : null}
        {result.blog_url ? (
          <a
            href={result.blog_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {t('campaigns.page.readPost')}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : null}
        {result.featured_image ? (
          <FeaturedImage
            url={result.featured_image}
            run={execution.run_number}
            subject={subject}
            execution={execution}
          />
        ) : null}
        {images.length > 0 ? (
          <div className="grid max-w-xs grid-cols-3 gap-2 sm:max-w-sm">
            {images.map(({ number, url }) => (
              <RunThumbnail
                key={number}
                url={url}
                label={t('campaigns.page.openImage', { number, run: execution.run_number })}
                alt={imageAlt(number)}
                onOpen={() =>
                  onOpenImage({
                    executionId: execution.id,
                    imageNumber: number,
                    url,
                    alt: imageAlt(number),
                    pins: result.pinterest_posts.filter((post) => post.image_number === number),
                    pinnable: canPinRun(execution),
                    execution,
                  })
                }
              />
            ))}
          </div>
        ) : null}
        <PicturesNote pictures={result.image_pictures} />
        {result.pinterest_posts.length > 0 ? (
          <ul className="flex flex-col gap-0.5 text-sm">
            {result.pinterest_posts.map((post) => (
              <li key={post.pin_id}>
                <a
                  href={post.pin_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-indigo-600 [overflow-wrap:anywhere] hover:underline"
                >
                  {t('campaigns.page.pin', {
                    number: post.image_number,
                    board: post.board_name ?? post.board_id,
                  })}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ScheduledPins execution={execution} timeZone={timeZone} />
        <FactsUsed execution={execution} {...(campaign ? { campaign } : {})} />
        <RunPostActions execution={execution} timeZone={timeZone} />
        {results}
      </article>
    </li>
  );
}

/**
 * The post's landscape featured image (issue 32): what the blog index and a share show, opened full
 * size in a new tab.
 */
function FeaturedImage({
  url,
  run,
  subject,
  execution,
}: {
  url: string;
  run: number;
  subject: string;
  execution: Execution;
}) {
  const { t } = useTranslation();
  return (
    <figure className="max-w-xs space-y-1 sm:max-w-sm">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('campaigns.page.openFeatured', { run })}
        className="block overflow-hidden rounded-lg border border-slate-200 bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <img
          src={url}
          alt={t('campaigns.page.featuredAlt', { subject })}
          width={1200}
          height={628}
          loading="lazy"
          className="aspect-[1200/628] w-full object-cover"
        />
      </a>
      <figcaption className="text-xs text-slate-500">{t('campaigns.page.featuredCaption')}</figcaption>
      <RegenerateImageButton execution={execution} imageNumber={0} />
    </figure>
  );
}

/** What the run's pictures are (issue 32): the user's photos, drawn by the image model (labelled as AI), or designs. */
function PicturesNote({ pictures }: { pictures: Record<string, 'ai' | 'design' | 'photo'> | undefined }) {
  const { t } = useTranslation();
  const kinds = new Set(Object.values(pictures ?? {}));
  if (kinds.size === 0) return null;
  const key = kinds.size === 1 ? [...kinds][0] : kinds.has('photo') ? 'photoMixed' : 'mixed';
  return <p className="text-xs text-slate-500">{t(`campaigns.page.pictures.${key}`)}</p>;
}
