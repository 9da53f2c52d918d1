import { ShieldAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The Account Suspended modal (spec 000 §4): shown when login or the session check hears that the
 * account is not active. Contact Support goes to the terms page (where the account rules and the
 * contact section are); Close calls `onClose`. A native <dialog> gives focus trapping and Escape.
 */
export function AccountSuspendedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // No suspense: the navbar renders this on every page, and must not blank the page while copy loads.
  const { t, ready } = useTranslation('accounts', { useSuspense: false });
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Browsers without modal dialogs (and jsdom) still get an open, if non-modal, dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, [open]);

  const handleContactSupport = () => {
    onClose();
    void navigate('/terms-of-service');
  };

  // Not in the page while closed: a closed dialog is still an element that tools and tests would find.
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="account-suspended-modal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      {ready ? (
        <div className="p-6 text-center">
          <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-600">
            <ShieldAlert className="h-7 w-7" aria-hidden />
          </div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {t('suspended.title')}
          </h2>
          <p className="mt-3 text-sm text-slate-600">{t('suspended.body')}</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('suspended.close')}
            </button>
            <button
              type="button"
              onClick={handleContactSupport}
              className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700"
            >
              {t('suspended.contact_support')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
