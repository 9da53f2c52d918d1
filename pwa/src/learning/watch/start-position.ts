import type { CourseVideoItem } from '@academy/shared';
import type { ResumeView } from './watch-api.ts';

/**
 * Where the lesson starts: the resume call's answer, or, while it is on its way, the last position in
 * the progress list the page already holds (a lesson chosen in an open app starts without waiting a
 * round trip). Null: neither is known yet.
 */
export function startPosition(
  lesson: CourseVideoItem,
  props: { resume: ResumeView | null; resumePending: boolean },
  known: { lastPosition: number } | undefined,
): number | null {
  if (props.resume) return props.resume.resumePosition;
  if (known) return known.lastPosition >= lesson.duration - 2 ? 0 : known.lastPosition;
  return props.resumePending ? null : 0;
}
