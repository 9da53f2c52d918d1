import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@academy/shared';
import { pageItems } from './page-items.ts';

/**
 * The catalogue's pagination (spec 000 §2, §9): page size 6/12/24/48, "Page X of Y", previous, next,
 * and a window of five numbered pages with the first, the last and ellipses.
 *
 * The spec shows pagination only past one page. The page-size choice stays visible while a size other
 * than the default is chosen, even on a single page: otherwise choosing 48 would hide the only way back.
 */
export function CataloguePager({
  page,
  pages,
  limit,
  onPage,
  onLimit,
  tone = 'brand',
  alwaysShowSize = false,
}: {
  page: number;
  pages: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** The admin area's red, or the public blue. */
  tone?: 'brand' | 'admin';
  /** Course Management always offers the page size (spec 001 §2 per-page selector). */
  alwaysShowSize?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const sizeId = useId();
  const multi = pages > 1;
  if (!multi && !alwaysShowSize && limit === LIMITS.cataloguePageSizeDefault) return null;
  const button =
    'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-semibold ring-1 ring-slate-300 transition disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      className="flex flex-col items-center gap-4 border-t border-slate-200 pt-6 lg:flex-row lg:justify-between"
      data-testid="catalogue-pager"
    >
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <label htmlFor={sizeId} className="font-medium">
          {t('pagination.perPage')}
        </label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
          className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
        >
          {LIMITS.cataloguePageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {multi && (
          <span aria-live="polite" data-testid="page-info">
            {t('pagination.pageInfo', { page, pages })}
          </span>
        )}
      </div>
      {multi && (
        <nav
          aria-label={t('pagination.label')}
          className="flex flex-wrap items-center justify-center gap-1.5"
        >
          <button
            type="button"
            className={`${button} bg-white text-slate-700 hover:bg-slate-100`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('pagination.previous')}</span>
            <span className="sr-only sm:hidden">{t('pagination.previous')}</span>
          </button>
          {pageItems(page, pages, LIMITS.pageWindow).map((item) =>
            typeof item === 'number' ? (
              <button
                key={item}
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onPage(item)}
                className={`${button} ${
                  item === page
                    ? tone === 'admin'
                      ? 'bg-red-700 text-white ring-red-700'
                      : 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-slate-700 hover:bg-slate-100'
                }`}
              >
                {item}
              </button>
            ) : (
              <span key={item} className="px-1 text-slate-400" aria-hidden>
                …
              </span>
            ),
          )}
          <button
            type="button"
            className={`${button} bg-white text-slate-700 hover:bg-slate-100`}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <span className="hidden sm:inline">{t('pagination.next')}</span>
            <span className="sr-only sm:hidden">{t('pagination.next')}</span>
            <ChevronRight className="h-4 w-4" aria-hidden />
          </button>
        </nav>
      )}
    </div>
  );
}
