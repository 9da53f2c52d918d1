import type { AdminCourseVideosData } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { Clock, ListVideo, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CourseQueryGate } from '../courses/course-query-gate.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { CourseInfoPanel } from './course-info-panel.tsx';
import { BackLink, Banner } from './media-ui.tsx';
import { useVideoManager } from './use-video-manager.ts';
import { BulkBar, DeleteVideosDialog } from './video-bulk.tsx';
import { useCourseVideos } from './video-queries.ts';
import { VideoRow } from './video-row.tsx';

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
  return (
    <CourseQueryGate
      query={list}
      errorHidesData
      skeleton={[0, 1, 2].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      ))}
    >
      {(data) => <Manager data={data} />}
    </CourseQueryGate>
  );
}

function Manager({ data }: { data: AdminCourseVideosData }) {
  const { t } = useTranslation('admin-media');
  const manager = useVideoManager(data);
  const { selected, reorder, confirmDelete } = manager;
  const courseId = data.course._id;
  const videos = data.videos;
  const uploadPath = `/admin/courses/${courseId}/videos/upload`;

  return (
    <div className="space-y-5">
      <PageHeader
        before={<BackLink to={`/admin/courses/${courseId}`}>{t('manager.back')}</BackLink>}
        title={t('manager.title')}
        subtitle={<span className="break-words">{data.course.title}</span>}
        actions={
          <ButtonLink to={uploadPath} icon={Upload}>
            {t('manager.upload')}
          </ButtonLink>
        }
      />

      {manager.notice && (
        <Banner
          tone={manager.notice.tone}
          message={manager.notice.message}
          onClose={manager.clearNotice}
          autoHideMs={manager.notice.ms ?? 5_000}
          testId="manager-notice"
        />
      )}

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200">
            <label className="inline-flex min-h-9 items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                checked={manager.allSelected}
                disabled={videos.length === 0}
                ref={(el) => {
                  if (el) el.indeterminate = selected.size > 0 && !manager.allSelected;
                }}
                onChange={(e) => manager.selectAll(e.target.checked)}
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
              busy={manager.bulkBusy}
              onPreviewOn={() => manager.handleBulkPreview(true)}
              onPreviewOff={() => manager.handleBulkPreview(false)}
              onDelete={() => manager.setConfirmDelete(manager.selectedVideos)}
              onClear={manager.clearSelection}
            />
          )}

          {videos.length === 0 ? (
            <NoVideosYet uploadPath={uploadPath} />
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
                    onSelect={(on) => manager.toggleSelected(video._id, on)}
                    onToggleFreePreview={() => void manager.handleToggle(video)}
                    togglingFreePreview={manager.toggling.has(video._id)}
                    onSave={(edit) => manager.handleSave(video, edit)}
                    onDelete={() => manager.setConfirmDelete([video])}
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
          onCancel={() => manager.setConfirmDelete(null)}
          onConfirm={() => void manager.handleDelete(confirmDelete)}
        />
      )}
    </div>
  );
}

function NoVideosYet({ uploadPath }: { uploadPath: string }) {
  const { t } = useTranslation('admin-media');
  return (
    <EmptyState
      icon={ListVideo}
      title={t('manager.empty')}
      body={t('manager.emptyBody')}
      testId="videos-empty"
      action={
        <ButtonLink to={uploadPath} icon={Upload}>
          {t('manager.upload')}
        </ButtonLink>
      }
    />
  );
}
