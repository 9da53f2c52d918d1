import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthToken } from './auth-storage.ts';
import { SessionWatcher } from './session-watcher.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The account corner of the navbar (spec 000 §2 Public layout): with a stored token the user menu with
 * avatar (dashboard, profile, my certificates, logout), otherwise Login and Register. It also hosts the
 * session check, which must run on every page of the public shell.
 */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  const token = useAuthToken();
  return (
    <>
      <SessionWatcher />
      {token ? <UserMenu onNavigate={onNavigate} /> : <GuestLinks onNavigate={onNavigate} />}
    </>
  );
}

function GuestLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/login"
        onClick={onNavigate}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('nav.login')}
      </Link>
      <Link
        to="/register"
        onClick={onNavigate}
        className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('nav.register')}
      </Link>
    </div>
  );
}
