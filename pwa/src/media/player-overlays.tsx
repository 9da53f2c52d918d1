import { AlertTriangle, Loader2, Play, RotateCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../offline/use-online.ts';
import { failureKind } from './failure-kind.ts';
import { OverlayButton, PlayerOverlay } from './player-overlay-frame.tsx';
import type { PlayerNotice, PlayerProblem } from './player-types.ts';

/** What the player shows over the picture: loading, a problem, a big play button, a short note. */

export function LoadingOverlay({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center" role="status">
      <Loader2 className="h-12 w-12 animate-spin text-white/80" aria-hidden />
      <span className="sr-only">{t('player.loading')}</span>
    </div>
  );
}

/**
 * A lesson that stopped (issue 27 §3): what the viewer can do about it, in their terms (this device
 * could not play it, or the connection failed: failure-kind.ts), with Retry; the engine's reason is
 * folded away for support. Retry loads the lesson again from fresh, with the links the page holds.
 */
export function ProblemOverlay(props: {
  ns: string;
  problem: PlayerProblem;
  cause: PlayerProblem | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation(props.ns);
  const online = useOnline();
  const kind = failureKind(props.problem, props.cause, online);
  if (kind === 'unavailable') {
    return (
      <PlayerOverlay shade="slate" role="alert" testId="player-error" data-problem={props.problem}>
        <AlertTriangle className="h-10 w-10 text-amber-400" aria-hidden />
        <p className="font-medium">{t('player.errors.noSource')}</p>
      </PlayerOverlay>
    );
  }
  const Icon = kind === 'network' ? WifiOff : AlertTriangle;
  return (
    <PlayerOverlay
      shade="slate"
      role="alert"
      testId="player-error"
      data-problem={props.problem}
      data-kind={kind}
    >
      <Icon className="h-10 w-10 text-amber-400" aria-hidden />
      <p className="font-medium">{t(`player.failure.${kind}`)}</p>
      <OverlayButton look="glass" icon={RotateCw} onClick={props.onRetry}>
        {t('common.retry')}
      </OverlayButton>
      <details className="text-sm text-white/80">
        <summary className="cursor-pointer">{t('player.failure.details')}</summary>
        <p className="mt-1">
          {props.cause && `${t(`player.errors.${props.cause}`)} `}
          {t(`player.errors.${props.problem}`)}
        </p>
      </details>
    </PlayerOverlay>
  );
}

export function BigPlayButton({ ns, onClick }: { ns: string; onClick: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('player.play')}
      className="absolute top-1/2 left-1/2 z-30 flex h-12 w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-700/90 text-white shadow-lg hover:bg-red-700 sm:h-16 sm:w-16"
    >
      <Play className="ml-1 h-6 w-6 sm:h-8 sm:w-8" aria-hidden />
    </button>
  );
}

export function PlayerNote({ text }: { text: string }) {
  return (
    <p
      role="status"
      data-testid="player-note"
      className="absolute inset-x-3 top-3 z-20 rounded-lg bg-slate-900/85 p-2 text-center text-sm text-white"
    >
      {text}
    </p>
  );
}

export function noticeKey(notice: PlayerNotice): string | null {
  return notice ? `player.notices.${notice}` : null;
}
