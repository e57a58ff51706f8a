/**
 * Step 3: the Amazon Associates tracking IDs the affiliate links carry, one per store (a tag earns only
 * in its own store). The user lists, adds, edits and removes them; the form asks for the store they
 * sell in first (amazon.com unless they pick another) and shows that store's example tag.
 */
import {
  AMAZON_STORES,
  type AmazonStoreTag,
  amazonTagBodySchema,
  DEFAULT_STORE_ID,
  Messages,
  type PlatformState,
  storeById,
  tagSuffixMismatch,
} from '@aa/contracts';
import { AlertTriangle, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useDeleteAmazonTag, useSaveAmazonTag } from '../../../lib/platforms-api.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { storeLabel } from '../../../lib/store-label.ts';
import { CreatorsApiSetup } from './creators-api-setup.tsx';
import { DeletePlatformButton } from './delete-platform-button.tsx';

/** What the form edits: a new tag (in the first store without one) or a store's existing tag. */
interface Draft {
  store: string;
  tag: string;
}

export function AmazonSetup({ state }: { state: PlatformState }) {
  const { t } = useTranslation();
  const tags = state.tags ?? [];
  const [draft, setDraft] = useState<Draft | null>(null);
  const firstFree = AMAZON_STORES.find((store) => !tags.some((tag) => tag.store === store.id))?.id;

  if (tags.length === 0) return <TagForm initial={{ store: DEFAULT_STORE_ID, tag: '' }} />;

  return (
    <div className="space-y-4">
      <ul
        aria-label={t('setup.amazon.tags')}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
      >
        {tags.map((tag) => (
          <TagRow
            key={tag.store}
            tag={tag}
            onEdit={() => setDraft({ store: tag.store, tag: tag.affiliateTag })}
          />
        ))}
      </ul>
      {draft ? (
        <TagForm key={draft.store} initial={draft} onDone={() => setDraft(null)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {firstFree ? (
            <Button variant="outline" size="sm" onClick={() => setDraft({ store: firstFree, tag: '' })}>
              <ShoppingBag className="h-4 w-4" aria-hidden="true" />
              {t('setup.amazon.addAnother')}
            </Button>
          ) : null}
          <div className="ml-auto">
            <DeletePlatformButton platform="amazon" name="Amazon" />
          </div>
        </div>
      )}
      <CreatorsApiSetup />
    </div>
  );
}

/**
 * A tag whose ending is not the one its store issues (issue 33): most likely another store's, which
 * earns nothing here. A warning, never a refusal (Amazon has issued other endings).
 */
function SuffixWarning({ store, tag }: { store: string; tag: string }) {
  const { t } = useTranslation();
  const expected = tagSuffixMismatch(store, tag);
  if (!expected) return null;
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm text-amber-800">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {t('setup.amazon.suffixWarning', { store, expected, given: /-\d{2}$/.exec(tag.trim())?.[0] ?? '' })}
      </span>
    </p>
  );
}

function TagRow({ tag, onEdit }: { tag: AmazonStoreTag; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const { notify } = useNotifications();
  const remove = useDeleteAmazonTag();
  const [confirming, setConfirming] = useState(false);
  const store = storeById(tag.store);
  const name = store ? storeLabel(store, i18n.language) : tag.store;

  const confirm = () =>
    remove.mutate(tag.store, {
      onSuccess: () => {
        setConfirming(false);
        notify({ type: 'success', title: translateMessage(t, Messages.amazonTagRemoved) });
      },
      onError: (error) => {
        setConfirming(false);
        notify({
          type: 'error',
          title: t('setup.deleteFailedTitle'),
          message: translateMessage(t, errorMessage(error, Messages.internalError)),
        });
      },
    });

  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
        <p className="text-sm font-medium text-slate-900">{name}</p>
        <p className="font-mono text-sm text-slate-600 [overflow-wrap:anywhere]">{tag.affiliateTag}</p>
        <SuffixWarning store={tag.store} tag={tag.affiliateTag} />
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onEdit}
        aria-label={t('setup.amazon.editLabel', { store: tag.store })}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('setup.amazon.edit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('setup.amazon.removeLabel', { store: tag.store })}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('setup.amazon.remove')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('setup.amazon.confirmRemoveTitle', { store: tag.store })}
        description={t('setup.amazon.confirmRemove', { store: tag.store })}
        confirmLabel={t('setup.amazon.confirmRemoveAction')}
        onConfirm={confirm}
        pending={remove.isPending}
      />
    </li>
  );
}

/**
 * The store picker and the tag; saving a store's tag again replaces it. The app's one form pattern
 * (lib/schema-form.ts): the contracts' body schema says next to the tag what is wrong with it (PRODUCT.md
 * §5: it is required), the server's field errors too; any other refusal is the form's own message.
 */
function TagForm({ initial, onDone }: { initial: Draft; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveAmazonTag();
  const form = useSchemaForm(
    amazonTagBodySchema,
    { store: initial.store, affiliateTag: initial.tag },
    { id: 'amazon' },
  );
  const { values, errors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const example = storeById(values.store)?.tagExample ?? '';

  const checked = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => onDone?.(),
        onError: (error) => {
          if (!form.showServerErrors(error)) setFailure(errorMessage(error, Messages.amazonSaveFailed));
        },
      }),
    () => setFailure(null),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={checked}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={form.idOf('store')}
          label={t('setup.amazon.store')}
          error={errors.store}
          hint={t('setup.amazon.storeHint')}
        >
          <select
            className={inputClasses}
            {...form.describe('store', { hint: true })}
            value={values.store}
            onChange={(event) => form.set('store', event.target.value)}
          >
            {AMAZON_STORES.map((option) => (
              <option key={option.id} value={option.id}>
                {storeLabel(option, i18n.language)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={form.idOf('affiliateTag')}
          label={t('setup.amazon.tag')}
          error={errors.affiliateTag}
          hint={t('setup.amazon.hint', { example })}
        >
          <Input
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={example}
            {...form.input('affiliateTag', { hint: true })}
          />
        </FormField>
      </div>
      <SuffixWarning store={values.store} tag={values.affiliateTag} />
      <p className="text-xs text-slate-500">{t('setup.amazon.urlHint')}</p>
      <FormMessage tone={failure ? 'error' : undefined}>
        {failure ? translateMessage(t, failure) : null}
      </FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          <ShoppingBag className="h-4 w-4" aria-hidden="true" />
          {t('setup.amazon.save')}
        </Button>
        {onDone ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
