import { useQueryClient } from '@tanstack/react-query';
import type { AdminCourseVideosData, AdminVideo } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { Clock, Eye, ListVideo, Pencil, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CourseLoadProblem } from '../courses/course-not-found.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { BulkBar, DeleteVideosDialog } from './video-bulk.tsx';
import { actionErrorText, serverText } from './media-messages.ts';
import { BackLink, Banner } from './media-ui.tsx';
import { usePointerReorder } from './use-pointer-reorder.ts';
import { replaceVideoInList, useCourseVideos, videosChanged } from './video-queries.ts';
import { VideoRow, type InlineEdit } from './video-row.tsx';
import {
  deleteVideo,
  reorderVideos,
  setFreePreview,
  updateVideo,
  videoKeys,
} from './videos-api.ts';

/** Spec 001 §8: messages clear after 5 s, the free-preview success after 3 s. */
const FREE_PREVIEW_SUCCESS_MS = 3_000;

type Notice = { tone: 'success' | 'error'; message: string; ms?: number };

/**
 * /admin/courses/{courseId}/videos, the video manager (spec 001 §2): every lesson of the course in
 * every state, polled while any is processing; bulk selection (delete, free preview on or off), drag
 * to reorder (saved at once), inline edit of title, description and order, the free-preview switch,
 * total duration, re-upload and the course's information with links to edit and view it.
 */
