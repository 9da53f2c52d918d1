import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthToken } from '../session/auth-storage.ts';
import { SessionWatcher } from './session-watcher.tsx';
import { ButtonLink } from '../ui/button-link.tsx';

// A visitor never needs the signed-in menu (nor logout's code behind it): it loads for a stored token,
// and is precached, so it opens offline too.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

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
      {token ? (
        <Suspense fallback={<div className="h-10 w-10 rounded-full bg-slate-100" aria-hidden />}>
          <UserMenu onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <GuestLinks onNavigate={onNavigate} />
      )}
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
