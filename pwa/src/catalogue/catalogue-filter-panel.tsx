import { RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CourseFacets } from '@academy/shared';
import { ToolbarSelect } from '../ui/toolbar.tsx';
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  PRICE_RANGES,
  type CatalogueFilters,
  type FilterKey,
  categoryLabel,
  levelLabel,
} from '../courses/index.ts';

interface Option {
  value: string;
  label: string;
  count?: number;
}

/**
 * The toggleable filter panel (spec 000 §2, §3): category (the seven stock ones with their labels, then
 * any other category found in the data), skill level (those in the data, in level order), tag (from the
 * data, sorted) and price range, with Reset. Counts come from the facets; without them (offline, an
 * error) the stock lists still work.
 */
export function CatalogueFilterPanel({
  id,
  filters,
  facets,
  onChange,
  onReset,
  canReset,
}: {
  id: string;
  filters: CatalogueFilters;
  facets: CourseFacets | undefined;
  onChange: (change: Partial<CatalogueFilters>) => void;
  onReset: () => void;
  canReset: boolean;
}) {
  const { t } = useTranslation('catalogue');

  const categories: Option[] = facets
    ? facets.categories.map((c) => ({
        value: c.value,
        label: categoryLabel(t, c.value),
        count: c.count,
      }))
    : COURSE_CATEGORIES.map((value) => ({ value, label: categoryLabel(t, value) }));
  const levels: Option[] = facets
    ? facets.levels.map((l) => ({ value: l.value, label: levelLabel(t, l.value), count: l.count }))
    : COURSE_LEVELS.map((value) => ({ value, label: levelLabel(t, value) }));
  const tags: Option[] = (facets?.tags ?? []).map((tag) => ({
    value: tag.value,
    label: tag.value,
    count: tag.count,
  }));
  const prices: Option[] = PRICE_RANGES.map((value) => ({
    value,
    label: t(`price.${value}`),
    count: facets?.priceRanges.find((p) => p.value === value)?.count,
  }));

  return (
    <div
      id={id}
      role="region"
      aria-label={t('filters.panelLabel')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          label={t('filters.category')}
          anyLabel={t('filters.anyCategory')}
          value={filters.category}
          options={withCurrent(categories, filters.category, categoryLabel(t, filters.category))}
          onChange={(category) => onChange({ category })}
        />
        <FilterSelect
          label={t('filters.level')}
          anyLabel={t('filters.anyLevel')}
          value={filters.level}
          options={withCurrent(levels, filters.level, levelLabel(t, filters.level))}
          onChange={(level) => onChange({ level })}
        />
        <FilterSelect
          label={t('filters.tag')}
          anyLabel={t('filters.anyTag')}
          value={filters.tag}
          options={withCurrent(tags, filters.tag, filters.tag)}
          onChange={(tag) => onChange({ tag })}
        />
        <FilterSelect
          label={t('filters.price')}
          anyLabel={t('filters.anyPrice')}
          value={filters.priceRange}
          options={prices}
          onChange={(priceRange) =>
            onChange({ priceRange: priceRange as CatalogueFilters['priceRange'] })
          }
        />
      </div>
      <div className="mt-4 flex justify-end border-t border-slate-100 pt-4">
        <button
          type="button"
          onClick={onReset}
          disabled={!canReset}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('filters.reset')}
        </button>
      </div>
    </div>
  );
}

/** A value from the address that the data no longer has still shows as chosen. */
function withCurrent(options: Option[], value: string, label: string): Option[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [...options, { value, label }];
}

/** One filter: the kit's toolbar select, "any" first, then the choices with their counts when known. */
function FilterSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const byValue = new Map(options.map((option) => [option.value, option]));
  const optionLabel = (choice: string) => {
    const option = byValue.get(choice);
    if (!option) return anyLabel;
    return option.count === undefined
      ? option.label
      : t('filters.withCount', { label: option.label, count: option.count });
  };
  return (
    <ToolbarSelect
      label={label}
      value={value}
      values={['', ...byValue.keys()]}
      optionLabel={optionLabel}
      onChange={onChange}
    />
  );
}

/** One removable chip per filter in use (spec 000 §2). */
export function ActiveFilterChips({
  active,
  onRemove,
}: {
  active: { key: FilterKey; value: string }[];
  onRemove: (key: FilterKey) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (active.length === 0) return null;
  const label = (key: FilterKey, value: string) => {
    switch (key) {
      case 'search':
        return t('chips.search', { value });
      case 'category':
        return t('chips.category', { value: categoryLabel(t, value) });
      case 'level':
        return t('chips.level', { value: levelLabel(t, value) });
      case 'tag':
        return t('chips.tag', { value });
      case 'priceRange':
        return t('chips.price', { value: t(`price.${value}`) });
    }
  };
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('chips.label')}>
      {active.map(({ key, value }) => {
        const text = label(key, value);
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onRemove(key)}
              aria-label={t('chips.remove', { label: text })}
              data-testid={`chip-${key}`}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              <span className="truncate">{text}</span>
              <X className="h-3.5 w-3.5 shrink-0" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
