/**
 * A run's post (issue 27): review a draft that waits, or edit a live post. The article as it will look
 * (at a desktop's and a phone's width), and its words in a structured editor — the title, the meta
 * description and the excerpt, then the introduction, sections, comparison table, pros and cons,
 * verdict and FAQ, within the limits every article keeps (no raw HTML). A draft is approved (it is
 * published, then its pins follow) or discarded (deleted from the blog) after a confirmation; a live
 * post is saved to the blog as edited, or unpublished. Loading, errors with a retry, and a run with no
 * post to edit each say so.
 */
import './run-post-i18n.ts';
import { ARTICLE_LIMITS, type EditArticleBody, editArticleBodySchema, type RunArticle } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { ArrowLeft, ExternalLink, Monitor, Plus, Smartphone, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
import { UnpublishDialog } from '../../components/run-post-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { shortProductName } from '../../lib/product-name.ts';
import { useEditRunArticle, useRunArticle, useRunDecision } from '../../lib/run-post-api.ts';

type Article = EditArticleBody['article'];

/** A text area that grows with its text, labelled. */
function TextArea({
  id,
  label,
  value,
  onChange,
  max,
  rows = 3,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
}) {
  const { t } = useTranslation();
  const over = value.length > max;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={over || value.trim() === '' || undefined}
        aria-describedby={`${id}-count`}
        className={cn(inputClasses, 'h-auto min-h-20 py-2 leading-relaxed')}
      />
      <p id={`${id}-count`} className={cn('mt-1 text-xs', over ? 'text-red-700' : 'text-slate-500')}>
        {t('runPost.page.characters', { count: value.length, max })}
      </p>
    </div>
  );
}

function TextLine({
  id,
  label,
  value,
  onChange,
  max,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
        invalid={value.trim() === ''}
      />
    </div>
  );
}

/** A button whose label (a product's name in it) wraps on a narrow screen. */
const WRAPS = 'h-auto min-h-8 whitespace-normal py-1.5 text-left';

