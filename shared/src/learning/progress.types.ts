/**
 * What the Progress calls answer (spec 000 §3 Video progress, Course progress, Dashboard course; §7).
 * `_id` and `id` carry the same value. Seconds are numbers; times ISO 8601.
 */

/** One learner's progress on one lesson. A lesson never watched answers zeros. */
export interface VideoProgress {
  _id: string;
  videoId: string;
  /** Seconds of the lesson actually played (the largest ever reported). */
  watchedDuration: number;
  /** The lesson's length in seconds as the server knows it (0 when unknown). */
  totalDuration: number;
  /** watchedDuration / totalDuration, whole percent 0..100. */
  watchedPercentage: number;
  /** 100 once complete, else watchedPercentage. */
  completionPercentage: number;
  isCompleted: boolean;
  /** Where the player stood in the newest update (seconds). */
  lastPosition: number;
  completedAt: string | null;
  /** Device time of the newest accepted update, or null when none. */
  lastUpdatedAt: string | null;
  /** How many updates the server has accepted for this lesson (duplicates and late ones are not). */
  acceptedUpdates: number;
  progress: { isCompleted: boolean; completionPercentage: number };
}

export interface CourseProgress {
  courseId: string;
  totalVideos: number;
  completedVideos: number;
  /**
   * Watched time over the course's total time, completed lessons counted whole; whole percent, 100
   * only once every lesson is complete, at least 1 once anything was watched (same as overallProgress).
   */
  totalProgress: number;
  overallProgress: number;
  isCompleted: boolean;
  /** The lesson of the newest accepted update, or null. */
  lastWatchedVideo: string | null;
  lastWatchedPosition: number;
  /** When the last lesson became complete, once all are. */
  completedAt: string | null;
}

/** `POST /api/progress/update`. */
export interface ProgressUpdateData {
  skipped: boolean;
  videoProgress: VideoProgress;
  courseProgress: CourseProgress;
}

/** `POST /api/progress/complete-video`. */
export interface CompleteVideoData {
  videoProgress: VideoProgress;
  courseProgress: CourseProgress;
}

/** `GET /api/progress/course/{id}`: every lesson of the course in order, watched or not. */
export interface CourseProgressData {
  courseId: string;
  videos: { _id: string; id: string; progress: VideoProgress }[];
  overallProgress: number;
  courseProgress: CourseProgress;
}

/** A lesson as next-video names it, with whether the caller may open it. */
export interface NextVideo {
  _id: string;
  id: string;
  title: string;
  order: number;
  duration: number;
  isFreePreview: boolean;
  hasAccess: boolean;
  isLocked: boolean;
}

/** `GET /api/progress/next-video/{courseId}/{videoId}`: null after the last lesson. */
export interface NextVideoData {
  nextVideo: NextVideo | null;
  isLastVideo: boolean;
}

/** `GET /api/progress/resume/{courseId}/{videoId}`. */
export interface ResumeData {
  /** Seconds to start at: the last position, or 0 when none or when it was at the very end. */
  resumePosition: number;
  lastPosition: number;
  watchedDuration: number;
  isCompleted: boolean;
}

/** A lesson on a dashboard course. */
export interface DashboardLesson {
  _id: string;
  id: string;
  title: string;
  order: number;
  duration: number;
  isCompleted: boolean;
  completionPercentage: number;
}

/** One bought course on the dashboard (spec 000 §3 Dashboard course). */
export interface DashboardCourse {
  _id: string;
  id: string;
  title: string;
  description: string;
  category: string;
  level: string;
  instructor: string;
  /** Card-size thumbnail (480x270), or null. */
  thumbnail: string | null;
  /** The course progress (CourseProgress.overallProgress): watched time, completed lessons whole. */
  progress: number;
  totalLessons: number;
  completedLessons: number;
  /** Sum of the lessons' durations, seconds. */
  duration: number;
  videos: DashboardLesson[];
  isCompleted: boolean;
  completedAt: string | null;
  /** Where start/continue/review leads: the last lesson watched if unfinished, else the first not complete, else the first. */
  nextVideoId: string | null;
  lastWatchedVideo: string | null;
  /** ISO 8601, newest progress on the course, or null. */
  lastActivityAt: string | null;
}

/** `GET /api/progress/dashboard`: the learner's bought courses, newest activity first. */
export interface DashboardData {
  courses: DashboardCourse[];
}
