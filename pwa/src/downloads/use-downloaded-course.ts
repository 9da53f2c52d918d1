import type { CourseVideoItem } from '@academy/shared';
import { useEffect, useState } from 'react';
import { indexEntries } from './downloads-index.ts';
import { useUserId } from './use-download.ts';
import { downloads } from './lazy-downloads.ts';

export interface DownloadedCourse {
  courseTitle: string;
  /** The course's downloaded lessons, in the course's order, as they were when downloaded. */
  lessons: CourseVideoItem[];
}

/**
 * A course as its downloads remember it, for the watch page with no connection and nothing cached:
 * the downloaded lessons make its playlist (issue 11). Null when none of its lessons is downloaded;
 * undefined while reading (or while not `wanted`).
 */
export function useDownloadedCourse(
  courseId: string,
  wanted: boolean,
): DownloadedCourse | null | undefined {
  const userId = useUserId();
  const listed = indexEntries(userId).some((e) => e.courseId === courseId && e.complete);
  const [found, setFound] = useState<{ courseId: string; value: DownloadedCourse | null } | null>(
    null,
  );
  useEffect(() => {
    if (!wanted || !listed || !userId) return;
    let cancelled = false;
    void downloads()
      .then((downloads) => downloads.readCourseDownloads(userId, courseId))
      .then((records) => {
        if (cancelled) return;
        const lessons = records.map((r) => r.lesson).sort((a, b) => a.order - b.order);
        setFound({
          courseId,
          value: lessons.length ? { courseTitle: records[0]!.courseTitle, lessons } : null,
        });
      })
      .catch(() => !cancelled && setFound({ courseId, value: null }));
    return () => {
      cancelled = true;
    };
  }, [wanted, listed, userId, courseId]);
  if (!wanted) return undefined;
  if (!listed) return null;
  return found?.courseId === courseId ? found.value : undefined;
}
