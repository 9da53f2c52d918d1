import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPageKept } from '../ui/list-address.ts';
import { PageBanner } from '../ui/section-banner.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { ActiveFilterChips, CatalogueFilterPanel } from './catalogue-filter-panel.tsx';
import {
  CataloguePager,
  activeFilters,
  resetFilters,
  useCatalogueParams,
  useCatalogue,
  useCatalogueLiveRefresh,
  useCourseFacets,
} from '../courses/index.ts';
import { CatalogueResults } from './catalogue-results.tsx';
import { SearchBox } from './catalogue-search-box.tsx';
import { CatalogueToolbar } from './catalogue-toolbar.tsx';

/**
 * /courses (spec 000 §2 Catalogue, §4, §7, §9). The filters are read from and written to the address;
 * every filter change returns to page 1; the list refreshes when the tab is shown again and when a
 * course is created.
 */
export default function CataloguePage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('title'));
  useCatalogueLiveRefresh();
  const { query: filters, show, update } = useCatalogueParams();
  const list = useCatalogue(filters);
  const facets = useCourseFacets();
  const active = activeFilters(filters);
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [panelOpen, setPanelOpen] = useState(() => active.some(({ key }) => key !== 'search'));

  const handlePage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const handleReset = () => show(resetFilters);

  const pages = list.data?.pagination.pages;
  useLastPageKept(filters.page, pages, !list.isPlaceholderData, (page) =>
    show({ ...filters, page }),
  );

  const data = list.data;
  const courses = data?.courses ?? [];
  const showError = list.isError && !data;

  return (
    <div className="bg-slate-50">
      <PageBanner title={t('title')} subtitle={t('subtitle')} wide>
        <SearchBox
          value={filters.search}
          onSearch={(search) => update({ search })}
          className="mt-6"
        />
      </PageBanner>

      <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:py-8" ref={resultsRef}>
        <CatalogueToolbar
          panelId={panelId}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          activeCount={active.length}
          sort={filters.sort}
          onSort={(sort) => update({ sort })}
          count={
            data && !showError ? { shown: courses.length, total: data.pagination.total } : null
          }
        />

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

        <CatalogueResults
          list={list}
          courses={courses}
          pastEnd={Boolean(pages && filters.page > pages)}
          filtered={active.length > 0}
          onReset={handleReset}
        />

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
