import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LayoutDashboard, LogOut, Menu, ShieldCheck, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { adminKeys, logoutAdmin } from './admin-api.ts';
import { AdminLanguageToggle } from './admin-language-toggle.tsx';
import {
  adminDisplayName,
  adminPhoto,
  clearAdminSession,
  getAdminToken,
  type AdminProfile,
} from '../session/admin-session.ts';
import { UserAvatar } from './user-avatar.tsx';
import { IconLink } from '../ui/icon-link.tsx';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';
import { PopoverMenu } from '../ui/popover-menu.tsx';

const NAV_LINKS = [
  { to: '/admin/dashboard', key: 'nav.dashboard' },
  { to: '/admin/courses', key: 'nav.courses' },
  { to: '/admin/users', key: 'nav.users' },
  { to: '/admin/field-quality', key: 'nav.fieldQuality' },
  { to: '/admin/reviews', key: 'nav.reviews' },
  { to: '/admin/trace', key: 'nav.trace' },
] as const;

/**
 * The red admin navbar (spec 001 §2): links Dashboard, Courses, Users; a user menu with Admin Dashboard,
 * Upload Course and Logout. Below the md breakpoint everything folds into one menu button.
 */
export function AdminNavbar({ admin }: { admin: AdminProfile | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const name = adminDisplayName(admin) || t('nav.brand');

  // A new page closes the phone menu: the adjust-during-render pattern, no effect needed.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  const handleLogout = () => {
    const token = getAdminToken();
    clearAdminSession();
    if (token) logoutAdmin(token).catch(() => undefined);
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate('/admin/login', { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 bg-red-700 text-white shadow">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6"
      >
        <IconLink
          to="/admin/dashboard"
          className="mr-2 flex items-center gap-2 rounded-lg text-lg font-bold tracking-wide"
          icon={ShieldCheck}
          iconClassName="h-6 w-6"
        >
          {t('nav.brand')}
        </IconLink>
        <AdminNavLinks variant="bar" />
        <div className="ml-auto flex items-center gap-1">
          <AdminLanguageToggle />
          <div className="hidden md:block">
            <UserMenu admin={admin} name={name} onLogout={handleLogout} />
          </div>
          <LabelledIconButton
            className="rounded-lg p-2 hover:bg-white/15 md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="admin-mobile-menu"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMobileOpen((open) => !open)}
            icon={mobileOpen ? X : Menu}
            iconClassName="h-6 w-6"
          />
        </div>
      </nav>
      {mobileOpen && (
        <div
          id="admin-mobile-menu"
          className="border-t border-red-600 bg-red-700 px-4 pb-4 md:hidden"
        >
          <AdminNavLinks variant="mobile" />
          <div className="mt-3 border-t border-red-600 pt-3">
            <div className="flex items-center gap-3 px-3 pb-2">
              <UserAvatar name={name} picture={adminPhoto(admin)} size="sm" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{name}</p>
                {admin?.email && <p className="truncate text-sm text-red-100">{admin.email}</p>}
              </div>
            </div>
            <MenuItems onLogout={handleLogout} variant="mobile" />
          </div>
        </div>
      )}
    </header>
  );
}

const NAV_LIST = {
  bar: 'hidden items-center gap-1 md:flex',
  mobile: 'flex flex-col gap-1 pt-3',
};
const NAV_LINK = {
  bar: 'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
  mobile: 'block rounded-lg px-3 py-2.5 font-semibold',
};

/** The area's links: in the bar from the md breakpoint, in the phone menu below it. */
function AdminNavLinks({ variant }: { variant: 'bar' | 'mobile' }) {
  const { t } = useTranslation('admin');
  return (
    <ul className={NAV_LIST[variant]}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className={({ isActive }) =>
              `${NAV_LINK[variant]} ${isActive ? 'bg-red-900/60' : 'hover:bg-white/15'}`
            }
          >
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserMenu({
  admin,
  name,
  onLogout,
}: {
  admin: AdminProfile | null;
  name: string;
  onLogout: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <PopoverMenu
      className="relative"
      buttonClassName="flex items-center gap-2 rounded-lg py-1.5 pr-2 pl-1.5 hover:bg-white/15"
      label={t('nav.userMenu')}
      menu
      content={
        <>
          <UserAvatar name={name} picture={adminPhoto(admin)} size="sm" />
          <span className="max-w-40 truncate text-sm font-semibold">{name}</span>
          <ChevronDown className="h-4 w-4" aria-hidden />
        </>
      }
    >
      {({ open, setOpen, panelId }) =>
        open && (
          <div
            id={panelId}
            role="menu"
            className="absolute right-0 mt-2 w-60 overflow-hidden rounded-xl bg-white py-1 text-slate-800 shadow-xl ring-1 ring-slate-200"
            onClick={() => setOpen(false)}
          >
            {admin?.email && (
              <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">
                {admin.email}
              </p>
            )}
            <MenuItems onLogout={onLogout} variant="dropdown" />
          </div>
        )
      }
    </PopoverMenu>
  );
}

function MenuItems({
  onLogout,
  variant,
}: {
  onLogout: () => void;
  variant: 'dropdown' | 'mobile';
}) {
  const { t } = useTranslation('admin');
  const item =
    variant === 'dropdown'
      ? 'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm hover:bg-slate-100'
      : 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left font-semibold hover:bg-white/15';
  const role = variant === 'dropdown' ? 'menuitem' : undefined;
  return (
    <>
      <IconLink to="/admin/dashboard" role={role} className={item} icon={LayoutDashboard}>
        {t('nav.adminDashboard')}
      </IconLink>
      <IconLink to="/admin/upload" role={role} className={item} icon={Upload}>
        {t('nav.uploadCourse')}
      </IconLink>
      <LabelledIconButton role={role} onClick={onLogout} className={item} icon={LogOut}>
        {t('nav.logout')}
      </LabelledIconButton>
    </>
  );
}
