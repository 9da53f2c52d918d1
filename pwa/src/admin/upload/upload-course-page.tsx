import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { announceCourseCreated } from '../../catalogue/catalogue-constants.ts';
import { useLeaveWarning } from '../../media/use-tus-upload.ts';
import { getAdminToken } from '../admin-session.ts';
import { courseChanged } from '../courses/admin-course-queries.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { BackLink, Card, ProblemList } from '../videos/media-ui.tsx';
import { createCourse, uploadCourseThumbnail } from './course-upload-api.ts';
import { CourseUploadFields } from './course-upload-fields.tsx';
import { initialRunState, restoredRunState, type RunState } from './course-upload-run-state.ts';
import { CourseUploadRunner } from './course-upload-runner.ts';
import {
  emptyCourseUpload,
  toCreatePayload,
  validateCourseUpload,
  type CourseUploadValues,
} from './course-upload-rules.ts';
import { LessonListEditor } from './lesson-list-editor.tsx';
import { UploadOverlay } from './upload-overlay.tsx';
import { UploadRecoveryPanel } from './upload-recovery-panel.tsx';
import { clearStoredRun, readStoredRun } from './upload-run-store.ts';
import { useNeedsNetwork } from '../../offline/needs-network.tsx';

const deps = { createCourse, uploadThumbnail: uploadCourseThumbnail, getToken: getAdminToken };

/**
 * /admin/upload, Upload New Course (spec 001 §2, §3, §4, §5, §8): the course form with any number of
 * video lessons, every problem listed together; then the course is created (20 s time-out), its
 * thumbnail sent, and each lesson uploaded with tus (resumable; each with its own progress). On
 * success "course:created" fires, the form resets and OK goes to /admin/courses. If some part fails
 * the course is not created twice: the admin sees which parts failed and retries just those, now or
 * after a reload.
 */
export default function UploadCoursePage() {
  const { t } = useTranslation('admin-media');
  const network = useNeedsNetwork();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(t('course.pageTitle'), 'admin');
  const [values, setValues] = useState<CourseUploadValues>(emptyCourseUpload);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [run, setRun] = useState<RunState | null>(() => {
    const stored = readStoredRun();
    return stored ? restoredRunState(stored) : null;
  });
  const [overlayOpen, setOverlayOpen] = useState(false);
  const runner = useRef<CourseUploadRunner | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);

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

  const handleChange = (patch: Partial<CourseUploadValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const keys = Object.keys(patch);
    if (keys.some((key) => invalid.has(key))) {
      setInvalid((current) => new Set([...current].filter((field) => !keys.includes(field))));
    }
  };

  const showProblems = (messages: string[], fields: string[]) => {
    setProblems(messages);
    setInvalid(new Set(fields));
    requestAnimationFrame(() => {
      problemsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      problemsRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
    });
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateCourseUpload(values);
    if (found.length > 0) {
      showProblems(
        found.map((p) => t(`courseErrors.${p.key}`, { n: p.n })),
        found.map((p) => p.field),
      );
      return;
    }
    if (!getAdminToken()) {
      showProblems([t('errors.noTokenLogin')], []);
      return;
    }
    setProblems([]);
    setInvalid(new Set());
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

  const forgetRun = () => {
    runner.current?.stop();
    runner.current = null;
    clearStoredRun();
    setRun(null);
    setOverlayOpen(false);
  };

  const handleOk = () => {
    // Success: the form starts empty again and the admin sees the course list (spec 001 §2).
    forgetRun();
    setValues(emptyCourseUpload());
    void navigate('/admin/courses');
  };

  const handleClose = () => {
    setOverlayOpen(false);
    // Nothing was created: the form is as it was, to correct and send again.
    if (run && !run.courseId) {
      runner.current = null;
      setRun(null);
    }
  };

  const handleRetry = () => {
    const active = currentRunner();
    if (active) start(active);
  };

  const recovering = !!run?.courseId && run.phase === 'failed' && !overlayOpen;

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to="/admin/courses">{t('course.back')}</BackLink>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('course.pageTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('course.subtitle')}</p>
      </header>

      {recovering && run ? (
        <UploadRecoveryPanel
          run={run}
          hasFile={(key) => currentRunner()?.hasFile(key) ?? false}
          onFile={(key, file) => currentRunner()?.setFile(key, file)}
          onRetry={handleRetry}
          onOpenManager={() => {
            const courseId = run.courseId;
            forgetRun();
            void navigate(`/admin/courses/${courseId}/videos`);
          }}
          onStartOver={() => {
            forgetRun();
            setValues(emptyCourseUpload());
          }}
        />
      ) : (
        <form onSubmit={handleSubmit} noValidate className="space-y-5">
          <div ref={problemsRef} className="scroll-mt-20">
            <ProblemList problems={problems} testId="course-problems" />
          </div>
          <CourseUploadFields values={values} onChange={handleChange} invalid={invalid} />
          <Card title={t('course.lessons')}>
            <p className="text-sm text-slate-600">{t('course.lessonsHint')}</p>
            <LessonListEditor
              lessons={values.lessons}
              invalid={invalid}
              onChange={(lessons) => handleChange({ lessons })}
            />
          </Card>
          <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
            <button
              type="submit"
              disabled={run?.phase === 'running' || network.offline}
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-red-700 px-6 font-semibold text-white hover:bg-red-800 disabled:opacity-60 sm:w-auto"
            >
              <Upload className="h-4 w-4" aria-hidden />
              {t('course.submit')}
            </button>
          </div>
          {network.note}
        </form>
      )}

      {overlayOpen && run && (
        <UploadOverlay
          run={run}
          onPause={() => runner.current?.pause()}
          onResume={() => runner.current?.resume()}
          onRetry={handleRetry}
          onOk={handleOk}
          onClose={handleClose}
        />
      )}
    </div>
  );
}
