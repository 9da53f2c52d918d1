import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AccountNav } from '../accounts/account-nav.tsx';
import { NAV_LINKS } from './nav-links.ts';

/** The collapsed navigation below `lg`: large tap targets, then the account corner. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      id="mobile-menu"
      data-testid="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-3 pb-4 shadow-lg lg:hidden"
    >
      <ul className="flex flex-col py-2">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${
                  isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
                }`
              }
            >
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-3">
        <AccountNav onNavigate={onNavigate} />
      </div>
    </div>
  );
}
