import { BookOpen, Download, HardDrive, Play, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireLearner } from '../session/require-learner.tsx';
import { formatMegabytes } from '../media/index.ts';
import { useOnline } from '../offline/use-online.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { StatTile } from '../ui/stat-tile.tsx';
import { EmptyState, SkeletonList } from '../ui/states.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { DeleteDownloadButton, DeleteDownloadDialog } from './delete-download.tsx';
import { downloads } from './lazy-downloads.ts';
import { DownloadStatus } from './download-button.tsx';
import { useDownloadList, type ListedDownload } from './use-download-list.ts';
import { useUserId } from './use-download.ts';

const watchPath = (courseId: string, videoId: string) => `/course/${courseId}/watch/${videoId}`;

/**
 * `/downloads` (issue 11): the learner's downloaded lessons with the space each takes, how long each
 * still plays offline, and the ones the browser evicted; the space used in all and what the browser
 * grants. Opens with no connection (its code is cached once a download completes).
 */
function DownloadsList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('downloads');
  usePageTitle(t('title'));
  const list = useDownloadList(userId);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const size = (bytes: number) => formatMegabytes(bytes, i18n.language);

  let body;
  if (!list) {
    body = <SkeletonList count={3} label={t('title')} itemClassName="h-24 rounded-2xl" />;
  } else if (list.items.length === 0) {
    body = (
      <EmptyState
        icon={Download}
        title={t('list.empty')}
        body={t('list.emptyBody')}
        testId="downloads-empty"
        action={
          <ButtonLink to="/dashboard" icon={BookOpen}>
            {t('list.browse')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ul className="space-y-3" data-testid="downloads-list">
        {list.items.map((item) => (
          <DownloadRow
            key={item.kind === 'kept' ? item.download.id : item.entry.id}
            item={item}
            size={size}
            onDelete={(id, title) => setDeleting({ id, title })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <StatTile
          label={t('list.used')}
          value={list ? size(list.usedBytes) : undefined}
          icon={HardDrive}
          testId="downloads-used"
        />
        <StatTile
          label={t('list.granted')}
          value={list ? (list.storage.quota === null ? '—' : size(list.storage.quota)) : undefined}
          note={
            list?.storage.persisted === null || !list
              ? undefined
              : list.storage.persisted
                ? t('list.kept')
                : t('list.notKept')
          }
          icon={ShieldCheck}
          testId="downloads-granted"
        />
      </div>
      {body}
      {deleting && (
        <DeleteDownloadDialog
          id={deleting.id}
          title={deleting.title}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function DownloadRow({
  item,
  size,
  onDelete,
}: {
  item: ListedDownload;
  size: (bytes: number) => string;
  onDelete: (id: string, title: string) => void;
}) {
  const { t } = useTranslation('downloads');
  const online = useOnline();
  const lesson =
    item.kind === 'kept'
      ? {
          id: item.download.id,
          title: item.download.lesson.title,
          course: item.download.courseTitle,
        }
      : { id: item.entry.id, title: item.entry.title, course: item.entry.courseTitle };
  const path =
    item.kind === 'kept'
      ? watchPath(item.download.courseId, item.download.videoId)
      : watchPath(item.entry.courseId, item.entry.videoId);
  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="download-row"
      data-kind={item.kind}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900" data-testid="download-title">
            {lesson.title}
          </p>
          <p className="text-sm break-words text-slate-600">{lesson.course}</p>
        </div>
        {item.kind === 'kept' && (
          <p className="text-sm text-slate-700 tabular-nums" data-testid="download-size">
            {item.download.rendition.height === null
              ? t('dialog.audioOnly')
              : `${item.download.rendition.height}p`}
            {' · '}
            {size(item.download.storedBytes)}
          </p>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {item.kind === 'evicted' ? (
          <>
            <span className="text-sm font-semibold text-amber-800" data-testid="download-evicted">
              {t('list.mustDownloadAgain')}
            </span>
            {online && (
              <ButtonLink to={path} variant="secondary" icon={Download}>
                {t('list.downloadAgain')}
              </ButtonLink>
            )}
            <DeleteDownloadButton onClick={() => onDelete(lesson.id, lesson.title)} />
          </>
        ) : item.download.state === 'complete' ? (
          <>
            <LicenceNote verdict={item.verdict} daysLeft={item.daysLeft} />
            {item.verdict !== 'refused' && (
              <ButtonLink to={path} icon={Play} data-testid="download-play">
                {t('list.play')}
              </ButtonLink>
            )}
            <DeleteDownloadButton onClick={() => onDelete(lesson.id, lesson.title)} />
          </>
        ) : (
          <DownloadStatus
            download={item.download}
            size={size}
            onRetry={() => void downloads().then((d) => d.retryDownload(item.download.id))}
            onDelete={() => onDelete(lesson.id, lesson.title)}
          />
        )}
      </div>
    </li>
  );
}

function LicenceNote({ verdict, daysLeft }: { verdict: string | null; daysLeft: number }) {
  const { t } = useTranslation('downloads');
  const text =
    verdict === 'valid'
      ? t('list.daysLeft', { count: daysLeft })
      : verdict === 'refused'
        ? t('list.noLongerAvailable')
        : t('list.mustRenew');
  const tone = verdict === 'valid' ? 'text-green-800' : 'text-amber-800';
  return (
    <span
      className={`mr-auto text-sm font-semibold ${tone}`}
      data-testid="download-licence"
      data-verdict={verdict ?? 'missing'}
    >
      {text}
    </span>
  );
}

function SignedInDownloads() {
  const userId = useUserId();
  if (!userId) return null;
  return <DownloadsList userId={userId} />;
}

export default function DownloadsPage() {
  return (
    <RequireLearner>
      <SignedInDownloads />
    </RequireLearner>
  );
}
