/**
 * A run's post check (issue 20): "Post check: 6 of 7" with when it was made, and on demand each item
 * with, for a failure, what is wrong and how to fix it. The items' words come from contracts'
 * catalogue (the mail uses it too), in the page's language.
 */
import type { PostCheck, PostCheckItem } from '@aa/contracts';
import { postCheckWords } from '@aa/contracts/post-check-copy';
import { ChevronDown, CircleCheck, CircleMinus, CircleX, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { isLanguage } from '../../../lib/i18n.ts';

function ItemIcon({ item }: { item: PostCheckItem }) {
  const Icon = item.ok ? CircleCheck : item.problem === 'not_checked' ? CircleMinus : CircleX;
  return (
    <Icon
      className={cn(
        'mt-0.5 h-4 w-4 shrink-0',
        item.ok ? 'text-emerald-600' : item.problem === 'not_checked' ? 'text-slate-400' : 'text-red-600',
      )}
      aria-hidden="true"
    />
  );
}

/** `timeZone`: the one the other times beside it are in (a campaign's page); else the browser's. */
export function PostCheckSummary({
  check,
  executionId,
  timeZone,
}: {
  check: PostCheck;
  executionId: string;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const allPassed = check.passed === check.total;
  const listId = `post-check-${executionId}`;
  const Shield = allPassed ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-label={t('library.postCheck.title')}
      className={cn(
        'rounded-lg border text-sm',
        allPassed ? 'border-emerald-200 bg-emerald-50/60' : 'border-amber-200 bg-amber-50/70',
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-start gap-2 rounded-lg p-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Shield
          className={cn('mt-0.5 h-5 w-5 shrink-0', allPassed ? 'text-emerald-600' : 'text-amber-600')}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block font-semibold', allPassed ? 'text-emerald-900' : 'text-amber-900')}>
            {t('library.postCheck.summary', { passed: check.passed, total: check.total })}
          </span>
          <span className="block text-xs text-slate-600">
            {t(`library.postCheck.round.${check.round}`, {
              time: formatDateTime(check.checked_at, i18n.language, timeZone),
            })}
          </span>
        </span>
        <ChevronDown
          className={cn('mt-0.5 h-5 w-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <ul id={listId} className="space-y-2 border-t border-black/5 px-3 pt-2 pb-3">
          {check.items.map((item) => {
            const words = postCheckWords(language, item);
            return (
              <li key={item.key} className="flex gap-2">
                <ItemIcon item={item} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-800">
                    {words.label}
                    <span className="sr-only">
                      {' '}
                      ({item.ok ? t('library.postCheck.passed') : t('library.postCheck.failed')})
                    </span>
                  </p>
                  {words.wrong ? (
                    <p className="text-red-800 [overflow-wrap:anywhere]">{words.wrong}</p>
                  ) : null}
                  {words.fix && item.problem !== 'not_checked' ? (
                    <p className="mt-0.5 text-slate-600 [overflow-wrap:anywhere]">
                      <span className="font-medium">{t('library.postCheck.fix')}</span> {words.fix}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
