import type { RenditionSize } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { MAX_START_ESTIMATE, startEstimate } from './bandwidth-memory.ts';
import { useDataSaver } from './data-saver.ts';
import { courseBytes, formatMegabytes, sizeThatPlays } from './lesson-size.ts';

/**
 * Lesson and course sizes in megabytes at the quality that will play (the data saver's choice, else
 * the rendition the learner's player starts on), for every list of lessons. Both follow the data
 * saver at once when it changes, here or in another tab.
 */
export function useSizeThatPlays() {
  const [mode] = useDataSaver();
  const { i18n } = useTranslation();
  // Read at each render: the player updates the remembered estimate while a lesson plays.
  const estimate = startEstimate(MAX_START_ESTIMATE);
  return {
    mode,
    size: (sizes: readonly RenditionSize[]) => sizeThatPlays(sizes, mode, estimate),
    /** What the lesson would cost in another mode (the data saver's choices). */
    sizeFor: (sizes: readonly RenditionSize[], other: typeof mode) =>
      sizeThatPlays(sizes, other, estimate),
    total: (lessons: ReadonlyArray<{ sizes: readonly RenditionSize[] }>) =>
      courseBytes(lessons, mode, estimate),
    format: (bytes: number) => formatMegabytes(bytes, i18n.language),
  };
}

/** "12.3 MB" for one lesson; nothing when its size is unknown. */
export function LessonSize({ sizes }: { sizes: readonly RenditionSize[] }) {
  const { t } = useTranslation();
  const choice = useSizeThatPlays();
  const size = choice.size(sizes);
  if (!size) return null;
  return (
    <span
      className="tabular-nums"
      title={t('size.lessonHint')}
      data-testid="lesson-size"
      data-bytes={size.bytes}
      data-rendition={size.name}
    >
      {choice.format(size.bytes)}
    </span>
  );
}

/** "120.5 MB in all" for a whole course; nothing when a lesson's size is unknown. */
export function CourseSize({
  lessons,
  className,
}: {
  lessons: ReadonlyArray<{ sizes: readonly RenditionSize[] }>;
  className?: string;
}) {
  const { t } = useTranslation();
  const choice = useSizeThatPlays();
  const bytes = choice.total(lessons);
  if (bytes === null) return null;
  return (
    <span
      title={t('size.courseHint')}
      className={className}
      data-testid="course-size"
      data-bytes={bytes}
    >
      {t('size.course', { size: choice.format(bytes) })}
    </span>
  );
}
