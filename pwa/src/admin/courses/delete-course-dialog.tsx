import { Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseSummary } from '@academy/shared';
import { useToast } from '../../shell/toast.tsx';
import { AdminModal } from './admin-modal.tsx';
import { useDeleteCourse } from './admin-course-queries.ts';
import { deleteErrorMessage, deleteSuccessMessage } from './course-messages.ts';

/**
 * Confirms a course delete (spec 001 §2, §8) and reports the result in a toast: "Course deleted
 * successfully", the archive notice when learners bought it, or the spec's failure messages.
 */
export function DeleteCourseDialog({
  course,
  onClose,
  onDeleted,
}: {
  course: Pick<AdminCourseSummary, '_id' | 'title'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('admin-courses');
  const toast = useToast();
  const remove = useDeleteCourse();

  const handleConfirm = () => {
    remove.mutate(course._id, {
      onSuccess: ({ result }) => {
        toast.success(t(deleteSuccessMessage(result.outcome)));
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        const message = deleteErrorMessage(error);
        toast.error(message.raw ?? t(message.key));
        onClose();
      },
    });
  };

  return (
    <AdminModal
      alert
      title={t('delete.title')}
      onClose={remove.isPending ? undefined : onClose}
      testId="delete-dialog"
      icon={
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <Trash2 className="h-6 w-6" aria-hidden />
        </span>
      }
    >
      <p className="text-center break-words text-slate-700">
        {t('delete.body', { title: course.title })}
      </p>
      <p className="mt-2 text-center text-sm text-slate-500">{t('delete.boughtNote')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={remove.isPending}
          data-autofocus
          className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50"
        >
          {t('delete.cancel')}
        </button>
        <button
          type="button"
          onClick={handleConfirm}
          disabled={remove.isPending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {remove.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Trash2 className="h-4 w-4" aria-hidden />
          )}
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </button>
      </div>
    </AdminModal>
  );
}
