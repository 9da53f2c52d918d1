import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminCourseSummary } from '@academy/shared';
import { CataloguePager } from '../../catalogue/catalogue-pager.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CourseListBody } from './course-list-body.tsx';
import { CourseListToolbar } from './course-list-toolbar.tsx';
import { useAdminCourses } from './admin-course-queries.ts';
import {
  changeCourseList,
  readCourseListParams,
  writeCourseListParams,
  type CourseListQuery,
} from './course-list-params.ts';
import { DeleteCourseDialog } from './delete-course-dialog.tsx';

/**
 * /admin/courses, Course Management (spec 001 §2, §8, §9): search, status filter, sort, page size and
 * pagination in the address; cards with View, Edit and Delete; a link to upload; Retry on failure.
 */
export default function AdminCoursesPage() {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  usePageTitle(t('list.title'), 'admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readCourseListParams(searchParams);
  const [deleting, setDeleting] = useState<AdminCourseSummary | null>(null);
  const courses = useAdminCourses(query);

  const update = (change: Partial<CourseListQuery>) => {
    setSearchParams(writeCourseListParams(changeCourseList(query, change)), {
      replace: !('page' in change),
    });
  };

  const pagination = courses.data?.pagination;
  useEffect(() => {
    if (pagination && query.page > pagination.pages && !courses.isPlaceholderData) {
      update({ page: pagination.pages });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pagination?.pages, query.page, courses.isPlaceholderData]);

  const filtered = query.search !== '' || query.status !== 'all';
  const handleClear = () =>
    setSearchParams(writeCourseListParams({ ...query, search: '', status: 'all', page: 1 }), {
      replace: true,
    });

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('list.title')}
        subtitle={
          <>
            {t('list.subtitle')}
            {pagination && (
              <span className="ml-2 font-medium text-slate-800" data-testid="courses-total">
                {t('list.total', { count: pagination.total })}
              </span>
            )}
          </>
        }
        actions={
          <ButtonLink to="/admin/upload" icon={Upload}>
            {t('list.upload')}
          </ButtonLink>
        }
      />

      <CourseListToolbar query={query} onChange={update} />

      <section aria-label={t('list.listLabel')} aria-busy={courses.isFetching}>
        <CourseListBody
          courses={courses}
          filtered={filtered}
          onClear={handleClear}
          onDelete={setDeleting}
        />
      </section>

      {pagination && !(courses.isError && !courses.data) && (
        <CataloguePager
          page={Math.min(query.page, pagination.pages)}
          pages={pagination.pages}
          limit={query.limit}
          onPage={(page) => update({ page })}
          onLimit={(limit) => update({ limit })}
          alwaysShowSize
        />
      )}

      {deleting && <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
