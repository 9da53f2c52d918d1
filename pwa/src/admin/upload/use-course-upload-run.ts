import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceCourseCreated } from '../../courses/index.ts';
import { useLeaveWarning } from '../../media/index.ts';
import { getAdminToken } from '../../session/admin-session.ts';
import { courseChanged } from '../courses/admin-course-queries.ts';
import { createCourse, uploadCourseThumbnail } from './course-upload-api.ts';
import { initialRunState, restoredRunState, type RunState } from './course-upload-run-state.ts';
import { CourseUploadRunner } from './course-upload-runner.ts';
import { toCreatePayload, type CourseUploadValues } from './course-upload-rules.ts';
import { clearStoredRun, readStoredRun } from './upload-run-store.ts';

const deps = { createCourse, uploadThumbnail: uploadCourseThumbnail, getToken: getAdminToken };

/**
 * The Upload New Course run as the page sees it: its state (restored after a reload when a course was
 * left half-filled), whether the progress overlay is open, and what the admin can do with it. The
 * runner itself lives in a ref: it is the one object that sends, so a re-render never starts another.
 */
export function useCourseUploadRun() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<RunState | null>(() => {
    const stored = readStoredRun();
    return stored ? restoredRunState(stored) : null;
  });
  const [overlayOpen, setOverlayOpen] = useState(false);
  const runner = useRef<CourseUploadRunner | null>(null);

  useEffect(() => () => runner.current?.stop(), []);
  useLeaveWarning(run?.phase === 'running');

  /** A remembered run (after a reload) gets its runner when first needed, with no files yet. */
  const currentRunner = (): CourseUploadRunner | null => {
    if (!runner.current && run) {
      runner.current = new CourseUploadRunner(
        null,
        run,
        { thumbnail: null, lessons: new Map() },
        deps,
        setRun,
      );
    }
    return runner.current;
  };

  const finished = useCallback(
    (state: RunState) => {
      if (state.courseId) courseChanged(queryClient);
      if (state.phase === 'success' && state.courseId) announceCourseCreated(state.courseId);
    },
    [queryClient],
  );

  const start = (active: CourseUploadRunner) => {
    setOverlayOpen(true);
    void active.run().then(finished);
  };

  /** Creates the course from valid form values, then sends its thumbnail and lessons. */
  const begin = (values: CourseUploadValues) => {
    const lessons = values.lessons.map((lesson, index) => ({
      key: lesson.key,
      title: lesson.title.trim(),
      description: lesson.description.trim(),
      isFreePreview: lesson.isFreePreview,
      duration: lesson.duration.trim(),
      order: index + 1,
      fileName: lesson.file!.name,
      fileSize: lesson.file!.size,
      fileLastModified: lesson.file!.lastModified,
    }));
    const first = initialRunState(values.title.trim(), values.thumbnail!, lessons);
    setRun(first);
    runner.current = new CourseUploadRunner(
      toCreatePayload(values),
      first,
      {
        thumbnail: values.thumbnail,
        lessons: new Map(values.lessons.map((lesson) => [lesson.key, lesson.file!])),
      },
      deps,
      setRun,
    );
    start(runner.current);
  };

  /** Stops and forgets the run, remembered copy included. */
  const forget = () => {
    runner.current?.stop();
    runner.current = null;
    clearStoredRun();
    setRun(null);
    setOverlayOpen(false);
  };

  const closeOverlay = () => {
    setOverlayOpen(false);
    // Nothing was created: the form is as it was, to correct and send again.
    if (run && !run.courseId) {
      runner.current = null;
      setRun(null);
    }
  };

  /** Sends again only the parts that failed, into the course that already exists. */
  const retry = () => {
    const active = currentRunner();
    if (active) start(active);
  };

  return {
    run,
    overlayOpen,
    /** The course exists, some parts failed, and the overlay is closed: show the recovery panel. */
    recovering: !!run?.courseId && run.phase === 'failed' && !overlayOpen,
    begin,
    forget,
    closeOverlay,
    retry,
    pause: () => runner.current?.pause(),
    resume: () => runner.current?.resume(),
    hasFile: (key: string) => currentRunner()?.hasFile(key) ?? false,
    setFile: (key: string, file: File) => currentRunner()?.setFile(key, file),
  };
}
