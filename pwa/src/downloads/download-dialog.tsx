import type { RenditionSize } from '@academy/shared';
import { sortRenditionSizes } from '@academy/shared';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_START_ESTIMATE,
  startEstimate,
  readDataSaver,
  formatMegabytes,
  sizeThatPlays,
} from '../media/index.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

/**
 * Asks before a download (issue 11): each quality with the megabytes it costs, the one that would play
 * chosen first (the data saver's choice, else the player's start), and the free space the browser
 * reports. Nothing is fetched until the learner confirms.
 */
export function DownloadDialog(props: {
  title: string;
  sizes: readonly RenditionSize[];
  onConfirm: (rendition: RenditionSize) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('downloads');
  const options = sortRenditionSizes(props.sizes);
  const [chosen, setChosen] = useState(
    () =>
      sizeThatPlays(props.sizes, readDataSaver(), startEstimate(MAX_START_ESTIMATE))?.name ??
      options[0]?.name,
  );
  const free = useFreeSpace();
  const size = (bytes: number) => formatMegabytes(bytes, i18n.language);
  const picked = options.find((o) => o.name === chosen);

  return (
    <Dialog
      title={t('dialog.title')}
      icon={<Download className="h-8 w-8 text-accent-600" aria-hidden />}
      onClose={props.onCancel}
      testId="download-dialog"
    >
      <p className="text-center font-semibold break-words text-slate-900">{props.title}</p>
      <p className="mt-2 text-center text-sm text-slate-600">{t('dialog.body')}</p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-900">{t('dialog.quality')}</legend>
        <div className="mt-2 grid gap-2">
          {options.map((option) => (
            <label
              key={option.name}
              data-testid="download-quality"
              data-rendition={option.name}
              data-bytes={option.bytes}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600 ${
                chosen === option.name
                  ? 'bg-accent-50 text-slate-900 ring-accent-600'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="download-quality"
                  value={option.name}
                  checked={chosen === option.name}
                  onChange={() => setChosen(option.name)}
                  className="h-4 w-4 accent-accent-600"
                />
                <span className="font-semibold">
                  {option.height === null ? t('dialog.audioOnly') : `${option.height}p`}
                </span>
              </span>
              <span className="text-sm tabular-nums">{size(option.bytes)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {free !== null && (
        <p className="mt-3 text-center text-xs text-slate-600" data-testid="download-free-space">
          {t('dialog.space', { size: size(free) })}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button
          data-autofocus
          disabled={!picked}
          icon={<Download className="h-4 w-4" aria-hidden />}
          onClick={() => picked && props.onConfirm(picked)}
        >
          {picked ? t('dialog.confirm', { size: size(picked.bytes) }) : t('button.download')}
        </Button>
      </div>
    </Dialog>
  );
}

/** What the browser still grants this site (quota minus usage), or null when it does not say. */
function useFreeSpace(): number | null {
  const [free, setFree] = useState<number | null>(null);
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then(({ quota, usage }) => quota !== undefined && setFree(Math.max(0, quota - (usage ?? 0))))
      .catch(() => undefined);
  }, []);
  return free;
}