export default function VideoManagerPage() {
  const { courseId = '' } = useParams();
  const { t } = useTranslation('admin-media');
  const list = useCourseVideos(courseId);
  usePageTitle(t('manager.title'), 'admin');

  if (list.isPending) {
    return (
      <div className="space-y-4" aria-busy>
        <p className="sr-only" role="status">
          {t('common.loading')}
        </p>
        <div className="h-8 w-1/2 animate-pulse rounded bg-slate-200" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
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
  return <Manager data={list.data} />;
}

function Manager({ data }: { data: AdminCourseVideosData }) {
  const { t } = useTranslation('admin-media');
  const queryClient = useQueryClient();
  const courseId = data.course._id;
  const videos = data.videos;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState<AdminVideo[] | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const clearNotice = useCallback(() => setNotice(null), []);
  const uploadPath = `/admin/courses/${courseId}/videos/upload`;

  const selectedVideos = videos.filter((v) => selected.has(v._id));
  const ids = videos.map((v) => v._id);

  const reorder = usePointerReorder({
    ids,
    disabled: bulkBusy,
    onReorder: (nextIds) => {
      const previous = queryClient.getQueryData<AdminCourseVideosData>(videoKeys.course(courseId));
      // Shown in the new order at once; put back if the server refuses.
      queryClient.setQueryData<AdminCourseVideosData>(videoKeys.course(courseId), (current) =>
        current
          ? {
              ...current,
              videos: nextIds.map((id, index) => ({
                ...current.videos.find((v) => v._id === id)!,
                order: index + 1,
              })),
            }
          : current,
      );
      reorderVideos(courseId, nextIds).then(
        (fresh) => {
          queryClient.setQueryData(videoKeys.course(courseId), fresh);
          videosChanged(queryClient, courseId);
          setNotice({ tone: 'success', message: t('manager.reordered') });
        },
        (error: unknown) => {
          if (previous) queryClient.setQueryData(videoKeys.course(courseId), previous);
          setNotice({
            tone: 'error',
            message: actionErrorText(t, error, 'admin-media:errors.reorderFailed'),
          });
        },
      );
    },
  });

  const handleToggle = async (video: AdminVideo) => {
    setToggling((current) => new Set(current).add(video._id));
    try {
      const { video: updated, message } = await setFreePreview(video._id, !video.isFreePreview);
      replaceVideoInList(queryClient, courseId, updated);
      videosChanged(queryClient, courseId);
      setNotice({ tone: 'success', message: serverText(t, message), ms: FREE_PREVIEW_SUCCESS_MS });
    } catch (error) {
      setNotice({
        tone: 'error',
        message: actionErrorText(t, error, 'admin-media:errors.freePreviewFailed'),
      });
    } finally {
      setToggling((current) => {
        const next = new Set(current);
        next.delete(video._id);
        return next;
      });
    }
  };

  const handleSave = async (video: AdminVideo, edit: InlineEdit): Promise<boolean> => {
    try {
      const updated = await updateVideo(video._id, edit);
      replaceVideoInList(queryClient, courseId, updated);
      videosChanged(queryClient, courseId);
      setNotice({ tone: 'success', message: t('manager.updated') });
      return true;
    } catch (error) {
      setNotice({
        tone: 'error',
        message: actionErrorText(t, error, 'admin-media:errors.updateFailed'),
      });
      return false;
    }
  };

  /** Runs one call per selected video, one after the other, and reports how many worked. */
  const runBulk = async (
    targets: AdminVideo[],
    action: (video: AdminVideo) => Promise<unknown>,
    successKey: string,
    failureKey: string,
  ) => {
    setBulkBusy(true);
    let done = 0;
    let lastError: unknown = null;
    for (const video of targets) {
      try {
        await action(video);
        done += 1;
      } catch (error) {
        lastError = error;
      }
    }
    setBulkBusy(false);
    setSelected(new Set());
    videosChanged(queryClient, courseId);
    if (lastError) {
      setNotice({
        tone: 'error',
        message: `${t(failureKey, { count: targets.length - done })} ${actionErrorText(t, lastError, 'admin-media:errors.updateFailed')}`,
      });
    } else {
      setNotice({ tone: 'success', message: t(successKey, { count: done }) });
    }
  };

  const handleBulkPreview = (isFreePreview: boolean) => {
    const targets = selectedVideos.filter((v) => v.isFreePreview !== isFreePreview);
    if (targets.length === 0) {
      // Already as asked: nothing to send, but say so.
      const key = isFreePreview ? 'manager.bulkPreviewOn' : 'manager.bulkPreviewOff';
      setSelected(new Set());
      setNotice({ tone: 'success', message: t(key, { count: selectedVideos.length }) });
      return;
    }
    void runBulk(
      targets,
      (video) => setFreePreview(video._id, isFreePreview),
      isFreePreview ? 'manager.bulkPreviewOn' : 'manager.bulkPreviewOff',
      'manager.bulkFailed',
    );
  };

  const handleDelete = async (targets: AdminVideo[]) => {
    setConfirmDelete(null);
    await runBulk(
      targets,
      (video) => deleteVideo(video._id),
      'manager.bulkDeleted',
      'manager.bulkFailed',
    );
  };

  const allSelected = videos.length > 0 && selected.size === videos.length;

  return (
    <div className="space-y-5">
      <BackLink to={`/admin/courses/${courseId}`}>{t('manager.back')}</BackLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('manager.title')}</h1>
          <p className="mt-1 break-words text-slate-600">{data.course.title}</p>
        </div>
        <Link
          to={uploadPath}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
        >
          <Upload className="h-4 w-4" aria-hidden />
          {t('manager.upload')}
        </Link>
      </header>

      {notice && (
        <Banner
          tone={notice.tone}
          message={notice.message}
          onClose={clearNotice}
          autoHideMs={notice.ms ?? 5_000}
          testId="manager-notice"
        />
      )}

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
            <label className="inline-flex min-h-9 items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={videos.length === 0}
                ref={(el) => {
                  if (el) el.indeterminate = selected.size > 0 && !allSelected;
                }}
                onChange={(e) => setSelected(e.target.checked ? new Set(ids) : new Set())}
                className="h-5 w-5 rounded border-slate-300 accent-red-700"
              />
              {t('manager.selectAll')}
            </label>
            <p
              className="flex items-center gap-3 text-sm text-slate-600"
              data-testid="video-totals"
            >
              <span>{t('manager.count', { count: data.videoCount })}</span>
              <span className="inline-flex items-center gap-1 tabular-nums">
                <Clock className="h-4 w-4" aria-hidden />
                {t('manager.totalDuration', { duration: formatDuration(data.totalDuration) })}
              </span>
            </p>
          </div>

          {selected.size > 0 && (
            <BulkBar
              count={selected.size}
              busy={bulkBusy}
              onPreviewOn={() => handleBulkPreview(true)}
              onPreviewOff={() => handleBulkPreview(false)}
              onDelete={() => setConfirmDelete(selectedVideos)}
              onClear={() => setSelected(new Set())}
            />
          )}

          {videos.length === 0 ? (
            <div
              className="flex flex-col items-center gap-2 rounded-2xl bg-white px-4 py-14 text-center ring-1 ring-slate-200"
              data-testid="videos-empty"
            >
              <ListVideo className="h-10 w-10 text-slate-300" aria-hidden />
              <p className="font-semibold text-slate-900">{t('manager.empty')}</p>
              <p className="text-sm text-slate-600">{t('manager.emptyBody')}</p>
              <Link
                to={uploadPath}
                className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
              >
                <Upload className="h-4 w-4" aria-hidden />
                {t('manager.upload')}
              </Link>
            </div>
          ) : (
            <>
              <p className="sr-only" id="reorder-help">
                {t('manager.dragHint')}
              </p>
              <ol className="space-y-2" aria-describedby="reorder-help" data-testid="video-list">
                {videos.map((video, index) => (
                  <VideoRow
                    key={video._id}
                    video={video}
                    courseId={courseId}
                    position={index + 1}
                    selected={selected.has(video._id)}
                    onSelect={(on) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (on) next.add(video._id);
                        else next.delete(video._id);
                        return next;
                      })
                    }
                    onToggleFreePreview={() => void handleToggle(video)}
                    togglingFreePreview={toggling.has(video._id)}
                    onSave={(edit) => handleSave(video, edit)}
                    onDelete={() => setConfirmDelete([video])}
                    handleProps={reorder.handleProps(video._id)}
                    rowRef={reorder.rowRef(video._id)}
                    style={reorder.rowStyle(video._id)}
                    dragging={reorder.draggingId === video._id}
                  />
                ))}
              </ol>
            </>
          )}
        </div>

        <CourseInfoPanel data={data} />
      </div>

      {confirmDelete && (
        <DeleteVideosDialog
          videos={confirmDelete}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => void handleDelete(confirmDelete)}
        />
      )}
    </div>
  );
}

function CourseInfoPanel({ data }: { data: AdminCourseVideosData }) {
  const { t } = useTranslation('admin-media');
  const courseId = data.course._id;
  const processing = data.videos.filter((v) => v.status === 'processing').length;
  const free = data.videos.filter((v) => v.isFreePreview).length;
  const link =
    'flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 hover:text-red-700';
  return (
    <aside className="h-fit space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4">
      <h2 className="text-lg font-bold text-slate-900">{t('manager.courseInfo')}</h2>
      <p className="font-medium break-words text-slate-800">{data.course.title}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-500">{t('manager.videos')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{data.videoCount}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-500">{t('manager.duration')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatDuration(data.totalDuration)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-500">{t('manager.freePreviews')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{free}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-slate-500">{t('manager.processing')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{processing}</dd>
        </div>
      </dl>
      <nav className="space-y-1 border-t border-slate-100 pt-2">
        <Link to={`/admin/courses/${courseId}/edit`} className={link}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t('manager.editCourse')}
        </Link>
        <Link to={`/admin/courses/${courseId}`} className={link}>
          <Eye className="h-4 w-4" aria-hidden />
          {t('manager.viewCourse')}
        </Link>
      </nav>
    </aside>
  );
}
