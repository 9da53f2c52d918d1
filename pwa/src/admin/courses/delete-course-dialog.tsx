import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCourseSummary } from '@academy/shared';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.deleting')}
      cancelLabel={t('delete.cancel')}
      busy={remove.isPending}
      onConfirm={handleConfirm}
      onCancel={onClose}
      testId="delete-dialog"
      confirmIcon={<Trash2 className="h-4 w-4" aria-hidden />}
      icon={
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <Trash2 className="h-6 w-6" aria-hidden />
        </span>
      }
    >
      <p>{t('delete.body', { title: course.title })}</p>
      <p className="mt-2 text-sm text-slate-600">{t('delete.boughtNote')}</p>
    </ConfirmDialog>
  );
}
