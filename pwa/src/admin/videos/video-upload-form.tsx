import { useQueryClient } from '@tanstack/react-query';
import type { AdminVideo } from '@academy/shared';
import { AlertTriangle, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTusUpload } from '../../media/index.ts';
import { useNeedsNetwork } from '../../offline/needs-network.tsx';
import { Button } from '../../ui/button.tsx';
import { FormTip } from '../../ui/form-tip.tsx';
import { getAdminToken } from '../../session/admin-session.ts';
import { uploadFailureText } from './media-messages.ts';
import { BackLink, Banner, Card, ProblemList } from './media-ui.tsx';
import { UploadProgressDialog } from './upload-progress-dialog.tsx';
import { ValidationProblemsDialog } from './validation-problems-dialog.tsx';
import { VideoDetailsFields } from './video-details-fields.tsx';
import { FilePicker } from './video-file-picker.tsx';
import { videosChanged } from './video-queries.ts';
import {
  parseOrder,
  validateVideoForm,
  type VideoFormField,
  type VideoFormValues,
} from './video-upload-rules.ts';

/** The form's first values: the lesson's own when replacing its file, else empty. */
function startingValues(existing: AdminVideo | undefined, videoCount: number): VideoFormValues {
  return {
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    // Spec 001 §9: a new video's default order is the existing count plus one.
    order: String(existing?.order ?? videoCount + 1),
    isFreePreview: existing?.isFreePreview ?? false,
    duration: '',
    file: null,
  };
}

/**
 * The form of a new lesson or of a lesson's new file: details, the file, and the upload itself with
 * its progress dialog. The file goes with tus, so a dropped connection pauses it instead of losing it.
 */
export function VideoUploadForm({
  courseId,
  courseTitle,
  videoCount,
  existing,
}: {
  courseId: string;
  courseTitle: string;
  videoCount: number;
  existing: AdminVideo | undefined;
}) {
  const { t } = useTranslation('admin-media');
  const network = useNeedsNetwork();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listPath = `/admin/courses/${courseId}/videos`;
  const [values, setValues] = useState(() => startingValues(existing, videoCount));
  const [invalid, setInvalid] = useState<ReadonlySet<VideoFormField>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const upload = useTusUpload(getAdminToken);
  const clearBanner = useCallback(() => setBanner(null), []);

  const change = (patch: Partial<VideoFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const fields = Object.keys(patch) as VideoFormField[];
    if (fields.some((f) => invalid.has(f))) {
      setInvalid((current) => new Set([...current].filter((f) => !fields.includes(f))));
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateVideoForm(values);
    if (found.length > 0) {
      const messages = found.map((problem) => t(`errors.${problem.key}`));
      setProblems(messages);
      setInvalid(new Set(found.map((p) => p.field)));
      setShowProblems(true);
      return;
    }
    setProblems([]);
    setInvalid(new Set());
    setBanner(null);
    setDialogOpen(true);
    const file = values.file!;
    upload
      .start(file, {
        ...(existing ? { videoId: existing._id } : { courseId }),
        title: values.title.trim(),
        description: values.description.trim(),
        order: parseOrder(values.order),
        isFreePreview: values.isFreePreview,
        duration: values.duration.trim() || undefined,
      })
      .then(
        () => {
          videosChanged(queryClient, courseId);
          setBanner({ tone: 'success', message: t('uploadPage.uploaded') });
        },
        (err: unknown) => {
          const failure = (err as { failure?: Parameters<typeof uploadFailureText>[1] }).failure;
          setBanner({ tone: 'error', message: uploadFailureText(t, failure ?? null) });
        },
      );
  };

  const handleDialogOk = () => {
    const succeeded = upload.snapshot?.phase === 'done';
    setDialogOpen(false);
    upload.reset();
    if (succeeded) void navigate(listPath);
  };

  const busy = upload.active;
  const title = existing ? t('uploadPage.reuploadTitle') : t('uploadPage.title');

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to={listPath}>{t('uploadPage.back')}</BackLink>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 break-words text-slate-600">
          {existing ? t('uploadPage.reuploadSubtitle', { title: existing.title }) : courseTitle}
        </p>
      </header>

      {banner && (
        <Banner
          tone={banner.tone}
          message={banner.message}
          onClose={clearBanner}
          testId="upload-banner"
        />
      )}
      <ProblemList problems={problems} testId="upload-problems" />

      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        <VideoDetailsFields values={values} invalid={invalid} busy={busy} change={change} />

        <Card title={t('uploadPage.file')}>
          <FilePicker
            file={values.file}
            invalid={invalid.has('file')}
            disabled={busy}
            onChange={(file) => change({ file })}
          />
          {existing && <FormTip icon={AlertTriangle}>{t('uploadPage.reuploadNote')}</FormTip>}
        </Card>

        <UploadFormActions
          reupload={Boolean(existing)}
          disabled={busy || network.offline}
          onCancel={() => void navigate(listPath)}
        />
        {network.note}
      </form>

      {showProblems && (
        <ValidationProblemsDialog problems={problems} onClose={() => setShowProblems(false)} />
      )}

      {dialogOpen && upload.snapshot && (
        <UploadProgressDialog
          snapshot={upload.snapshot}
          fileName={values.file?.name ?? ''}
          onPause={upload.pause}
          onResume={upload.resume}
          onCancel={() => {
            setDialogOpen(false);
            upload.reset();
          }}
          onOk={handleDialogOk}
        />
      )}
    </div>
  );
}

/** Cancel and Upload (or Replace Video), Upload first on a phone where the thumb reaches it. */
function UploadFormActions({
  reupload,
  disabled,
  onCancel,
}: {
  reupload: boolean;
  disabled: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" size="lg" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" size="lg" disabled={disabled} icon={Upload}>
        {reupload ? t('uploadPage.reuploadSubmit') : t('uploadPage.submit')}
      </Button>
    </div>
  );
}