/** A part of the editor: a titled group with, when the limits allow, a button to add an item. */
function Part({
  title,
  children,
  onAdd,
  addLabel,
}: {
  title: string;
  children: ReactNode;
  onAdd?: () => void;
  addLabel?: string;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
      {onAdd && addLabel ? (
        <Button type="button" variant="outline" size="sm" className={WRAPS} onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}

/** `list` without item `index`. */
const without = <T,>(list: readonly T[], index: number) => list.filter((_, at) => at !== index);
/** `list` with item `index` replaced. */
const replaced = <T,>(list: readonly T[], index: number, item: T) =>
  list.map((old, at) => (at === index ? item : old));

function ArticleEditor({
  post,
  products,
  onChange,
}: {
  post: EditArticleBody;
  products: [string, string];
  onChange: (post: EditArticleBody) => void;
}) {
  const { t } = useTranslation();
  const article = post.article;
  const set = (change: Partial<Article>) => onChange({ ...post, article: { ...article, ...change } });
  const limits = ARTICLE_LIMITS;
  return (
    <div className="space-y-5">
      <Part title={t('runPost.page.head')}>
        <TextLine
          id="post-title"
          label={t('runPost.page.title')}
          value={post.title}
          max={120}
          onChange={(title) => onChange({ ...post, title })}
        />
        <TextArea
          id="post-meta"
          label={t('runPost.page.metaDescription')}
          value={post.metaDescription}
          max={160}
          rows={2}
          onChange={(metaDescription) => onChange({ ...post, metaDescription })}
        />
        <TextArea
          id="post-excerpt"
          label={t('runPost.page.excerpt')}
          value={post.excerpt}
          max={300}
          rows={2}
          onChange={(excerpt) => onChange({ ...post, excerpt })}
        />
      </Part>

      <Part title={t('runPost.page.intro')}>
        <TextArea
          id="post-intro"
          label={t('runPost.page.introText')}
          value={article.intro}
          max={2000}
          rows={5}
          onChange={(intro) => set({ intro })}
        />
      </Part>

      <Part
        title={t('runPost.page.sections')}
        addLabel={t('runPost.page.addSection')}
        onAdd={
          article.sections.length < limits.sections.max
            ? () => set({ sections: [...article.sections, { heading: '', paragraphs: [''] }] })
            : undefined
        }
      >
        {article.sections.map((section, index) => {
          const number = index + 1;
          const setSection = (change: Partial<typeof section>) =>
            set({ sections: replaced(article.sections, index, { ...section, ...change }) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their place is theirs.
            <div key={index} className="space-y-2 rounded-lg bg-slate-50 p-3">
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <TextLine
                    id={`section-${number}-heading`}
                    label={t('runPost.page.sectionHeading', { number })}
                    value={section.heading}
                    max={120}
                    onChange={(heading) => setSection({ heading })}
                  />
                </div>
                <RemoveButton
                  label={t('runPost.page.removeSection', { number })}
                  disabled={article.sections.length <= limits.sections.min}
                  onClick={() => set({ sections: without(article.sections, index) })}
                />
              </div>
              {section.paragraphs.map((paragraph, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id.
                <div key={at} className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <TextArea
                      id={`section-${number}-paragraph-${at + 1}`}
                      label={t('runPost.page.paragraph', { number: at + 1, section: number })}
                      value={paragraph}
                      max={2000}
                      rows={4}
                      onChange={(text) => setSection({ paragraphs: replaced(section.paragraphs, at, text) })}
                    />
                  </div>
                  <div className="pt-6">
                    <RemoveButton
                      label={t('runPost.page.removeParagraph', { number: at + 1, section: number })}
                      disabled={section.paragraphs.length <= limits.paragraphs.min}
                      onClick={() => setSection({ paragraphs: without(section.paragraphs, at) })}
                    />
                  </div>
                </div>
              ))}
              {section.paragraphs.length < limits.paragraphs.max ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setSection({ paragraphs: [...section.paragraphs, ''] })}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {t('runPost.page.addParagraph', { section: number })}
                </Button>
              ) : null}
            </div>
          );
        })}
      </Part>

      <Part
        title={t('runPost.page.table')}
        addLabel={t('runPost.page.addRow')}
        onAdd={
          article.comparisonRows.length < limits.rows.max
            ? () =>
                set({
                  comparisonRows: [...article.comparisonRows, { feature: '', product1: '', product2: '' }],
                })
            : undefined
        }
      >
        {article.comparisonRows.map((row, index) => {
          const number = index + 1;
          const setRow = (change: Partial<typeof row>) =>
            set({ comparisonRows: replaced(article.comparisonRows, index, { ...row, ...change }) });
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id.
              key={index}
              className="space-y-2 rounded-lg bg-slate-50 p-3"
            >
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <TextLine
                    id={`row-${number}-feature`}
                    label={t('runPost.page.rowFeature', { number })}
                    value={row.feature}
                    max={60}
                    onChange={(feature) => setRow({ feature })}
                  />
                </div>
                <RemoveButton
                  label={t('runPost.page.removeRow', { number })}
                  disabled={article.comparisonRows.length <= limits.rows.min}
                  onClick={() => set({ comparisonRows: without(article.comparisonRows, index) })}
                />
              </div>
              <div className="grid gap-2 sm:grid-cols-2 sm:items-end">
                {(['product1', 'product2'] as const).map((key, side) => (
                  <TextLine
                    key={key}
                    id={`row-${number}-${key}`}
                    label={t('runPost.page.rowProduct', { number, product: products[side] })}
                    value={row[key]}
                    max={200}
                    onChange={(text) => setRow({ [key]: text })}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </Part>

      {(['product1', 'product2'] as const).map((key, side) => (
        <Part key={key} title={t('runPost.page.prosCons', { product: products[side] })}>
          {(['pros', 'cons'] as const).map((kind) => {
            const items = article[key][kind];
            const bounds = limits[kind];
            const setItems = (next: string[]) =>
              set({ [key]: { ...article[key], [kind]: next } } as Partial<Article>);
            return (
              <div key={kind} className="space-y-2">
                <p className="text-sm font-medium text-slate-700">{t(`runPost.page.${kind}`)}</p>
                {items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no id.
                  <div key={index} className="flex items-end gap-2">
                    <div className="min-w-0 flex-1">
                      <TextLine
                        id={`${key}-${kind}-${index + 1}`}
                        label={t(`runPost.page.${kind}Item`, { number: index + 1, product: products[side] })}
                        value={item}
                        max={200}
                        onChange={(text) => setItems(replaced(items, index, text))}
                      />
                    </div>
                    <RemoveButton
                      label={t(`runPost.page.remove${kind === 'pros' ? 'Pro' : 'Con'}`, {
                        number: index + 1,
                        product: products[side],
                      })}
                      disabled={items.length <= bounds.min}
                      onClick={() => setItems(without(items, index))}
                    />
                  </div>
                ))}
                {items.length < bounds.max ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className={WRAPS}
                    onClick={() => setItems([...items, ''])}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    {t(`runPost.page.add${kind === 'pros' ? 'Pro' : 'Con'}`, { product: products[side] })}
                  </Button>
                ) : null}
              </div>
            );
          })}
        </Part>
      ))}

      <Part title={t('runPost.page.verdict')}>
        <TextArea
          id="post-verdict"
          label={t('runPost.page.verdictText')}
          value={article.verdict}
          max={2000}
          rows={4}
          onChange={(verdict) => set({ verdict })}
        />
      </Part>

      <Part
        title={t('runPost.page.faq')}
        addLabel={t('runPost.page.addQuestion')}
        onAdd={
          article.faq.length < limits.faq.max
            ? () => set({ faq: [...article.faq, { question: '', answer: '' }] })
            : undefined
        }
      >
        {article.faq.map((entry, index) => {
          const number = index + 1;
          const setEntry = (change: Partial<typeof entry>) =>
            set({ faq: replaced(article.faq, index, { ...entry, ...change }) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id.
            <div key={index} className="space-y-2 rounded-lg bg-slate-50 p-3">
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <TextLine
                    id={`faq-${number}-question`}
                    label={t('runPost.page.question', { number })}
                    value={entry.question}
                    max={160}
                    onChange={(question) => setEntry({ question })}
                  />
                </div>
                <RemoveButton
                  label={t('runPost.page.removeQuestion', { number })}
                  disabled={article.faq.length <= limits.faq.min}
                  onClick={() => set({ faq: without(article.faq, index) })}
                />
              </div>
              <TextArea
                id={`faq-${number}-answer`}
                label={t('runPost.page.answer', { number })}
                value={entry.answer}
                max={2000}
                rows={3}
                onChange={(answer) => setEntry({ answer })}
              />
            </div>
          );
        })}
      </Part>
    </div>
  );
}

/** The post as it will look, at a desktop's or a phone's width: the rendered HTML, scripts off. */
function Preview({ article }: { article: RunArticle }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(false);
  const document = useMemo(
    () =>
      `<!doctype html><html lang="${article.language}"><head><meta charset="utf-8"><style>body{font:16px/1.6 Georgia,serif;color:#1f2937;margin:0;padding:20px;max-width:760px}h1{font:700 28px/1.25 system-ui,sans-serif}h2{font:700 21px/1.3 system-ui,sans-serif;margin-top:1.6em}h3{font:600 17px system-ui,sans-serif}table{border-collapse:collapse;width:100%;font:14px system-ui,sans-serif}th,td{border:1px solid #e5e7eb;padding:6px;text-align:left;vertical-align:top}figure{margin:1.2em 0;overflow-x:auto}img{max-width:100%;height:auto}a{color:#4f46e5}</style></head><body><h1>${escapeHtml(article.post.title)}</h1>${article.html}</body></html>`,
    [article],
  );
  return (
    <section aria-label={t('runPost.page.preview')} className="space-y-3 xl:sticky xl:top-4 xl:self-start">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('runPost.page.preview')}</h2>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('runPost.page.width')}</legend>
          <Button
            type="button"
            size="sm"
            variant={phone ? 'outline' : 'secondary'}
            aria-pressed={!phone}
            onClick={() => setPhone(false)}
          >
            <Monitor className="h-4 w-4" aria-hidden="true" />
            {t('runPost.page.desktop')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant={phone ? 'secondary' : 'outline'}
            aria-pressed={phone}
            onClick={() => setPhone(true)}
          >
            <Smartphone className="h-4 w-4" aria-hidden="true" />
            {t('runPost.page.phone')}
          </Button>
        </fieldset>
      </div>
      <p className="text-xs text-slate-500">{t('runPost.page.previewNote')}</p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-slate-100 p-2">
        <iframe
          title={t('runPost.page.previewFrame')}
          srcDoc={document}
          sandbox=""
          className={cn('mx-auto block h-[70vh] w-full rounded-lg bg-white', phone && 'max-w-[375px]')}
        />
      </div>
    </section>
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Whether two posts say the same. */
const same = (a: EditArticleBody, b: EditArticleBody) => JSON.stringify(a) === JSON.stringify(b);

export default function RunPostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const query = useRunArticle(id);
  const edit = useEditRunArticle(id);
  const approve = useRunDecision('approve');
  const discard = useRunDecision('discard');
  /** The user's unsaved edits, none until they change something: a refetch of the post never wipes them. */
  const [edits, setEdits] = useState<EditArticleBody | null>(null);
  const [confirm, setConfirm] = useState<'discard' | 'unpublish' | null>(null);
  const loaded = query.data;

  const failed = (error: unknown, fallback: string) =>
    notify({ type: 'error', title: translateMessage(t, errorMessage(error, fallback)), duration: 10_000 });

  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('runPost.page.loading')} className="space-y-4">
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!loaded) return null;
  const draft = edits ?? loaded.post;

  const back = paths.campaign(loaded.campaign_id);
  const waiting = loaded.status === 'review' && loaded.review?.state === 'waiting';
  const parsed = editArticleBodySchema.safeParse(draft);
  const changed = !same(draft, loaded.post);
  const busy = edit.isPending || approve.isPending || discard.isPending;

  const save = (then?: () => void) =>
    edit.mutate(draft, {
      onSuccess: () => {
        // The saved post is the loaded one now (as the server kept it).
        setEdits(null);
        notify({ type: 'success', title: t('runPost.page.saved'), duration: 6000 });
        then?.();
      },
      onError: (error) => failed(error, t('runPost.page.saveFailed')),
    });
  const approveNow = () =>
    approve.mutate(id, {
      onSuccess: () => {
        notify({ type: 'success', title: t('runPost.page.approved'), duration: 8000 });
        navigate(back);
      },
      onError: (error) => failed(error, t('runPost.page.approveFailed')),
    });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Link
          to={back}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('runPost.page.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">
            {waiting ? t('runPost.page.reviewTitle') : t('runPost.page.editTitle')}
          </h1>
          <Badge tone={waiting ? 'warning' : loaded.live ? 'success' : 'neutral'}>
            {waiting
              ? t('runPost.page.draft')
              : loaded.live
                ? t('runPost.page.live')
                : t('runPost.page.notEditable')}
          </Badge>
        </div>
        <p className="break-words text-slate-600">{loaded.products.map(shortProductName).join(' · ')}</p>
        {loaded.post_url && loaded.live ? (
          <a
            href={loaded.post_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
          >
            {t('runPost.page.openLive')}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : null}
        {waiting ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('runPost.page.waitingNote')}</p>
        ) : null}
      </div>

      {!loaded.editable ? (
        <EmptyState icon={Trash2} title={t('runPost.page.nothingToEdit')}>
          <p>{t('runPost.page.nothingToEditBody')}</p>
          <Link to={back} className={buttonVariants({ className: 'mt-4' })}>
            {t('runPost.page.back')}
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
          <form
            noValidate
            aria-label={t('runPost.page.editor')}
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (parsed.success && changed) save();
            }}
          >
            <ArticleEditor
              post={draft}
              products={[shortProductName(loaded.products[0]), shortProductName(loaded.products[1])]}
              onChange={setEdits}
            />
            {!parsed.success ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {t('runPost.page.invalid')}
              </p>
            ) : null}
            <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 py-3 backdrop-blur">
              <Button
                type="submit"
                variant={waiting ? 'outline' : 'primary'}
                loading={edit.isPending}
                disabled={!parsed.success || !changed || busy}
              >
                {loaded.live ? t('runPost.page.saveLive') : t('runPost.page.save')}
              </Button>
              {waiting ? (
                <>
                  <Button
                    type="button"
                    loading={approve.isPending}
                    disabled={!parsed.success || busy}
                    onClick={() => (changed ? save(approveNow) : approveNow())}
                  >
                    {t('runPost.page.approve')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={busy}
                    onClick={() => setConfirm('discard')}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t('runPost.page.discard')}
                  </Button>
                </>
              ) : loaded.live ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setConfirm('unpublish')}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('runPost.unpublish')}
                </Button>
              ) : null}
              {changed ? (
                <Button type="button" variant="ghost" disabled={busy} onClick={() => setEdits(null)}>
                  {t('runPost.page.undo')}
                </Button>
              ) : null}
            </div>
          </form>
          <Preview article={loaded} />
        </div>
      )}

      <ConfirmDialog
        open={confirm === 'discard'}
        onOpenChange={(open) => setConfirm(open ? 'discard' : null)}
        title={t('runPost.page.discardTitle')}
        description={t('runPost.page.discardBody')}
        confirmLabel={t('runPost.page.discardConfirm')}
        pending={discard.isPending}
        onConfirm={() =>
          discard.mutate(id, {
            onSuccess: () => {
              setConfirm(null);
              notify({ type: 'success', title: t('runPost.page.discarded'), duration: 8000 });
              navigate(back);
            },
            onError: (error) => {
              setConfirm(null);
              failed(error, t('runPost.page.discardFailed'));
            },
          })
        }
      />
      <UnpublishDialog
        executionId={id}
        open={confirm === 'unpublish'}
        onOpenChange={(open) => setConfirm(open ? 'unpublish' : null)}
        onDone={() => navigate(back)}
      />
    </div>
  );
}
