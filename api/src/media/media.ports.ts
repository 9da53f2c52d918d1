import type { Db } from '../db/database.ts';
import { definePort } from '../ports/port.ts';

/** How far a learner is through one lesson (learning's rule, spec 000 §3 Video progress). */
export interface LessonCompletion {
  isCompleted: boolean;
  watchedPercentage: number;
  completionPercentage: number;
}

/**
 * What media needs from the learning capability, which depends on it: the watch evidence it records
 * and the learner's progress it shows. Filled at the composition root (`api/src/wiring.ts`).
 */
export interface MediaPorts {
  /** A lesson's key was served to a learner (watch evidence). */
  keyServed(db: Db, userId: string, videoId: string): Promise<void>;
  /** An offline licence was issued to a learner (watch evidence). */
  offlineLicenceIssued(
    db: Db,
    userId: string,
    videoId: string,
    licence: { issuedAt: Date; expiresAt: Date },
  ): Promise<void>;
  /** The learner's progress on the lessons of one course, read once for a whole list. */
  lessonCompletions(
    db: Db,
    userId: string,
    courseId: string,
  ): Promise<(lesson: { id: string; duration: number }) => LessonCompletion>;
}

export const mediaPorts = definePort<MediaPorts>('media');
