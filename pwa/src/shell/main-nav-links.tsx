import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_LINKS } from './nav-links.ts';

/** The two ways the main links are drawn: in the desktop bar, and with large tap targets in the phone menu. */
const LOOKS = {
  bar: {
    list: 'hidden items-center gap-1 lg:flex',
    link: 'rounded-lg px-3 py-2 text-[0.9375rem] font-medium transition-colors',
    idle: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  },
  menu: {
    list: 'flex flex-col py-2',
    link: 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium',
    idle: 'text-slate-800 hover:bg-slate-100',
  },
} as const;

/** The navbar's links (spec 000 §2), the current page's marked. */
export function MainNavLinks({
  look,
  onNavigate,
}: {
  look: keyof typeof LOOKS;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const { list, link: linkClass, idle } = LOOKS[look];
  return (
    <ul className={list}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${linkClass} ${isActive ? 'bg-brand-50 text-brand-700' : idle}`
            }
          >
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
