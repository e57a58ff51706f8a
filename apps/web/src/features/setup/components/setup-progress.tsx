/** The progress bar of the wizard and of Platform Configuration. */
import { useTranslation } from 'react-i18next';

export function SetupProgress({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">{t('setup.progress')}</span>
        <span className="font-semibold text-indigo-700">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('setup.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
