import { Lock, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, type CourseDetail } from '@academy/shared';
import { LessonSize } from '../media/index.ts';
import { CurriculumPanel, LessonNumber } from '../courses/index.ts';

/**
 * The curriculum (spec 000 §2, §4 Video): numbered lessons with title and duration; free previews are
 * marked Free and open, the others show a lock until the course is bought. The lessons come from the
 * media capability; a course without any says so plainly instead of showing an empty list.
 */
export function CourseCurriculum({
  course,
  purchased,
}: {
  course: CourseDetail;
  purchased: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <CurriculumPanel
      title={t('detail.curriculum.title')}
      course={course}
      summary={(values) => t('detail.curriculum.summary', values)}
      empty={{ title: t('detail.curriculum.emptyTitle'), body: t('detail.curriculum.emptyBody') }}
      testId="course-curriculum"
    >
      {(video, index) => {
        const open = purchased || video.isFreePreview;
        const content = (
          <>
            <LessonNumber number={index + 1} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{video.title}</span>
              {video.description && (
                <span className="block truncate text-xs text-slate-500">{video.description}</span>
              )}
            </span>
            {video.isFreePreview && !purchased && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                {t('detail.curriculum.free')}
              </span>
            )}
            <span className="flex flex-col items-end text-sm text-slate-500 tabular-nums sm:flex-row sm:gap-3">
              <span>{formatDuration(video.duration)}</span>
              <span className="text-xs sm:text-sm">
                <LessonSize sizes={video.sizes} />
              </span>
            </span>
            {open ? (
              <PlayCircle
                className="h-5 w-5 shrink-0 text-brand-600"
                aria-label={t('detail.curriculum.open')}
              />
            ) : (
              <Lock
                className="h-5 w-5 shrink-0 text-slate-400"
                aria-label={t('detail.curriculum.locked')}
              />
            )}
          </>
        );
        return open ? (
          <Link
            to={`/course/${course._id}/watch/${video._id}`}
            className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
          >
            {content}
          </Link>
        ) : (
          <div className="flex items-center gap-3 px-4 py-3 text-slate-500">{content}</div>
        );
      }}
    </CurriculumPanel>
  );
}
