import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@academy/shared';
import { pageItems } from './page-items.ts';
import { ToolbarSelect } from './toolbar.tsx';

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-semibold ring-1 ring-slate-300 transition disabled:cursor-not-allowed disabled:opacity-40';
const IDLE = 'bg-white text-slate-700 hover:bg-slate-100';
const CURRENT = 'bg-accent-600 text-white ring-accent-600';

/**
 * Previous, a window of five numbered pages around the current one with the first and the last page
 * and ellipses where pages are skipped, Next (spec 000 §2, 001 §9). Nothing for a single page.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the navigation is named for assistive technology ("Course pages"). */
  label?: string;
}) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('ui.pager.label')}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      <button
        type="button"
        className={`${BUTTON} ${IDLE}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('ui.pager.previous')}</span>
      </button>
      {pageItems(page, pages, LIMITS.pageWindow).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('ui.pager.page', { page: item })}
            onClick={() => onPage(item)}
            className={`${BUTTON} ${item === page ? CURRENT : IDLE}`}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="px-1 text-slate-600" aria-hidden>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={`${BUTTON} ${IDLE}`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <span className="sr-only sm:not-sr-only">{t('ui.pager.next')}</span>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}

/** "Page X of Y", announced when it changes. */
export function PageInfo({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('common');
  return (
    <span aria-live="polite" data-testid="page-info">
      {t('ui.pager.pageInfo', { page, pages })}
    </span>
  );
}

/** The per-page choice of a list (6/12/24/48 unless told otherwise). */
export function PageSizeSelect({
  value,
  onChange,
  sizes = LIMITS.cataloguePageSizes,
}: {
  value: number;
  onChange: (size: number) => void;
  sizes?: readonly number[];
}) {
  const { t } = useTranslation('common');
  return (
    <ToolbarSelect
      beside
      label={t('ui.pager.perPage')}
      value={value}
      values={sizes}
      optionLabel={String}
      onChange={onChange}
    />
  );
}
