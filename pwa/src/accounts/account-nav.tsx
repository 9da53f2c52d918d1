import { useTranslation } from 'react-i18next';
import { useAuthToken } from './auth-storage.ts';
import { SessionWatcher } from './session-watcher.tsx';
import { UserMenu } from './user-menu.tsx';
import { ButtonLink } from '../ui/button-link.tsx';

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
      <ButtonLink to="/login" variant="quiet" size="sm" onClick={onNavigate}>
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/register" size="sm" onClick={onNavigate}>
        {t('nav.register')}
      </ButtonLink>
    </div>
  );
}
