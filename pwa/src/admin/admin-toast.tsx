import { CheckCircle2, X, XCircle } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@academy/shared';

/**
 * Short confirmations for admin actions (spec 001 §8: user status changes report through a toast that
 * disappears after 5 s). Kept inside the admin area, which has its own layout and no public shell.
 */
type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  message: string;
}
interface AdminToastApi {
  success(message: string): void;
  error(message: string): void;
}

const AdminToastContext = createContext<AdminToastApi | null>(null);

export function useAdminToast(): AdminToastApi {
  const api = useContext(AdminToastContext);
  if (!api) throw new Error('useAdminToast must be used inside AdminToastProvider');
  return api;
}

export function AdminToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: Tone, message: string) => {
      const id = nextId.current++;
      // Newest on top, at most three: a burst of clicks must not bury the page.
      setToasts((current) => [{ id, tone, message }, ...current].slice(0, 3));
      window.setTimeout(() => dismiss(id), TIMERS.toastMs);
    },
    [dismiss],
  );

  const api = useMemo<AdminToastApi>(
    () => ({ success: (m) => show('success', m), error: (m) => show('error', m) }),
    [show],
  );

  return (
    <AdminToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-3 top-20 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            data-testid="admin-toast"
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
              toast.tone === 'success'
                ? 'border-green-200 bg-green-50 text-green-900'
                : 'border-red-200 bg-red-50 text-red-900'
            }`}
          >
            {toast.tone === 'success' ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
            ) : (
              <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
            )}
            <p className="flex-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
              aria-label={t('toast.dismiss')}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </AdminToastContext.Provider>
  );
}
