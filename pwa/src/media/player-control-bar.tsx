import {
  Maximize,
  Minimize,
  Pause,
  Play,
  RotateCcw,
  RotateCw,
  Volume2,
  VolumeX,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clock, type MediaState } from './use-media-state.ts';

export interface ControlBarProps {
  /** The copy's namespace: both players word the same keys in their own namespace. */
  ns: string;
  media: MediaState;
  enabled: boolean;
  visible: boolean;
  fullscreen: boolean;
  speeds: readonly number[];
  volumeStep: number;
  /** Shows the skip back and forward buttons with this step (seconds); 0 hides them. */
  skipStep: number;
  onToggle: () => void;
  onSeek: (time: number) => void;
  onMute: () => void;
  onVolume: (volume: number) => void;
  onSpeed: (rate: number) => void;
  onFullscreen: () => void;
}

/** The bar at the foot of the player: seek, play, skip, volume, time, speed and full screen. */
export function PlayerControlBar(props: ControlBarProps) {
  const { t } = useTranslation(props.ns);
  const { media } = props;
  return (
    <div
      className={`absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/80 to-transparent px-2 pt-8 pb-2 text-white transition-opacity duration-300 sm:px-3 ${
        props.visible ? 'opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      <input
        type="range"
        min={0}
        max={media.duration || 0}
        step={0.1}
        value={Math.min(media.currentTime, media.duration || 0)}
        onChange={(e) => props.onSeek(Number(e.target.value))}
        disabled={!props.enabled}
        aria-label={t('player.seek')}
        aria-valuetext={`${clock(media.currentTime)} / ${clock(media.duration)}`}
        className="h-6 w-full cursor-pointer accent-red-600"
      />
      <div className="mt-1 flex items-center gap-0.5 sm:gap-2">
        <BarButton
          label={media.playing ? t('player.pause') : t('player.play')}
          onClick={props.onToggle}
          icon={media.playing ? Pause : Play}
        />
        {props.skipStep > 0 && (
          <>
            <BarButton
              label={t('player.skipBack', { seconds: props.skipStep })}
              onClick={() => props.onSeek(media.currentTime - props.skipStep)}
              icon={RotateCcw}
            />
            <BarButton
              label={t('player.skipForward', { seconds: props.skipStep })}
              onClick={() => props.onSeek(media.currentTime + props.skipStep)}
              icon={RotateCw}
            />
          </>
        )}
        <BarButton
          label={media.muted ? t('player.unmute') : t('player.mute')}
          onClick={props.onMute}
          icon={media.muted || media.volume === 0 ? VolumeX : Volume2}
        />
        <input
          type="range"
          min={0}
          max={1}
          step={props.volumeStep}
          value={media.muted ? 0 : media.volume}
          onChange={(e) => props.onVolume(Number(e.target.value))}
          aria-label={t('player.volume')}
          className="hidden h-1 w-20 accent-white sm:block"
        />
        <span
          className="ml-1 text-xs whitespace-nowrap tabular-nums sm:text-sm"
          data-testid="player-time"
        >
          {clock(media.currentTime)} / {clock(media.duration)}
        </span>
        <label className="ml-auto flex items-center">
          <span className="sr-only">{t('player.speed')}</span>
          <select
            value={media.rate}
            onChange={(e) => props.onSpeed(Number(e.target.value))}
            data-testid="player-speed"
            className="min-h-9 rounded-md bg-white/10 px-1 text-xs font-semibold text-white hover:bg-white/20 sm:px-1.5 sm:text-sm [&>option]:text-slate-900"
          >
            {props.speeds.map((speed) => (
              <option key={speed} value={speed}>
                {speed === 1 ? t('player.normal') : `${speed}×`}
              </option>
            ))}
          </select>
        </label>
        <BarButton
          label={props.fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          onClick={props.onFullscreen}
          icon={props.fullscreen ? Minimize : Maximize}
        />
      </div>
    </div>
  );
}

function BarButton(props: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={props.label}
      title={props.label}
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
    >
      <props.icon className="h-5 w-5" aria-hidden />
    </button>
  );
}
