import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@academy/shared';
import { pageWindow } from './page-window.ts';

/** Previous, up to five page numbers around the current page, next (spec 001 §9). */
export function AdminPager({
  page,
  totalPages,
  hasPrev,
  hasNext,
  onPage,
}: {
  page: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (totalPages <= 1) return null;
  const button =
    'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 transition disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      <button
        type="button"
        className={`${button} bg-white text-slate-700 hover:bg-slate-100`}
        disabled={!hasPrev}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('pager.previous')}</span>
      </button>
      {pageWindow(page, totalPages, LIMITS.pageWindow).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: number })}
          onClick={() => onPage(number)}
          className={`${button} ${
            number === page
              ? 'bg-red-700 text-white ring-red-700'
              : 'bg-white text-slate-700 hover:bg-slate-100'
          }`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${button} bg-white text-slate-700 hover:bg-slate-100`}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">{t('pager.next')}</span>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}
