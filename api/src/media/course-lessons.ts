import type { Db } from '../db/database.ts';
import { findVideo, listVideosOfCourse } from './video.repository.ts';

/**
 * The media capability's answer to "which lessons does a course have?" for other capabilities
 * (learning, certificates): only lessons a learner can play (status active), in lesson order. Nobody
 * outside media reads the video tables.
 */
export interface Lesson {
  id: string;
  courseId: string;
  title: string;
  order: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  isFreePreview: boolean;
}

function toLesson(row: {
  id: string;
  courseId: string;
  title: string;
  order: number;
  durationSeconds: number | null;
  isFreePreview: boolean;
}): Lesson {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    order: row.order,
    duration: row.durationSeconds ?? 0,
    isFreePreview: row.isFreePreview,
  };
}

/** The playable lessons of a course, in order (empty for an unknown course). */
export async function listCourseLessons(db: Db, courseId: string): Promise<Lesson[]> {
  const rows = await listVideosOfCourse(db, courseId, { activeOnly: true });
  return rows.map(toLesson);
}

/** A playable lesson by id, or null when there is none (or it is not playable). */
export async function findLesson(db: Db, videoId: string): Promise<Lesson | null> {
  const row = await findVideo(db, videoId);
  return row && row.status === 'active' ? toLesson(row) : null;
}
