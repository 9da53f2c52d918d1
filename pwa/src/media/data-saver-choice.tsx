import type { DataSaverMode, RenditionSize } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { DATA_SAVER_MODES, useDataSaver } from './data-saver.ts';
import { useSizeThatPlays } from './lesson-size-label.tsx';

/**
 * The data saver's three choices as radio buttons: Off, Smallest picture, Audio only. Beside the
 * player, `sizes` are the lesson's, so each choice says what the lesson would cost with it ("Audio
 * only · 2.1 MB"); on the profile there is no lesson and no figure. Audio only is unavailable for a
 * lesson without sound. The copy is the player's (`watch`), loaded with it.
 */
export function DataSaverChoice({
  sizes,
  legendHidden = false,
}: {
  sizes?: readonly RenditionSize[];
  /** Under a heading that already says "Data saver" (the profile's card). */
  legendHidden?: boolean;
}) {
  const { t } = useTranslation('watch');
  const [mode, setMode] = useDataSaver();
  const choice = useSizeThatPlays();
  const silent = !!sizes?.length && !sizes.some((s) => s.height === null);
  const figure = (option: DataSaverMode) => {
    if (!sizes?.length) return null;
    // The learner's estimate, not the current mode: "Off" says what the player alone would pick.
    const size = choice.sizeFor(sizes, option);
    return size ? choice.format(size.bytes) : null;
  };
  return (
    <fieldset data-testid="data-saver" data-mode={mode}>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-semibold text-slate-900'}>
        {t('dataSaver.title')}
      </legend>
      <div className={`${legendHidden ? '' : 'mt-2'} grid grid-cols-3 gap-2`}>
        {DATA_SAVER_MODES.map((option) => {
          const disabled = option === 'audio' && silent;
          const size = disabled ? null : figure(option);
          return (
            <label
              key={option}
              data-testid="data-saver-option"
              data-mode={option}
              className={`flex min-h-14 cursor-pointer flex-col justify-center rounded-lg px-2 py-1.5 text-center ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-400 ${
                mode === option
                  ? 'bg-red-50 text-red-900 ring-red-300'
                  : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
              } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              <input
                type="radio"
                name="data-saver"
                value={option}
                checked={mode === option}
                disabled={disabled}
                onChange={() => setMode(option)}
                className="sr-only"
              />
              <span className="text-sm leading-tight font-semibold">
                {t(`dataSaver.${option}`)}
              </span>
              {size && (
                <span className="text-xs text-slate-600 tabular-nums" data-testid="option-size">
                  {size}
                </span>
              )}
              {disabled && <span className="text-xs text-slate-600">{t('dataSaver.noAudio')}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
