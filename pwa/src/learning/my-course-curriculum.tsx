import { CheckCircle2, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, type CourseDetail, type VideoProgress } from '@academy/shared';
import { CurriculumPanel, LessonNumber } from '../courses/index.ts';
import { LessonSize } from '../media/index.ts';
import { ProgressBar } from '../ui/progress-bar.tsx';

/**
 * The curriculum of a bought course (spec 000 §2): numbered lessons with title, optional description
 * and duration, each opening the watch page, with the learner's completion (check, or a bar once
 * started).
 */
export function MyCourseCurriculum({
  course,
  progress,
}: {
  course: CourseDetail;
  /** Progress by lesson id; empty while it loads or when it could not be read. */
  progress: ReadonlyMap<string, VideoProgress>;
}) {
  const { t } = useTranslation('learning');
  return (
    <CurriculumPanel
      title={t('curriculum.title')}
      course={course}
      summary={(values) => t('curriculum.summary', values)}
      empty={{ title: t('curriculum.emptyTitle'), body: t('curriculum.emptyBody') }}
      testId="my-course-curriculum"
    >
      {(video, index) => {
        const lesson = progress.get(video._id);
        const percent = lesson?.completionPercentage ?? 0;
        return (
          <Link
            to={`/course/${course._id}/watch/${video._id}`}
            aria-label={t('curriculum.play', { number: index + 1, title: video.title })}
            className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50"
          >
            <LessonNumber number={index + 1} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words text-slate-900">{video.title}</span>
              {video.description ? (
                <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
                  {video.description}
                </span>
              ) : null}
              <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                <span className="tabular-nums">{formatDuration(video.duration)}</span>
                <LessonSize sizes={video.sizes} />
                {lesson?.isCompleted ? (
                  <span className="font-semibold text-green-700">{t('curriculum.completed')}</span>
                ) : percent > 0 ? (
                  <span className="flex items-center gap-2">
                    <ProgressBar
                      percent={percent}
                      label={t('curriculum.watched', { percent })}
                      size="xs"
                      track="pale"
                      className="w-20"
                    />
                    {t('curriculum.watched', { percent })}
                  </span>
                ) : null}
              </span>
            </span>
            {lesson?.isCompleted ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
            ) : (
              <PlayCircle className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" aria-hidden />
            )}
          </Link>
        );
      }}
    </CurriculumPanel>
  );
}
