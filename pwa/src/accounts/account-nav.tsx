import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The account corner of the navbar: Login and Register for visitors. The accounts capability turns it
 * into the user menu (avatar, dashboard, profile, certificates, logout) when a token is stored.
 */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
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
