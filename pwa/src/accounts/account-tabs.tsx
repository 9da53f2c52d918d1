import { ReceiptText, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/profile', key: 'accountMenu.profile', icon: User },
  { to: '/profile/purchases', key: 'accountMenu.purchases', icon: ReceiptText },
] as const;

const TAB =
  'inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The profile's sections, each at its own address: the account details (`/profile`) and the
 * purchases with their receipts (`/profile/purchases`).
 */
export function AccountTabs() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('accountMenu.sections')} className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map(({ to, key, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `${TAB} ${
                  isActive
                    ? 'border-accent-600 text-accent-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`
              }
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
