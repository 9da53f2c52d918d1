import { ImageOff, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A course image in a 16:9 frame. Without an image it shows the placeholder; when the image fails to
 * load (spec 000 §2 Catalogue) the placeholder comes back with an "image unavailable" badge, so a
 * broken link never shows the browser's broken-image icon.
 */
export function CourseThumbnail({
  src,
  alt = '',
  eager = false,
  className = '',
  children,
}: {
  src: string | null | undefined;
  alt?: string;
  /** Above the fold (the course page): load at once; cards load lazily. */
  eager?: boolean;
  className?: string;
  /** Overlays (price, status badges) drawn on top of the image. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  // A new src gets a new chance: the error belongs to the URL that failed.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !!src && failedSrc === src;
  return (
    <div
      className={`relative aspect-video overflow-hidden bg-gradient-to-br from-slate-100 to-slate-200 ${className}`}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // The course page's image is its largest paint on a phone: fetched before the page's icons.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div
          className="flex h-full w-full items-center justify-center text-slate-400"
          data-testid="thumbnail-placeholder"
        >
          {failed ? (
            <ImageOff className="h-10 w-10" aria-hidden />
          ) : (
            <ImageIcon className="h-10 w-10" aria-hidden />
          )}
          <span className="sr-only">{failed ? t('card.imageError') : t('card.noImage')}</span>
        </div>
      )}
      {failed && (
        <span
          className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-red-600/90 px-2 py-0.5 text-xs font-semibold text-white"
          data-testid="image-error-badge"
          aria-hidden
        >
          <ImageOff className="h-3 w-3" aria-hidden />
          {t('card.imageError')}
        </span>
      )}
      {children}
    </div>
  );
}
