/**
 * The Content Library (PRODUCT.md §2, French labels in the French UI): stats, status filter, search,
 * refresh, expand/collapse all, the board selector, and one collapsible card per run.
 */
import './library-i18n.ts';
import { paths } from '@aa/contracts/routes';
import { ChevronsDownUp, ChevronsUpDown, FileText, Image, Library, RefreshCw, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExecutionImageDialog, type ImageToPost } from '../../components/execution-image-dialog.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { cn } from '../../lib/cn.ts';
import { useLibraryExecutions } from './api/library-api.ts';
import { BoardSelector } from './components/board-selector.tsx';
import { ExecutionCard } from './components/execution-card.tsx';
import { filterExecutions, libraryStats, type StatusFilter } from './library-filters.ts';

const FILTERS: StatusFilter[] = ['all', 'completed', 'review', 'inProgress', 'failed'];

export default function ContentLibraryPage() {
  const { t, i18n } = useTranslation();
  const executions = useLibraryExecutions();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  // "Expand all" opens every run, those still loading or arriving with a refresh too; a card the user
  // then toggles is the exception (`toggled`), in either mode.
  const [allOpen, setAllOpen] = useState(false);
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const [image, setImage] = useState<ImageToPost | null>(null);

  const all = executions.data;
  const shown = useMemo(() => filterExecutions(all ?? [], filter, search), [all, filter, search]);
  const stats = useMemo(() => libraryStats(all ?? []), [all]);
  const numbers = new Intl.NumberFormat(i18n.language);
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isOpen = (id: string) => allOpen !== toggled.has(id);
  const openAll = (open: boolean) => {
    setAllOpen(open);
    setToggled(new Set());
  };

  const statCards = [
    { key: 'completed', value: stats.completed, icon: Library },
    { key: 'images', value: stats.images, icon: Image },
    { key: 'blogs', value: stats.blogs, icon: FileText },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold text-slate-900">{t('library.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('library.subtitle')}</p>
      </header>

      <section aria-label={t('library.statsLabel')}>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          {statCards.map((card) => (
            <div
              key={card.key}
              className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
            >
              <dt className="order-2 truncate text-sm text-slate-600">{t(`library.stats.${card.key}`)}</dt>
              <dd className="order-1">
                <card.icon className="h-5 w-5 text-indigo-600" aria-hidden="true" />
                <span className="mt-2 block text-2xl font-bold tabular-nums text-slate-900">
                  {all ? numbers.format(card.value) : '–'}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="library-filter" className="mb-1 block text-xs font-medium text-slate-600">
            {t('library.filter')}
          </label>
          <select
            id="library-filter"
            className={cn(inputClasses, 'w-40')}
            value={filter}
            onChange={(event) => setFilter(event.target.value as StatusFilter)}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`library.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="relative w-full min-w-0 sm:w-auto sm:min-w-52 sm:flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('library.search')}
            placeholder={t('library.search')}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {/* Never disabled: the 15 s refresh must not take the keyboard focus away from it. */}
        <Button
          variant="outline"
          aria-busy={executions.isFetching}
          onClick={() => {
            if (!executions.isFetching) void executions.refetch();
          }}
        >
          <RefreshCw
            className={cn('h-4 w-4', executions.isFetching && 'motion-safe:animate-spin')}
            aria-hidden="true"
          />
          {t('library.refresh')}
        </Button>
        <Button variant="outline" onClick={() => openAll(true)}>
          <ChevronsUpDown className="h-4 w-4" aria-hidden="true" />
          {t('library.expandAll')}
        </Button>
        <Button variant="outline" onClick={() => openAll(false)}>
          <ChevronsDownUp className="h-4 w-4" aria-hidden="true" />
          {t('library.collapseAll')}
        </Button>
        <BoardSelector />
      </div>

      {executions.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={t('library.loading')}>
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-16 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : executions.isError ? (
        <LoadError error={executions.error} onRetry={() => void executions.refetch()} />
      ) : !all || all.length === 0 ? (
        <EmptyState icon={Library} title={t('library.empty.title')}>
          <p>{t('library.empty.body')}</p>
          <Link to={paths.aiAgent} className={cn(buttonVariants(), 'mt-4')}>
            {t('library.empty.action')}
          </Link>
        </EmptyState>
      ) : shown.length === 0 ? (
        <p
          role="status"
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600"
        >
          {t('library.noMatch')}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t('library.runs')}>
          {shown.map((execution) => (
            <ExecutionCard
              key={execution.id}
              execution={execution}
              open={isOpen(execution.id)}
              onToggle={() => toggle(execution.id)}
              onOpenImage={setImage}
            />
          ))}
        </ul>
      )}

      <ExecutionImageDialog image={image} onOpenChange={(open) => (open ? undefined : setImage(null))} />
    </div>
  );
}
