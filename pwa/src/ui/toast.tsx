import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@academy/shared';

/**
 * Short messages at the top of the screen for every public and learner screen (spec 000 §9: 5 s).
 *
 *   const toast = useToast();
 *   toast.success(t('profile.saved'));
 *   toast.error(error.message);
 *   toast.info(t('x'), { durationMs: null, action: { label: t('common:toast.reload'), onClick } });
 *
 * Errors are announced at once (role=alert), the others politely (role=status). Hovering or focusing a
 * toast pauses its timer, so a slow reader is not cut off.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  tone?: ToastTone;
  /** Time on screen; null keeps it until dismissed. Default 5 s. */
  durationMs?: number | null;
  action?: { label: ReactNode; onClick: () => void };
  /** A toast with the same id replaces the one on screen instead of stacking. */
  id?: string;
}

export interface ToastApi {
  show(message: ReactNode, options?: ToastOptions): string;
  success(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  error(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  info(message: ReactNode, options?: Omit<ToastOptions, 'tone'>): string;
  dismiss(id: string): void;
}

interface ToastItem {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  durationMs: number | null;
  action?: ToastOptions['action'];
}

const MAX_TOASTS = 3;
const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: ReactNode, options: ToastOptions = {}) => {
    const id = options.id ?? `toast-${nextId.current++}`;
    const item: ToastItem = {
      id,
      message,
      tone: options.tone ?? 'info',
      durationMs: options.durationMs === undefined ? TIMERS.toastMs : options.durationMs,
      action: options.action,
    };
    // Newest first and at most three, so a burst of messages cannot cover the page.
    setToasts((current) =>
      [item, ...current.filter((toast) => toast.id !== id)].slice(0, MAX_TOASTS),
    );
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, options) => show(message, { ...options, tone: 'success' }),
      error: (message, options) => show(message, { ...options, tone: 'error' }),
      info: (message, options) => show(message, { ...options, tone: 'info' }),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        data-testid="toasts"
        className="pointer-events-none fixed inset-x-3 top-20 z-[60] flex flex-col items-center gap-2 sm:inset-x-auto sm:right-4 sm:w-96 sm:items-stretch"
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

const TONE_STYLE: Record<ToastTone, { box: string; icon: typeof Info }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CircleCheck },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  info: { box: 'border-slate-200 bg-white text-slate-800', icon: Info },
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const { box, icon: Icon } = TONE_STYLE[toast.tone];

  useEffect(() => {
    if (toast.durationMs === null || paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, paused, onDismiss]);

  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
      data-tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${box}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 break-words leading-relaxed">{toast.message}</div>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
          className="shrink-0 rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('toast.close')}
        className="-m-1 shrink-0 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
