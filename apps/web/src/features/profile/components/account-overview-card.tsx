import type { Profile } from '@aa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';

export function AccountOverviewCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.overview')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-sm text-slate-500">{t('profile.email')}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <span className="truncate">{profile.email}</span>
              <Badge tone={profile.isVerified ? 'success' : 'warning'}>
                {profile.isVerified ? t('profile.verified') : t('profile.unverified')}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('profile.credits')}</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {formatNumber(profile.credits, i18n.language)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('profile.name')}</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {`${profile.firstName} ${profile.lastName}`.trim() || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('profile.memberSince')}</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {formatDate(profile.createdAt, i18n.language)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
