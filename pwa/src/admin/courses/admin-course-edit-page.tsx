import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Save } from 'lucide-react';
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
import { IconLink } from '../../ui/icon-link.tsx';

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
      <IconLink
        to={coursePath}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-red-700"
        icon={ArrowLeft}
      >
        {t('edit.back')}
      </IconLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('edit.title')}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
            <span className="min-w-0 break-words">{course.title}</span>
            <CourseStatusBadge status={course.status} />
          </p>
        </div>
      </header>

      <form onSubmit={handleSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <CourseEditForm
            values={values}
            onChange={handleChange}
            problems={problems}
            invalidFields={invalid}
          />
          <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
            <button
              type="button"
              onClick={() => void navigate(coursePath)}
              className="min-h-11 flex-1 rounded-lg bg-white px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:flex-none"
            >
              {t('edit.cancel')}
            </button>
            <button
              type="submit"
              disabled={save.isPending}
              className="inline-flex min-h-11 flex-[2] items-center justify-center gap-2 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-70 sm:flex-none"
            >
              {save.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <Save className="h-4 w-4" aria-hidden />
              )}
              {save.isPending ? t('edit.saving') : t('edit.save')}
            </button>
          </div>
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
