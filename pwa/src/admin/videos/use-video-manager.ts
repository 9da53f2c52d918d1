import { useQueryClient } from '@tanstack/react-query';
import type { AdminCourseVideosData, AdminVideo } from '@academy/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorText, serverText } from './media-messages.ts';
import { usePointerReorder } from './use-pointer-reorder.ts';
import { replaceVideoInList, videosChanged } from './video-queries.ts';
import type { InlineEdit } from './video-row.tsx';
import {
  deleteVideo,
  reorderVideos,
  setFreePreview,
  updateVideo,
  videoKeys,
} from './videos-api.ts';

/** Spec 001 §8: messages clear after 5 s, the free-preview success after 3 s. */
const FREE_PREVIEW_SUCCESS_MS = 3_000;

export type ManagerNotice = { tone: 'success' | 'error'; message: string; ms?: number };

/**
 * What the video manager does to a course's lessons, apart from how it looks: the selection, drag to
 * reorder (shown at once, put back if the server refuses), the free-preview switch, inline edits and
 * the bulk actions, each ending in one success or error notice.
 */
export function useVideoManager(data: AdminCourseVideosData) {
  const { t } = useTranslation('admin-media');
  const queryClient = useQueryClient();
  const courseId = data.course._id;
  const videos = data.videos;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<ManagerNotice | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState<AdminVideo[] | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const clearNotice = useCallback(() => setNotice(null), []);

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

  const toggleSelected = (videoId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(videoId);
      else next.delete(videoId);
      return next;
    });

  return {
    selected,
    selectedVideos,
    allSelected: videos.length > 0 && selected.size === videos.length,
    selectAll: (on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    toggleSelected,
    clearSelection: () => setSelected(new Set()),
    notice,
    clearNotice,
    toggling,
    confirmDelete,
    setConfirmDelete,
    bulkBusy,
    reorder,
    handleToggle,
    handleSave,
    handleBulkPreview,
    handleDelete,
  };
}
