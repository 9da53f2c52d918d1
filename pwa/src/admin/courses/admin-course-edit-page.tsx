import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AdminCourseDetail } from '@academy/shared';
import { ApiError } from '../../api/api-client.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { updateCourse } from './admin-courses-api.ts';
import { courseChanged, useAdminCourse } from './admin-course-queries.ts';
import { CourseEditForm } from './course-edit-form.tsx';
import {
  toFormValues,
  toUpdatePayload,
  validateCourseForm,
  type CourseFormValues,
} from './course-form-rules.ts';
import { serverSentence } from './course-messages.ts';
import { CourseQueryGate } from './course-query-gate.tsx';
import { CourseStatusBadge } from './course-status-badge.tsx';
import { EditSidePanel } from './edit-side-panel.tsx';
import { SaveOverlay, type SaveState } from './save-overlay.tsx';
import { ThumbnailManager } from './thumbnail-manager.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { FormActionBar } from '../course-form/form-action-bar.tsx';
import { BackLink } from '../videos/media-ui.tsx';

/**
 * /admin/courses/{courseId}/edit (spec 001 §2, §4, §5, §8): the Edit Course form, thumbnail
 * management, the read-only video list, statistics, people and quick links. Save shows the overlay;
 * its OK goes to the course dashboard; Cancel returns to the course.
 */
export default function AdminCourseEditPage() {
  const { courseId = '' } = useParams();
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const course = useAdminCourse(courseId);
  usePageTitle(t('edit.title'), 'admin');

  return (
    <CourseQueryGate
      query={course}
      skeleton={
        <div className="h-[32rem] animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      }
    >
      {/* Keyed by course, so the form starts from this course's saved values. */}
      {(data) => <EditCourse key={data._id} course={data} />}
    </CourseQueryGate>
  );
}

function EditCourse({ course }: { course: AdminCourseDetail }) {
  const { t } = useTranslation(['admin-courses', 'catalogue']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CourseFormValues>(() => toFormValues(course));
  const [problems, setProblems] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof CourseFormValues>>(new Set());
  const [overlay, setOverlay] = useState<SaveState | null>(null);
  const coursePath = `/admin/courses/${course._id}`;

  const save = useMutation({
    mutationFn: (payload: ReturnType<typeof toUpdatePayload>) => updateCourse(course._id, payload),
    retry: false,
    onSuccess: (updated) => {
      courseChanged(queryClient, updated);
      setOverlay({ phase: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const messages = error.errors ? Object.values(error.errors) : [error.message];
        const shown = messages.map((m) => {
          const sentence = serverSentence(m);
          return sentence.raw ?? t(sentence.key);
        });
        setProblems(shown);
        setOverlay({ phase: 'invalid', messages: shown });
        return;
      }
      const message =
        error instanceof ApiError && error.isNetworkError
          ? t('overlay.network')
          : error instanceof ApiError && error.status >= 400 && error.status < 500
            ? (serverSentence(error.message).raw ?? t(serverSentence(error.message).key!))
            : t('overlay.updateFailed');
      setOverlay({ phase: 'failed', message });
    },
  });

  const handleChange = (change: Partial<CourseFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    // A field that was marked is unmarked as soon as it is edited.
    if (Object.keys(change).some((key) => invalid.has(key as keyof CourseFormValues))) {
      setInvalid((current) => {
        const next = new Set(current);
        for (const key of Object.keys(change)) next.delete(key as keyof CourseFormValues);
        return next;
      });
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateCourseForm(values);
    if (found.length > 0) {
      const messages = found.map((problem) => t(`form.errors.${problem.key}`));
      setProblems(messages);
      setInvalid(new Set(found.map((problem) => problem.field)));
      setOverlay({ phase: 'invalid', messages });
      return;
    }
    setProblems([]);
    setInvalid(new Set());
    setOverlay({ phase: 'saving' });
    save.mutate(toUpdatePayload(values));
  };

  return (
    <div className="space-y-6">
      <BackLink to={coursePath}>{t('edit.back')}</BackLink>
      <PageHeader
        title={t('edit.title')}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words">{course.title}</span>
            <CourseStatusBadge status={course.status} />
          </span>
        }
      />

      <form onSubmit={handleSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <CourseEditForm
            values={values}
            onChange={handleChange}
            problems={problems}
            invalidFields={invalid}
          />
          <FormActionBar>
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void navigate(coursePath)}
              className="flex-1 sm:flex-none"
            >
              {t('edit.cancel')}
            </Button>
            <Button
              type="submit"
              size="lg"
              busy={save.isPending}
              busyLabel={t('edit.saving')}
              icon={Save}
              className="flex-[2] sm:flex-none"
            >
              {t('edit.save')}
            </Button>
          </FormActionBar>
        </div>
        <aside className="min-w-0 space-y-6">
          <ThumbnailManager course={course} />
          <EditSidePanel course={course} />
        </aside>
      </form>

      {overlay && (
        <SaveOverlay
          state={overlay}
          onOk={() => void navigate(coursePath)}
          onClose={() => setOverlay(null)}
        />
      )}
    </div>
  );
}
