import type { AdminCourseVideosData } from '@academy/shared';
import { formatDuration } from '@academy/shared';
import { ListVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VideoStatusBadge } from './video-status-badge.tsx';

/** The course's lessons beside the admin player; choosing one pushes its address. */
export function Playlist({
  list,
  loading,
  courseId,
  currentId,
}: {
  list: AdminCourseVideosData | undefined;
  loading: boolean;
  courseId: string;
  currentId: string;
}) {
  const { t } = useTranslation('admin-media');
  const navigate = useNavigate();
  return (
    <aside
      aria-labelledby="playlist-title"
      className="h-fit rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-4"
    >
      <div className="border-b border-slate-100 p-4">
        <h2 id="playlist-title" className="flex items-center gap-2 font-bold text-slate-900">
          <ListVideo className="h-5 w-5" aria-hidden />
          {t('player.playlist')}
        </h2>
        {list && (
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {list.course.title} · {t('manager.count', { count: list.videoCount })}
          </p>
        )}
      </div>
      {loading ? (
        <div className="space-y-2 p-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : !list || list.videos.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">{t('manager.empty')}</p>
      ) : (
        <ol className="max-h-[28rem] overflow-y-auto p-2" data-testid="playlist">
          {list.videos.map((item, index) => {
            const current = item._id === currentId;
            return (
              <li key={item._id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    if (!current) void navigate(`/admin/courses/${courseId}/videos/${item._id}`);
                  }}
                  className={`flex w-full items-center gap-3 rounded-lg p-2 text-left ${
                    current ? 'bg-red-50 ring-1 ring-red-200' : 'hover:bg-slate-50'
                  }`}
                >
                  <span
                    className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
                      current ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900">
                      {item.title}
                    </span>
                    <span className="flex items-center gap-2 text-xs text-slate-600">
                      <span className="tabular-nums">{formatDuration(item.duration)}</span>
                      {item.status !== 'active' && <VideoStatusBadge video={item} />}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </aside>
  );
}
