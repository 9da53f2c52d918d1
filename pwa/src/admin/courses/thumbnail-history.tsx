import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseDetail } from '@academy/shared';
import { CourseThumbnail } from '../../courses/index.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Button } from '../../ui/button.tsx';

/** Every thumbnail the course has had, each but the current one with Restore (none until a second). */
export function ThumbnailHistory({
  history,
  busy,
  onRestore,
}: {
  history: AdminCourseDetail['thumbnailHistory'];
  busy: boolean;
  onRestore: (thumbnailURL: string) => void;
}) {
  const { t } = useTranslation('admin-courses');
  const { language } = useLanguage();
  return (
    <div className="pt-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('thumbnail.history')}</h3>
      {history.length <= 1 ? (
        <p className="mt-1 text-sm text-slate-500">{t('thumbnail.historyEmpty')}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-3" data-testid="thumbnail-history">
          {history.map((entry) => {
            const date = formatDate(entry.uploadedAt, language);
            return (
              <li
                key={entry.thumbnailURL}
                className="overflow-hidden rounded-lg ring-1 ring-slate-200"
              >
                <CourseThumbnail src={entry.thumbnailSmallURL} />
                <div className="flex flex-col gap-1.5 p-2">
                  <span className="text-xs text-slate-500">
                    {t('thumbnail.uploadedAt', { date })}
                  </span>
                  {entry.isCurrent ? (
                    <span className="inline-flex min-h-9 items-center justify-center rounded-lg bg-green-100 text-sm font-semibold text-green-800">
                      {t('thumbnail.current')}
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onRestore(entry.thumbnailURL)}
                      disabled={busy}
                      aria-label={t('thumbnail.restoreLabel', { date })}
                      icon={<RotateCcw className="h-3.5 w-3.5" aria-hidden />}
                    >
                      {t('thumbnail.restore')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
