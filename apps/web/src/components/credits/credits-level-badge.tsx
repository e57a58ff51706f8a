import { creditsLevel } from '@aa/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const toneByLevel: Record<ReturnType<typeof creditsLevel>, BadgeTone> = {
  low: 'danger',
  medium: 'warning',
  high: 'success',
};

/** Low / Medium / High, from PRODUCT.md §9's thresholds. */
export function CreditsLevelBadge({ credits }: { credits: number }) {
  const { t } = useTranslation();
  const level = creditsLevel(credits);
  return <Badge tone={toneByLevel[level]}>{t(`credits.level.${level}`)}</Badge>;
}
