/** One run in the Content Library: a collapsible card (PRODUCT.md §2) with its images, article, products and pins. */
import type { Execution } from '@aa/contracts';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImageToPost } from '../../../components/execution-image-dialog.tsx';
import { RunPostActions } from '../../../components/run-post-actions.tsx';
import { RunThumbnail } from '../../../components/run-thumbnail.tsx';
import { ScheduledPins } from '../../../components/scheduled-pins.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { canPinRun, executionImages } from '../../../lib/executions-api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { statusDisplay } from '../library-filters.ts';
import { CampaignPageLink } from './campaign-page-link.tsx';
import { PinResults } from './pin-results.tsx';
import { PostCheckSummary } from './post-check.tsx';

export function ExecutionCard({
  execution,
  open,
  onToggle,
  onOpenImage,
}: {
  execution: Execution;
  open: boolean;
  onToggle: () => void;
  onOpenImage: (image: ImageToPost) => void;
}) {
  const { t, i18n } = useTranslation();
  const shown = statusDisplay(execution.status);
  const result = execution.result_data;
  const bodyId = `execution-${execution.id}`;
  const images = executionImages(execution);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-2xl p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Badge
            tone={
              shown === 'OK'
                ? 'success'
                : shown === 'KO'
                  ? 'danger'
                  : shown === 'REVIEW'
                    ? 'warning'
                    : shown === 'DISCARDED'
                      ? 'neutral'
                      : 'indigo'
            }
            className="min-w-10 justify-center font-mono"
            data-status={execution.status}
          >
            <span aria-hidden="true">{t(`library.status.${shown}`)}</span>
            <span className="sr-only">{t(`library.statusLabel.${shown}`)}</span>
          </Badge>
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 font-medium break-words text-slate-900">
              {result.subject ?? t('library.noSubject')}
            </span>
            <span className="mt-0.5 block text-xs break-words text-slate-500">
              {execution.campaign.deleted
                ? t('library.deletedCampaign', { name: execution.campaign.name })
                : execution.campaign.name}{' '}
              · {t('library.run', { number: execution.run_number })} ·{' '}
              <time dateTime={execution.started_at}>
                {formatDateTime(execution.started_at, i18n.language)}
              </time>
            </span>
          </span>
          <ChevronDown
            className={cn('h-5 w-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h3>
      {open ? (
        <div id={bodyId} className="space-y-4 border-t border-slate-100 p-4">
          <CampaignPageLink execution={execution} />
          {execution.error_message ? (
            <div
              role="note"
              className={cn(
                'rounded-lg p-3 text-sm',
                shown === 'KO' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800',
              )}
            >
              <p className="font-medium">{t('library.error')}</p>
              <p>{translateMessage(t, execution.error_message)}</p>
            </div>
          ) : null}
          <RunPostActions execution={execution} />
          {execution.post_check ? (
            <PostCheckSummary check={execution.post_check} executionId={execution.id} />
          ) : null}
          <PinResults execution={execution} />
          <section aria-label={t('library.images')}>
            <h4 className="mb-2 text-sm font-semibold text-slate-700">{t('library.images')}</h4>
            {images.length === 0 ? <p className="text-sm text-slate-500">{t('library.noImages')}</p> : null}
            <div className="grid max-w-md grid-cols-3 gap-3">
              {images.map(({ number, url }) => (
                <RunThumbnail
                  key={number}
                  url={url}
                  label={t('library.openImage', { number })}
                  alt={t('library.imageAlt', { number, subject: result.subject ?? execution.campaign.name })}
                  onOpen={() =>
                    onOpenImage({
                      executionId: execution.id,
                      imageNumber: number,
                      url,
                      alt: t('library.imageAlt', {
                        number,
                        subject: result.subject ?? execution.campaign.name,
                      }),
                      pins: result.pinterest_posts.filter((post) => post.image_number === number),
                      pinnable: canPinRun(execution),
                      execution,
                    })
                  }
                />
              ))}
            </div>
          </section>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-semibold text-slate-700">{t('library.article')}</dt>
              <dd>
                {result.blog_url ? (
                  <a
                    href={result.blog_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-indigo-600 hover:underline"
                  >
                    {t('library.viewArticle')}
                    <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="text-slate-500">{t('library.noArticle')}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">{t('library.products')}</dt>
              <dd className="flex flex-col">
                {(
                  [
                    [1, result.product_links.product1],
                    [2, result.product_links.product2],
                  ] as const
                ).map(([number, link]) =>
                  link ? (
                    <a
                      key={number}
                      href={link}
                      target="_blank"
                      rel="sponsored noopener noreferrer"
                      className="text-indigo-600 hover:underline"
                    >
                      {t('library.product', { number })}
                    </a>
                  ) : null,
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-700">{t('library.pins')}</dt>
              <dd className="flex flex-col">
                {result.pinterest_posts.length === 0 && !result.scheduled_pins?.length ? (
                  <span className="text-slate-500">{t('library.noPins')}</span>
                ) : (
                  result.pinterest_posts.map((post) => (
                    <a
                      key={post.pin_id}
                      href={post.pin_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-indigo-600 hover:underline"
                    >
                      {t('library.pin', {
                        number: post.image_number,
                        board: post.board_name ?? post.board_id,
                      })}
                    </a>
                  ))
                )}
              </dd>
            </div>
          </dl>
          <ScheduledPins execution={execution} />
        </div>
      ) : null}
    </li>
  );
}
