import { formatDuration, type CourseDetail } from '@academy/shared';
import { ListVideo, type LucideIcon } from 'lucide-react';
import { CourseSize } from '../media/lesson-size-label.tsx';
import { Card } from '../ui/card.tsx';

/** A white section of the course page: a kit `Card` whose heading may carry an icon. */
export function Panel({
  title,
  icon: Icon,
  action,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const heading = Icon ? (
    <span className="flex items-center gap-2">
      <Icon className="h-5 w-5 text-brand-600" aria-hidden />
      {title}
    </span>
  ) : (
    title
  );
  return (
    <Card title={heading} action={action}>
      {children}
    </Card>
  );
}

/**
 * The curriculum panel of a course (public page and learner page): its title with the list icon and,
 * when there are lessons, how many, how long and how big they are.
 */
export function CurriculumPanel({
  title,
  course,
  videos,
  summary,
  children,
}: {
  title: string;
  course: CourseDetail;
  /** The lessons in order. */
  videos: CourseDetail['videos'];
  summary: (values: { count: number; duration: string }) => string;
  children: React.ReactNode;
}) {
  const action =
    videos.length > 0 ? (
      <p className="text-sm text-slate-600">
        {summary({ count: videos.length, duration: formatDuration(course.totalDuration) })}
        <CourseSize lessons={videos} className="block sm:inline sm:before:content-['_·_']" />
      </p>
    ) : null;
  return (
    <Panel title={title} icon={ListVideo} action={action}>
      {children}
    </Panel>
  );
}
