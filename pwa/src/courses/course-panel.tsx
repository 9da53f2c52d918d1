import { formatDuration, type CourseDetail } from '@academy/shared';
import { ListVideo, type LucideIcon } from 'lucide-react';
import { CourseSize } from '../media/index.ts';
import { Card } from '../ui/card.tsx';
import { EmptyState } from '../ui/states.tsx';

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

type Lesson = CourseDetail['videos'][number];

/**
 * The curriculum panel of a course (public page and learner page): its title with the list icon and,
 * when there are lessons, how many, how long and how big they are; then the lessons in order as a
 * numbered list, each row drawn by `children`, or the `empty` words while the course has none.
 */
export function CurriculumPanel({
  title,
  course,
  summary,
  empty,
  testId,
  children,
}: {
  title: string;
  course: CourseDetail;
  summary: (values: { count: number; duration: string }) => string;
  empty: { title: string; body: string };
  /** The list's test id. */
  testId: string;
  /** One lesson's row inside its list item; `index` counts from 0. */
  children: (video: Lesson, index: number) => React.ReactNode;
}) {
  const videos = [...course.videos].sort((a, b) => a.order - b.order);
  const action =
    videos.length > 0 ? (
      <p className="text-sm text-slate-600">
        {summary({ count: videos.length, duration: formatDuration(course.totalDuration) })}
        <CourseSize lessons={videos} className="block sm:inline sm:before:content-['_·_']" />
      </p>
    ) : null;
  return (
    <Panel title={title} icon={ListVideo} action={action}>
      {videos.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} testId="curriculum-empty" />
      ) : (
        <ol
          className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200"
          data-testid={testId}
        >
          {videos.map((video, index) => (
            <li key={video._id}>{children(video, index)}</li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** A lesson's number in a curriculum row: a grey circle. */
export function LessonNumber({ number }: { number: number }) {
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
      {number}
    </span>
  );
}

/**
 * Short lines about a course, each after a green icon (what it teaches, what comes with it);
 * `className` lays the list out (a column, or two on wider screens).
 */
export function FeatureList({
  items,
  className,
  testId,
}: {
  items: { icon: LucideIcon; text: string }[];
  className: string;
  testId?: string;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-3 text-slate-700">
          <Icon className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
