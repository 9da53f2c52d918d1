import { useQueryClient } from '@tanstack/react-query';
import type { AdminVideo } from '@academy/shared';
import { AlertTriangle, FileVideo, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { VIDEO_FORMATS } from '@academy/shared';
import { useTusUpload } from '../../media/use-tus-upload.ts';
import { getAdminToken } from '../admin-session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CourseLoadProblem } from '../courses/course-not-found.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { uploadFailureText } from './media-messages.ts';
import { Checkbox, TextArea, TextInput } from '../../ui/controls.tsx';
import { Field } from '../../ui/field.tsx';
import { BackLink, Banner, Card, ProblemList } from './media-ui.tsx';
import { UploadProgressDialog } from './upload-progress-dialog.tsx';
import { useCourseVideos, videosChanged } from './video-queries.ts';
import {
  formatBytes,
  parseOrder,
  validateVideoForm,
  type VideoFormField,
  type VideoFormValues,
} from './video-upload-rules.ts';
import { VideoNotFound } from './video-not-found.tsx';
import { useNeedsNetwork } from '../../offline/needs-network.tsx';

/**
 * /admin/courses/{courseId}/videos/upload (spec 001 §2, §4, §5, §8) and, with a video id,
 * /admin/courses/{courseId}/videos/{videoId}/edit, where the same form replaces a lesson's file
 * (re-upload; the old file keeps playing until the new one is ready). The file goes with tus, so a
 * dropped connection pauses it instead of losing it; OK after success returns to the video list.
 */
export default function VideoUploadPage() {
  const { courseId = '', videoId } = useParams();
  const { t } = useTranslation('admin-media');
  const list = useCourseVideos(courseId);
  usePageTitle(videoId ? t('uploadPage.reuploadTitle') : t('uploadPage.title'), 'admin');

  if (list.isPending) {
    return (
      <div className="space-y-4" aria-busy>
        <p className="sr-only" role="status">
          {t('common.loading')}
        </p>
        <div className="h-8 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <CourseLoadProblem
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const existing = videoId ? list.data.videos.find((v) => v._id === videoId) : undefined;
  if (videoId && !existing) return <VideoNotFound />;
  return (
    <UploadForm
      key={videoId ?? 'new'}
      courseId={list.data.course._id}
      courseTitle={list.data.course.title}
      videoCount={list.data.videoCount}
      existing={existing}
    />
  );
}

function UploadForm({
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
  const [values, setValues] = useState<VideoFormValues>(() => ({
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    // Spec 001 §9: a new video's default order is the existing count plus one.
    order: String(existing?.order ?? videoCount + 1),
    isFreePreview: existing?.isFreePreview ?? false,
    duration: '',
    file: null,
  }));
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
        <Card title={t('uploadPage.details')}>
          <Field label={t('fields.title')} required invalid={invalid.has('title')}>
            <TextInput
              value={values.title}
              maxLength={200}
              disabled={busy}
              onChange={(e) => change({ title: e.target.value })}
            />
          </Field>
          <Field label={t('fields.description')} required invalid={invalid.has('description')}>
            <TextArea
              rows={4}
              value={values.description}
              disabled={busy}
              onChange={(e) => change({ description: e.target.value })}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('fields.order')}
              hint={t('fields.orderHint')}
              required
              invalid={invalid.has('order')}
            >
              <TextInput
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={values.order}
                disabled={busy}
                onChange={(e) => change({ order: e.target.value })}
              />
            </Field>
            <Field
              label={t('fields.duration')}
              hint={t('fields.durationHint')}
              invalid={invalid.has('duration')}
            >
              <TextInput
                value={values.duration}
                placeholder="MM:SS"
                inputMode="numeric"
                disabled={busy}
                onChange={(e) => change({ duration: e.target.value })}
              />
            </Field>
          </div>
          <Checkbox
            className="rounded-lg bg-slate-50 p-3"
            label={t('fields.freePreview')}
            hint={t('fields.freePreviewHint')}
            checked={values.isFreePreview}
            disabled={busy}
            onChange={(e) => change({ isFreePreview: e.target.checked })}
          />
        </Card>

        <Card title={t('uploadPage.file')}>
          <FilePicker
            file={values.file}
            invalid={invalid.has('file')}
            disabled={busy}
            onChange={(file) => change({ file })}
          />
          {existing && (
            <p className="flex gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t('uploadPage.reuploadNote')}
            </p>
          )}
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => void navigate(listPath)}
            className="min-h-11 rounded-lg bg-white px-5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy || network.offline}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            <Upload className="h-4 w-4" aria-hidden />
            {existing ? t('uploadPage.reuploadSubmit') : t('uploadPage.submit')}
          </button>
        </div>
        {network.note}
      </form>

      {showProblems && (
        <Dialog
          alert
          title={t('errors.validationTitle')}
          onClose={() => setShowProblems(false)}
          testId="validation-dialog"
          icon={<AlertTriangle className="h-12 w-12 text-red-600" aria-hidden />}
        >
          <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">{t('errors.title')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={() => setShowProblems(false)}
            data-autofocus
            className="mt-6 min-h-11 w-full rounded-lg bg-slate-800 px-4 font-semibold text-white hover:bg-slate-900"
          >
            {t('common.ok')}
          </button>
        </Dialog>
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

/** The file field: a large target that works with a finger, and the chosen file's name and size. */
export function FilePicker({
  file,
  invalid,
  disabled,
  onChange,
  label,
}: {
  file: File | null;
  invalid: boolean;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  label?: string;
}) {
  const { t } = useTranslation('admin-media');
  return (
    <div>
      <label
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center transition hover:bg-slate-50 ${
          invalid ? 'border-red-400 bg-red-50/40' : 'border-slate-300'
        } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        <FileVideo className="h-8 w-8 text-slate-400" aria-hidden />
        <span className="font-semibold text-red-700">
          {file ? t('fields.fileReplace') : (label ?? t('fields.file'))}
        </span>
        <input
          type="file"
          accept="video/*"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          className="sr-only"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
        {file ? (
          <span className="max-w-full text-sm break-all text-slate-700" data-testid="chosen-file">
            {file.name} · {formatBytes(file.size)}
          </span>
        ) : (
          <span className="text-xs text-slate-500">
            {t('fields.fileHint', { formats: VIDEO_FORMATS.join(', ') })}
          </span>
        )}
      </label>
    </div>
  );
}
