import { CalendarDays, Eye, Pencil, PlayCircle, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice, isFree, type AdminCourseSummary } from '@academy/shared';
import { CourseThumbnail, categoryLabel, levelLabel } from '../../courses/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { CourseStatusBadge } from './course-status-badge.tsx';
import { IconLink } from '../../ui/icon-link.tsx';
import { LabelledIconButton } from '../../ui/labelled-icon-button.tsx';
import { MetaList, type MetaItem } from '../../ui/meta-list.tsx';

/** A course in Course Management: thumbnail, status, facts and View, Edit, Delete (spec 001 §2). */
export function AdminCourseCard({
  course,
  onDelete,
}: {
  course: AdminCourseSummary;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const { language } = useLanguage();
  const action =
    'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition';
  const facts: MetaItem[] = [
    { icon: Users, text: t('card.enrollments', { count: course.totalEnrollments }) },
    { icon: PlayCircle, text: t('card.lessons', { count: course.videoCount }) },
    {
      icon: CalendarDays,
      text: t('card.created', { date: formatDate(course.createdAt, language) }),
    },
  ];
  const links = [
    {
      to: `/admin/courses/${course._id}`,
      icon: Eye,
      label: t('card.view'),
      name: t('card.viewLabel', { title: course.title }),
      tone: 'bg-slate-100 text-slate-800 hover:bg-slate-200',
    },
    {
      to: `/admin/courses/${course._id}/edit`,
      icon: Pencil,
      label: t('card.edit'),
      name: t('card.editLabel', { title: course.title }),
      tone: 'bg-sky-50 text-sky-800 hover:bg-sky-100',
    },
  ];
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="admin-course-card"
      data-course-id={course._id}
    >
      <CourseThumbnail src={course.thumbnailSmallURL ?? course.thumbnailURL}>
        <span className="absolute top-2 left-2">
          <CourseStatusBadge status={course.status} />
        </span>
        <span className="absolute top-2 right-2 rounded-full bg-white/95 px-2.5 py-0.5 text-sm font-bold text-slate-900 shadow">
          {isFree(course.price) ? t('common.free') : formatPrice(course.price)}
        </span>
      </CourseThumbnail>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold text-slate-500">
          {categoryLabel(t, course.category)} · {levelLabel(t, course.level)}
        </p>
        <h3 className="mt-1 line-clamp-2 font-semibold text-slate-900">{course.title}</h3>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{course.description}</p>
        <MetaList items={facts} size="sm" className="mt-3" />
        <div className="mt-auto flex gap-2 pt-4">
          {links.map(({ to, icon, label, name, tone }) => (
            <IconLink
              key={to}
              to={to}
              aria-label={name}
              className={`${action} ${tone}`}
              icon={icon}
            >
              {label}
            </IconLink>
          ))}
          <LabelledIconButton
            onClick={onDelete}
            aria-label={t('card.deleteLabel', { title: course.title })}
            className={`${action} bg-red-50 text-red-700 hover:bg-red-100`}
            icon={Trash2}
          >
            {t('card.delete')}
          </LabelledIconButton>
        </div>
      </div>
    </article>
  );
}
