import type { CourseStatus } from '@academy/shared';
import { useTranslation } from 'react-i18next';

/** Spec 001 §4: active green, inactive yellow, archived grey. */
const STATUS_STYLE: Record<CourseStatus, string> = {
  active: 'bg-green-100 text-green-800 ring-green-600/20',
  inactive: 'bg-yellow-100 text-yellow-800 ring-yellow-600/30',
  archived: 'bg-slate-200 text-slate-700 ring-slate-500/20',
};

const DOT_STYLE: Record<CourseStatus, string> = {
  active: 'bg-green-500',
  inactive: 'bg-yellow-500',
  archived: 'bg-slate-500',
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('admin-courses');
  return (
    <span
      data-testid="course-status"
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[status]}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${DOT_STYLE[status]}`} aria-hidden />
      {t(`status.${status}`)}
    </span>
  );
}
