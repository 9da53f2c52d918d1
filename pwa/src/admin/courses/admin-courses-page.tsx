import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseSummary } from '@academy/shared';
import { CataloguePager } from '../../courses/index.ts';
import { useLastPageKept } from '../../ui/list-address.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CourseListBody } from './course-list-body.tsx';
import { CourseListToolbar } from './course-list-toolbar.tsx';
import { useAdminCourses } from './admin-course-queries.ts';
import { useCourseListParams } from './course-list-params.ts';
import { DeleteCourseDialog } from './delete-course-dialog.tsx';

/**
 * /admin/courses, Course Management (spec 001 §2, §8, §9): search, status filter, sort, page size and
 * pagination in the address; cards with View, Edit and Delete; a link to upload; Retry on failure.
 */
export default function AdminCoursesPage() {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  usePageTitle(t('list.title'), 'admin');
  const { query, show, update } = useCourseListParams();
  const [deleting, setDeleting] = useState<AdminCourseSummary | null>(null);
  const courses = useAdminCourses(query);

  const pagination = courses.data?.pagination;
  useLastPageKept(query.page, pagination?.pages, !courses.isPlaceholderData, (page) =>
    show({ ...query, page }),
  );

  const filtered = query.search !== '' || query.status !== 'all';
  const handleClear = () => show((list) => ({ ...list, search: '', status: 'all', page: 1 }));

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
