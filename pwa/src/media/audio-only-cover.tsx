import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Over the picture while the data saver plays sound only: the lesson's poster (a still frame) with a
 * label, so the learner sees why there is no moving picture. It lets clicks through to the <video>.
 */
export function AudioOnlyCover({ ns, posterUrl }: { ns: string; posterUrl?: string | null }) {
  const { t } = useTranslation(ns);
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="audio-only-cover">
      {posterUrl ? (
        <img
          src={posterUrl}
          alt=""
          className="h-full w-full object-contain"
          data-testid="audio-only-poster"
        />
      ) : (
        <div className="h-full w-full bg-slate-800" />
      )}
      <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white">
        <Headphones className="h-4 w-4" aria-hidden />
        {t('player.audioOnly')}
      </p>
    </div>
  );
}
