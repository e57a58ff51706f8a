/**
 * The campaign page's "Your photos" (issue 32): the user's own photos of each product (and of both),
 * over which the next runs compose their pins and featured image instead of the composer's patterns.
 * Files are sent one by one; each refusal names its file and says why (the server checks the content).
 */
import {
  CAMPAIGN_PHOTOS_MAX,
  type Campaign,
  type CampaignPhoto,
  Messages,
  PHOTO_TYPES,
  type PhotoProduct,
} from '@aa/contracts';
import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAddCampaignPhoto, useCampaignPhotos, useDeleteCampaignPhoto } from '../api/campaigns-api.ts';

const GROUPS: readonly PhotoProduct[] = [1, 2, null];

function PhotoGroup({
  campaign,
  product,
  photos,
}: {
  campaign: Campaign;
  product: PhotoProduct;
  photos: CampaignPhoto[];
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const headingId = useId();
  const add = useAddCampaignPhoto(campaign.id);
  const remove = useDeleteCampaignPhoto(campaign.id);
  const { notify } = useNotifications();
  const [refusals, setRefusals] = useState<string[]>([]);
  const [sending, setSending] = useState(0);
  const name =
    product === null
      ? t('campaigns.photos.both')
      : ((product === 1 ? campaign.product1_title : campaign.product2_title) ??
        t('campaigns.sources.product', { number: product }));
  const full = photos.length >= CAMPAIGN_PHOTOS_MAX;

  const send = async (files: File[]) => {
    setRefusals([]);
    const said: string[] = [];
    let added = 0;
    for (const [index, file] of files.entries()) {
      setSending(files.length - index);
      try {
        await add.mutateAsync({ file, product });
        added += 1;
      } catch (error) {
        said.push(
          t('campaigns.photos.refused', {
            file: file.name,
            reason: translateMessage(t, errorMessage(error, Messages.internalError)),
          }),
        );
      }
    }
    setSending(0);
    setRefusals(said);
    if (added > 0) notify({ type: 'success', title: t('campaigns.photos.added', { count: added }) });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="min-w-0 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
          {name}{' '}
          <span className="font-normal text-slate-500">
            {t('campaigns.photos.count', { count: photos.length, max: CAMPAIGN_PHOTOS_MAX })}
          </span>
        </h4>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          className="sr-only"
          disabled={full || sending > 0}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        <label
          htmlFor={inputId}
          aria-disabled={full || sending > 0}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-within:ring-2 focus-within:ring-indigo-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [input:focus-visible+&]:ring-2 [input:focus-visible+&]:ring-indigo-500"
        >
          {sending > 0 ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
          )}
          {sending > 0 ? (
            t('campaigns.photos.sending', { count: sending })
          ) : full ? (
            t('campaigns.photos.full', { max: CAMPAIGN_PHOTOS_MAX })
          ) : (
            <>
              {t('campaigns.photos.add')}
              <span className="sr-only"> {t('campaigns.photos.addOf', { name })}</span>
            </>
          )}
        </label>
      </div>
      {refusals.length > 0 ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <ul className="space-y-1">
            {refusals.map((refusal) => (
              <li key={refusal} className="[overflow-wrap:anywhere]">
                {refusal}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {photos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('campaigns.photos.alt', { number: index + 1, name })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <Button
                variant="outline"
                size="icon"
                className="absolute right-1 top-1 h-8 w-8 bg-white/90"
                aria-label={t('campaigns.photos.delete', { number: index + 1, name })}
                disabled={remove.isPending && remove.variables === photo.id}
                onClick={() =>
                  remove.mutate(photo.id, {
                    onSuccess: () => notify({ type: 'success', title: t('campaigns.photos.deleted') }),
                    onError: (error) =>
                      notify({
                        type: 'error',
                        title: translateMessage(t, errorMessage(error, Messages.internalError)),
                      }),
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t('campaigns.photos.none')}</p>
      )}
    </section>
  );
}

export function CampaignPhotos({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const photos = useCampaignPhotos(campaign.id);
  return (
    <section
      aria-labelledby="campaign-photos"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="campaign-photos" className="text-lg font-semibold text-slate-900">
        {t('campaigns.photos.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('campaigns.photos.intro')}</p>
      <div className="mt-4 space-y-5">
        {photos.data ? (
          GROUPS.map((product) => (
            <PhotoGroup
              key={String(product)}
              campaign={campaign}
              product={product}
              photos={photos.data.filter((photo) => photo.product === product)}
            />
          ))
        ) : photos.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('campaigns.photos.loading')}
          </p>
        ) : (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            <span>{translateMessage(t, errorMessage(photos.error, Messages.internalError))}</span>
            <Button variant="outline" size="sm" onClick={() => void photos.refetch()}>
              {t('campaigns.photos.retry')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
