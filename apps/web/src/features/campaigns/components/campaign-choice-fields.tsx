/** The choices the create form and the edit dialog share: the article language's options, the publishing mode. */
import { ARTICLE_LANGUAGES, LANGUAGE_NAMES, PUBLISHING_MODES, type PublishingMode } from '@aa/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';

/** Every article language, each by its own name (the options of a language select). */
export function ArticleLanguageOptions() {
  return ARTICLE_LANGUAGES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LANGUAGE_NAMES[code]}
    </option>
  ));
}

/** Publish at once, or save each run's post as a draft for the user's review. */
export function PublishingChoice({
  name,
  value,
  onChange,
  hint,
}: {
  name: string;
  value: PublishingMode;
  onChange: (mode: PublishingMode) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name={name}
      legend={t('campaigns.form.publishing')}
      className="grid-cols-1 sm:grid-cols-2"
      showRadio
      options={PUBLISHING_MODES.map((mode) => ({
        value: mode,
        label: mode === 'publish' ? t('campaigns.form.publishNow') : t('campaigns.form.publishReview'),
      }))}
      value={value}
      onChange={onChange}
      hint={hint}
    />
  );
}
