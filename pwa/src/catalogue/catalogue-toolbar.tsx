import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ToolbarSelect } from '../ui/toolbar.tsx';
import { CATALOGUE_SORTS, type CatalogueSort } from '../courses/index.ts';

/**
 * Above the list: the filter panel's toggle with the count of filters in use, the sort choice (spec 000
 * §2: newest, popular, rating; kept in the address like the filters) and "Showing X of Y courses".
 */
export function CatalogueToolbar({
  panelId,
  panelOpen,
  onTogglePanel,
  activeCount,
  sort,
  onSort,
  count,
}: {
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
  activeCount: number;
  sort: CatalogueSort;
  onSort: (sort: CatalogueSort) => void;
  count: { shown: number; total: number } | null;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          icon={SlidersHorizontal}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={onTogglePanel}
        >
          {panelOpen ? t('filters.hide') : t('filters.show')}
          {activeCount > 0 && (
            <span
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white"
              data-testid="filter-badge"
              aria-label={t('filters.activeCount', { count: activeCount })}
            >
              {activeCount}
            </span>
          )}
        </Button>
        <ToolbarSelect
          beside
          label={t('sort.label')}
          value={sort}
          values={CATALOGUE_SORTS}
          optionLabel={(value) => t(`sort.${value}`)}
          onChange={onSort}
        />
      </div>
      {count ? (
        <p
          className="w-full text-sm text-slate-600 sm:w-auto"
          aria-live="polite"
          data-testid="catalogue-count"
        >
          {t('showing', count)}
        </p>
      ) : (
        // Holds the count's line while the list loads (on a phone it has a line of its own), so the
        // cards do not move down when it arrives.
        <p className="w-full text-sm sm:w-auto" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
    </div>
  );
}
