import { TIMERS } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../ui/search-box.tsx';
import { Toolbar, ToolbarSelect } from '../../ui/toolbar.tsx';
import {
  COURSE_LIST_SORTS,
  COURSE_STATUS_FILTERS,
  type CourseListQuery,
} from './course-list-params.ts';

/** Spec 001 §9: the search waits 500 ms after the last key. */

/** Course Management's search, status filter and sort (spec 001 §2, §9). */
export function CourseListToolbar({
  query,
  onChange,
}: {
  query: CourseListQuery;
  onChange: (change: Partial<CourseListQuery>) => void;
}) {
  const { t } = useTranslation('admin-courses');
  return (
    <Toolbar columns="md:grid-cols-[1fr_12rem_14rem]">
      <SearchBox
        label={t('list.searchLabel')}
        clearLabel={t('list.clearSearch')}
        placeholder={t('list.searchPlaceholder')}
        maxLength={100}
        value={query.search}
        onSearch={(search) => onChange({ search })}
        settleMs={TIMERS.adminSearchDebounceMs}
      />
      <ToolbarSelect
        label={t('list.statusFilter')}
        value={query.status}
        values={COURSE_STATUS_FILTERS}
        optionLabel={(status) => t(`list.filters.${status}`)}
        onChange={(status) => onChange({ status })}
      />
      <ToolbarSelect
        label={t('list.sort')}
        value={query.sort}
        values={COURSE_LIST_SORTS}
        optionLabel={(sort) => t(`list.sorts.${sort.replace(':', '-')}`)}
        onChange={(sort) => onChange({ sort })}
      />
    </Toolbar>
  );
}
