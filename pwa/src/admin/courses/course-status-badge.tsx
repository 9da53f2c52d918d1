import type { CourseStatus } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';

/** Spec 001 §4: active green, inactive yellow, archived grey. */
const STATUS_TONE: Record<CourseStatus, BadgeTone> = {
  active: 'green',
  inactive: 'yellow',
  archived: 'slate',
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('admin-courses');
  return (
    <Badge tone={STATUS_TONE[status]} dot data-testid="course-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
