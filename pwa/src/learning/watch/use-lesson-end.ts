import type { CourseVideoItem } from '@academy/shared';
import { useCallback, useState } from 'react';
import { getToken } from '../../session/auth-storage.ts';
import { fetchNextVideo } from './watch-api.ts';

/**
 * What follows a lesson's end (spec 000 §4 Playback): the next lesson starts; after the last one the
 * page only notes that the course is done. The next lesson comes from GET /api/progress/next-video; when
 * that call cannot be made (offline), the playlist's own order decides.
 */
export function nextInList(lessons: CourseVideoItem[], currentId: string): CourseVideoItem | null {
  const index = lessons.findIndex((l) => l._id === currentId);
  return index >= 0 ? (lessons[index + 1] ?? null) : null;
}

export function useLessonEnd(
  courseId: string,
  lessons: CourseVideoItem[],
  choose: (lesson: CourseVideoItem) => void,
) {
  const [courseDoneAt, setCourseDoneAt] = useState<string | null>(null);
  const handleEnded = useCallback(
    async (currentId: string) => {
      let nextId: string | null | undefined;
      try {
        nextId = (await fetchNextVideo(courseId, currentId, getToken())).nextVideo?._id ?? null;
      } catch {
        nextId = nextInList(lessons, currentId)?._id ?? null;
      }
      const next = nextId ? lessons.find((l) => l._id === nextId) : null;
      if (!next) {
        setCourseDoneAt(currentId);
        return;
      }
      choose(next);
    },
    [courseId, lessons, choose],
  );
  return { courseDoneAt, handleEnded };
}
