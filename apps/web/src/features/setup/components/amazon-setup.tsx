/** Step 3: the Amazon Associates tracking ID the affiliate links carry. */
import { AMAZON_TAG_EXAMPLE, AMAZON_TAG_PATTERN, Messages, type PlatformState } from '@aa/contracts';
import { ShoppingBag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSaveAmazonTag } from '../../../lib/platforms-api.ts';
import { DeletePlatformButton } from './delete-platform-button.tsx';

export function AmazonSetup({ state }: { state: PlatformState }) {
  const { t } = useTranslation();
  const save = useSaveAmazonTag();
  const [tag, setTag] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (state.completed) {
    return (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {t('setup.amazon.tag')}:{' '}
          <span className="font-mono font-semibold text-slate-900">{state.affiliateTag}</span>
        </p>
        <DeletePlatformButton platform="amazon" name="Amazon" />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = tag.trim();
    // PRODUCT.md §5: saving proceeds only when the tag is not empty.
    if (!value) return setProblem(Messages.amazonTagRequired);
    if (!AMAZON_TAG_PATTERN.test(value)) return setProblem(Messages.amazonTagInvalid);
    setProblem(null);
    save.mutate(value, {
      onError: (error) => setProblem(errorMessage(error, Messages.amazonSaveFailed)),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <Label htmlFor="amazon-tag">{t('setup.amazon.tag')}</Label>
        <Input
          id="amazon-tag"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={AMAZON_TAG_EXAMPLE}
          value={tag}
          invalid={Boolean(problem)}
          onChange={(event) => {
            setTag(event.target.value);
            setProblem(null);
          }}
          aria-describedby="amazon-tag-hint amazon-tag-error"
        />
        <p id="amazon-tag-hint" className="mt-1.5 text-xs text-slate-500">
          {t('setup.amazon.hint', { example: AMAZON_TAG_EXAMPLE })}
        </p>
        <p id="amazon-tag-error" role="alert" className="mt-1.5 text-sm text-red-700 empty:hidden">
          {problem ? translateMessage(t, problem) : ''}
        </p>
      </div>
      <p className="text-xs text-slate-500">{t('setup.amazon.urlHint')}</p>
      <Button type="submit" loading={save.isPending}>
        <ShoppingBag className="h-4 w-4" aria-hidden="true" />
        {t('setup.amazon.save')}
      </Button>
    </form>
  );
}
