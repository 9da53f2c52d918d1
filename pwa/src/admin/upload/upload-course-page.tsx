import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getAdminToken } from '../../session/admin-session.ts';
import { useNeedsNetwork } from '../../offline/needs-network.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { FormActionBar } from '../course-form/form-action-bar.tsx';
import { BackLink, Card, ProblemList } from '../videos/media-ui.tsx';
import { CourseUploadFields } from './course-upload-fields.tsx';
import {
  emptyCourseUpload,
  validateCourseUpload,
  type CourseUploadValues,
} from './course-upload-rules.ts';
import { LessonListEditor } from './lesson-list-editor.tsx';
import { UploadOverlay } from './upload-overlay.tsx';
import { UploadRecoveryPanel } from './upload-recovery-panel.tsx';
import { useCourseUploadRun } from './use-course-upload-run.ts';

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
  usePageTitle(t('course.pageTitle'), 'admin');
  const [values, setValues] = useState<CourseUploadValues>(emptyCourseUpload);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useCourseUploadRun();
  const { run } = upload;
  const problemsRef = useRef<HTMLDivElement>(null);

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
    upload.begin(values);
  };

  const handleOk = () => {
    // Success: the form starts empty again and the admin sees the course list (spec 001 §2).
    upload.forget();
    setValues(emptyCourseUpload());
    void navigate('/admin/courses');
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to="/admin/courses">{t('course.back')}</BackLink>
      <PageHeader title={t('course.pageTitle')} subtitle={t('course.subtitle')} />

      {upload.recovering && run ? (
        <UploadRecoveryPanel
          run={run}
          hasFile={upload.hasFile}
          onFile={upload.setFile}
          onRetry={upload.retry}
          onOpenManager={() => {
            const courseId = run.courseId;
            upload.forget();
            void navigate(`/admin/courses/${courseId}/videos`);
          }}
          onStartOver={() => {
            upload.forget();
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
          <FormActionBar>
            <Button
              type="submit"
              size="lg"
              disabled={run?.phase === 'running' || network.offline}
              icon={Upload}
              className="flex-1 sm:flex-none"
            >
              {t('course.submit')}
            </Button>
          </FormActionBar>
          {network.note}
        </form>
      )}

      {upload.overlayOpen && run && (
        <UploadOverlay
          run={run}
          onPause={upload.pause}
          onResume={upload.resume}
          onRetry={upload.retry}
          onOk={handleOk}
          onClose={upload.closeOverlay}
        />
      )}
    </div>
  );
}
