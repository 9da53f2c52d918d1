import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * The Account Suspended modal (spec 000 §4): shown when login or the session check hears that the
 * account is not active. Contact Support goes to the terms page (where the account rules and the
 * contact section are); Close, Escape and a click outside call `onClose`.
 */
export function AccountSuspendedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // No suspense: the navbar renders this on every page, and must not blank the page while copy loads.
  const { t, ready } = useTranslation('accounts', { useSuspense: false });
  const navigate = useNavigate();

  // Not in the page while closed: a closed dialog is still an element that tools and tests would find.
  if (!open || !ready) return null;
  return (
    <ConfirmDialog
      testId="account-suspended-modal"
      icon={
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-600">
          <ShieldAlert className="h-7 w-7" aria-hidden />
        </span>
      }
      title={t('suspended.title')}
      cancelLabel={t('suspended.close')}
      confirmLabel={t('suspended.contact_support')}
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void navigate('/terms-of-service');
      }}
    >
      {t('suspended.body')}
    </ConfirmDialog>
  );
}
