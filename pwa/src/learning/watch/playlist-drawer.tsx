import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Below 768 px the playlist is an overlay drawer from the right (spec 000 §2 Watch page). */
export function PlaylistDrawer({
  onClose,
  children,
}: {
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('watch');
  return (
    <div
      className="fixed inset-0 z-50 flex justify-end"
      role="dialog"
      aria-modal="true"
      aria-labelledby="playlist-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <button
        type="button"
        aria-label={t('playlist.close')}
        className="absolute inset-0 bg-slate-900/50"
        onClick={onClose}
      />
      <div id="watch-panel" className="relative h-full w-[min(22rem,88vw)] shadow-2xl">
        {children}
      </div>
    </div>
  );
}
