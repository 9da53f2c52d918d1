import { BadgeCheck, Clock, PlayCircle, RotateCcw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration, type CourseDetail, type CourseProgress } from '@academy/shared';
import { CourseHeroHeading, CourseThumbnail } from '../courses/index.ts';
import { Badge } from '../ui/badge.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { MetaList } from '../ui/meta-list.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';

/**
 * The top of /my-course/{id} (spec 000 §2 Purchased course): category and level badges, title,
 * description, total duration, lesson and student counts, thumbnail or placeholder, the purchased
 * mark; and the learner's progress with the button to the lesson to watch next.
 */
export function MyCourseHero({
  course,
  progress,
  nextVideoId,
}: {
  course: CourseDetail;
  progress: CourseProgress | undefined;
  nextVideoId: string | null;
}) {
  const { t } = useTranslation(['learning', 'catalogue']);
  const percent = progress?.overallProgress ?? 0;
  const action = progress?.isCompleted ? 'review' : percent > 0 ? 'continue' : 'start';
  return (
    <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-accent-700 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_20rem] lg:py-12">
        <div className="min-w-0">
          <CourseHeroHeading
            course={course}
            badges={
              <Badge tone="solidGreen" icon={<BadgeCheck className="h-3.5 w-3.5" aria-hidden />}>
                <span data-testid="purchased-mark">{t('myCourse.purchased')}</span>
              </Badge>
            }
          />
          <MetaList
            tone="onDark"
            className="mt-4"
            items={[
              {
                icon: Clock,
                text: formatDuration(course.totalDuration),
                srLabel: t('myCourse.duration'),
              },
              { icon: PlayCircle, text: t('myCourse.lessons', { count: course.videoCount }) },
              { icon: Users, text: t('myCourse.students', { count: course.totalEnrollments }) },
            ]}
          />
          <div className="mt-6 max-w-md">
            <div className="flex justify-between text-sm">
              <span>{t('myCourse.progress')}</span>
              <span className="font-semibold" data-testid="my-course-progress">
                {percent}%
              </span>
            </div>
            <ProgressBar
              percent={percent}
              label={t('myCourse.progress')}
              size="md"
              track="onDark"
              fill="lightGreen"
              className="mt-1"
            />
            {progress ? (
              <p className="mt-1 text-xs text-slate-300">
                {t('myCourse.lessonsDone', {
                  done: progress.completedVideos,
                  total: progress.totalVideos,
                })}
              </p>
            ) : null}
          </div>
          {nextVideoId ? (
            <ButtonLink
              to={`/course/${course._id}/watch/${nextVideoId}`}
              variant="secondary"
              icon={action === 'review' ? RotateCcw : PlayCircle}
              className="mt-6"
              data-testid="my-course-action"
            >
              {t(`myCourse.${action}`)}
            </ButtonLink>
          ) : null}
        </div>
        <div className="self-start overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-white/10">
          <CourseThumbnail src={course.thumbnailURL} eager />
        </div>
      </div>
    </section>
  );
}
