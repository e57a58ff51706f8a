/**
 * A run's image as a thumbnail button that opens it full size (the Content Library and a campaign's
 * page); a placeholder when the image does not load (a refunded run's images are gone).
 */
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function RunThumbnail({
  url,
  label,
  alt,
  onOpen,
}: {
  url: string;
  label: string;
  alt: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {failed ? (
        <span className="flex aspect-[2/3] w-full flex-col items-center justify-center gap-1 text-xs text-slate-500">
          <ImageOff className="h-6 w-6" aria-hidden="true" />
          {t('execution.imageUnavailable')}
        </span>
      ) : (
        <img
          src={url}
          alt={alt}
          width={200}
          height={300}
          loading="lazy"
          onError={() => setFailed(true)}
          className="aspect-[2/3] w-full object-cover"
        />
      )}
    </button>
  );
}
