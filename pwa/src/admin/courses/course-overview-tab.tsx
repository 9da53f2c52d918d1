import { Check, Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, isFree, type AdminCourseDetail } from '@academy/shared';
import { categoryLabel, levelLabel, CourseThumbnail } from '../../courses/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { Card } from '../../ui/card.tsx';

/** The course dashboard's Overview tab: thumbnail, description and every detail of the course. */
export function CourseOverviewTab({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const { language } = useLanguage();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6">
        <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <CourseThumbnail
            src={course.thumbnailURL}
            eager
            alt={t('dashboard.overview.thumbnail')}
          />
        </section>
        <Card title={t('dashboard.overview.description')}>
          <p className="leading-relaxed break-words whitespace-pre-line text-slate-700">
            {course.description}
          </p>
        </Card>
      </div>
      {/* A grid item of its own, so the card keeps its height beside a long description. */}
      <div>
        <Card title={t('dashboard.overview.details')}>
          <dl className="divide-y divide-slate-100 text-sm" data-testid="course-overview">
            <Row label={t('dashboard.overview.price')}>
              {isFree(course.price) ? t('common.free') : formatPrice(course.price)}
            </Row>
            <Row label={t('dashboard.overview.enrollments')}>{course.totalEnrollments}</Row>
            <Row label={t('dashboard.overview.courseId')}>
              <CopyText text={course._id} />
            </Row>
            <Row label={t('dashboard.overview.slug')}>
              <span className="break-all">{course.slug}</span>
            </Row>
            <Row label={t('dashboard.overview.category')}>{categoryLabel(t, course.category)}</Row>
            <Row label={t('dashboard.overview.level')}>{levelLabel(t, course.level)}</Row>
            <Row label={t('dashboard.overview.tags')}>
              {course.tags.length === 0 ? (
                <span className="text-slate-500">{t('dashboard.overview.noTags')}</span>
              ) : (
                <span className="flex flex-wrap justify-end gap-1">
                  {course.tags.map((tag) => (
                    <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                      {tag}
                    </span>
                  ))}
                </span>
              )}
            </Row>
            <Row label={t('dashboard.overview.created')}>
              {formatDate(course.createdAt, language)}
            </Row>
            <Row label={t('dashboard.overview.updated')}>
              {formatDate(course.updatedAt, language)}
            </Row>
          </dl>
        </Card>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function CopyText({ text }: { text: string }) {
  const { t } = useTranslation('admin-courses');
  const [copied, setCopied] = useState(false);
  const handleCopy = () => {
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    });
  };
  const Icon = copied ? Check : Copy;
  return (
    <span className="inline-flex max-w-full items-center gap-1.5">
      <code className="truncate text-xs" title={text}>
        {text}
      </code>
      <button
        type="button"
        onClick={handleCopy}
        aria-label={copied ? t('dashboard.overview.copied') : t('dashboard.overview.copy')}
        className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100"
      >
        <Icon className={`h-3.5 w-3.5 ${copied ? 'text-green-600' : ''}`} aria-hidden />
      </button>
    </span>
  );
}
