import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../info/use-page-title.ts';
import { ActiveFilterChips, CatalogueFilterPanel } from './catalogue-filter-panel.tsx';
import { CataloguePager } from './catalogue-pager.tsx';
import {
  activeFilters,
  changeFilters,
  readCatalogueParams,
  resetFilters,
  writeCatalogueParams,
  type CatalogueFilters,
} from './catalogue-params.ts';
import { useCatalogue, useCatalogueLiveRefresh, useCourseFacets } from './catalogue-queries.ts';
import { EmptyCatalogue, LoadError } from './catalogue-states.tsx';
import { CourseCard, CourseCardSkeleton } from './course-card.tsx';

/** Typing settles this long before the address (and so the list) follows it. */
const SEARCH_SETTLE_MS = 350;
const SKELETONS = 6;

/**
 * /courses (spec 000 §2 Catalogue, §4, §7, §9). The filters are read from and written to the address;
 * every filter change returns to page 1; the list refreshes when the tab is shown again and when a
 * course is created.
 */
export default function CataloguePage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('title'));
  useCatalogueLiveRefresh();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCatalogueParams(searchParams);
  const list = useCatalogue(filters);
  const facets = useCourseFacets();
  const active = activeFilters(filters);
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [panelOpen, setPanelOpen] = useState(() => active.some(({ key }) => key !== 'search'));

  const apply = (next: CatalogueFilters, options: { push?: boolean } = {}) => {
    setSearchParams(writeCatalogueParams(next), { replace: !options.push });
  };
  const update = (change: Partial<CatalogueFilters>) => apply(changeFilters(filters, change));
  const handlePage = (page: number) => {
    apply(changeFilters(filters, { page }), { push: true });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const handleReset = () => apply(resetFilters(filters));

  // A page past the end (courses were removed, or an old link) moves to the last page there is.
  const pages = list.data?.pagination.pages;
  useEffect(() => {
    if (pages && filters.page > pages && !list.isPlaceholderData) {
      apply(changeFilters(filters, { page: pages }));
    }
    // Only a settled answer should move the page; `apply` reads the latest filters itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, filters.page, list.isPlaceholderData]);

  const data = list.data;
  const courses = data?.courses ?? [];
  const showSkeletons = list.isPending;
  const showError = list.isError && !data;

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">{t('subtitle')}</p>
          <SearchBox
            value={filters.search}
            onSearch={(search) => update({ search })}
            className="mt-6"
          />
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:py-8" ref={resultsRef}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            {panelOpen ? t('filters.hide') : t('filters.show')}
            {active.length > 0 && (
              <span
                className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white"
                data-testid="filter-badge"
                aria-label={t('filters.activeCount', { count: active.length })}
              >
                {active.length}
              </span>
            )}
          </button>
          {data && !showError && (
            <p className="text-sm text-slate-600" aria-live="polite" data-testid="catalogue-count">
              {t('showing', { shown: courses.length, total: data.pagination.total })}
            </p>
          )}
        </div>

        {panelOpen && (
          <CatalogueFilterPanel
            id={panelId}
            filters={filters}
            facets={facets.data}
            onChange={update}
            onReset={handleReset}
            canReset={active.length > 0}
          />
        )}

        <ActiveFilterChips active={active} onRemove={(key) => update({ [key]: '' })} />

        <section aria-label={t('resultsLabel')} aria-busy={list.isFetching}>
          {showSkeletons ? (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))}
              <li className="sr-only" role="status">
                {t('loading')}
              </li>
            </ul>
          ) : showError ? (
            <LoadError
              title={t('errors.loadCourses')}
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : courses.length === 0 && !(pages && filters.page > pages) ? (
            <EmptyCatalogue filtered={active.length > 0} onReset={handleReset} />
          ) : (
            <ul
              className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${
                list.isPlaceholderData ? 'opacity-60' : ''
              }`}
            >
              {courses.map((course) => (
                <li key={course._id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </section>

        {data && !showError && (
          <CataloguePager
            page={Math.min(filters.page, data.pagination.pages)}
            pages={data.pagination.pages}
            limit={filters.limit}
            onPage={handlePage}
            onLimit={(limit) => update({ limit })}
          />
        )}
      </div>
    </div>
  );
}

/**
 * The search box with its clear button. It keeps what is typed and writes it to the address once
 * typing settles (or at once on Enter); a change from outside (a chip, Reset, the back button)
 * replaces what it shows.
 */
function SearchBox({
  value,
  onSearch,
  className = '',
}: {
  value: string;
  onSearch: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
    // onSearch is a new function each render; the timer only cares about the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, value]);

  return (
    <form
      role="search"
      className={`max-w-2xl ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-xl border-0 bg-white py-3 pr-12 pl-11 text-base text-slate-900 shadow-lg placeholder:text-slate-400 focus:ring-4 focus:ring-brand-300 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        )}
      </div>
    </form>
  );
}
