import { lazy, Suspense } from 'react';

/**
 * The Account Suspended modal is shown to almost nobody, so its code is not part of any first load: it
 * loads when an account turns out to be suspended. The session check and the login page both open it
 * through here; one dynamic import keeps it one file in the install.
 */
export const loadSuspendedModal = () => import('./account-suspended-modal.tsx');

const AccountSuspendedModal = lazy(async () => ({
  default: (await loadSuspendedModal()).AccountSuspendedModal,
}));

export function SuspendedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AccountSuspendedModal open onClose={onClose} />
    </Suspense>
  );
}
