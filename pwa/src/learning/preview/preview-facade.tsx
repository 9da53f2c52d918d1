import type { CourseVideoItem } from '@academy/shared';
import { RotateCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BigPlayButton, OverlayButton, PlayerOverlay } from '../../media/index.ts';

/**
 * The course page's preview before the visitor asks to play it: the lesson's picture and the Play
 * button, without the player. Shaka Player (147 KB compressed, over a second of script on a mid-range
 * phone) then loads on the tap instead of with the page, where most visitors read and never play
 * (issue 26: it was most of the course page's blocking time). Same box as the player, so nothing moves
 * when it takes over. When the player's code could not be fetched (offline, a dropped link), it says so
 * over the picture, with Retry, and the rest of the page stays as it was.
 */
export function PreviewFacade({
  lesson,
  loadFailed = false,
  onPlay,
}: {
  lesson: CourseVideoItem;
  loadFailed?: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation('watch');
  return (
    <div
      data-testid="preview-facade"
      role="region"
      aria-label={t('player.region', { title: lesson.title })}
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-black"
    >
      {lesson.posterUrl && (
        <img src={lesson.posterUrl} alt="" className="h-full w-full object-contain" />
      )}
      {loadFailed ? (
        <PlayerOverlay shade="dim" role="alert" testId="player-error" data-kind="network">
          <WifiOff className="h-10 w-10 text-amber-400" aria-hidden />
          <p className="font-medium">{t('player.failure.network')}</p>
          <OverlayButton look="glass" icon={RotateCw} onClick={onPlay}>
            {t('common.retry')}
          </OverlayButton>
        </PlayerOverlay>
      ) : (
        <BigPlayButton ns="watch" onClick={onPlay} />
      )}
    </div>
  );
}
