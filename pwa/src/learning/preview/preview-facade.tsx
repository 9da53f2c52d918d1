import type { CourseVideoItem } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { BigPlayButton } from '../../media/index.ts';

/**
 * The course page's preview before the visitor asks to play it: the lesson's picture and the Play
 * button, without the player. Shaka Player (147 KB compressed, over a second of script on a mid-range
 * phone) then loads on the tap instead of with the page, where most visitors read and never play
 * (issue 26: it was most of the course page's blocking time). Same box as the player, so nothing moves
 * when it takes over.
 */
export function PreviewFacade({ lesson, onPlay }: { lesson: CourseVideoItem; onPlay: () => void }) {
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
      <BigPlayButton ns="watch" onClick={onPlay} />
    </div>
  );
}
