import {
  Award,
  ChevronDown,
  Download,
  LayoutDashboard,
  LogOut,
  ReceiptText,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMe, usePhotoUrl } from './account-queries.ts';
import { Avatar } from './avatar.tsx';
import { useSessionStatus } from './session-watcher.tsx';
import { displayName } from './user-display.ts';
import { useLogout } from './use-logout.ts';
import { IconLink } from '../ui/icon-link.tsx';
import { LabelledIconButton } from '../ui/labelled-icon-button.tsx';
import { PopoverMenu } from '../ui/popover-menu.tsx';

const ITEMS = [
  { to: '/dashboard', key: 'accountMenu.dashboard', icon: LayoutDashboard },
  { to: '/profile', key: 'accountMenu.profile', icon: User },
  { to: '/profile/purchases', key: 'accountMenu.purchases', icon: ReceiptText },
  { to: '/certificates', key: 'accountMenu.certificates', icon: Award },
  { to: '/downloads', key: 'accountMenu.downloads', icon: Download },
] as const;

/**
 * The signed-in corner of the navbar: avatar button and its drop-down menu. Inside the mobile menu
 * (which passes `onNavigate` and scrolls, so a drop-down would be clipped) the same items are listed
 * in place, with large tap targets.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  return onNavigate ? <InlineUserMenu onNavigate={onNavigate} /> : <DropDownUserMenu />;
}

/** How the items look: big tap targets in the mobile menu, a compact list in the drop-down. */
const LOOKS = {
  inline: {
    item: 'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base text-slate-800 hover:bg-slate-100',
    icon: 'h-5 w-5',
    logout:
      'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-base text-red-700 hover:bg-red-50',
  },
  dropDown: {
    item: 'flex items-center gap-3 px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50',
    icon: 'h-4 w-4',
    logout:
      'flex w-full items-center gap-3 border-t border-slate-100 px-4 py-2.5 text-left text-sm text-red-700 hover:bg-red-50',
  },
} as const;

/** The account's pages and Log out; `onChoose` runs first (it closes the menu around them). */
function UserMenuItems({
  look,
  onChoose,
  menu = false,
}: {
  look: keyof typeof LOOKS;
  onChoose: () => void;
  /** Items of a role="menu" list (the drop-down), not plain links. */
  menu?: boolean;
}) {
  const { t } = useTranslation('common');
  const handleLogout = useLogout();
  const { item, icon, logout } = LOOKS[look];
  const role = menu ? 'menuitem' : undefined;
  return (
    <>
      {ITEMS.map(({ to, key, icon: Icon }) => (
        <li key={to} role={menu ? 'none' : undefined}>
          <IconLink
            to={to}
            role={role}
            onClick={onChoose}
            className={item}
            icon={Icon}
            iconClassName={`${icon} text-slate-500`}
          >
            {t(key)}
          </IconLink>
        </li>
      ))}
      <li role={menu ? 'none' : undefined}>
        <LabelledIconButton
          role={role}
          onClick={() => {
            onChoose();
            handleLogout();
          }}
          className={logout}
          icon={LogOut}
          iconClassName={icon}
        >
          {t('accountMenu.logout')}
        </LabelledIconButton>
      </li>
    </>
  );
}

function InlineUserMenu({ onNavigate }: { onNavigate: () => void }) {
  const { ready } = useTranslation('common');
  const { data: user } = useMe();
  const { data: photoUrl } = usePhotoUrl('navbar', user);
  if (!ready) return null;
  return (
    <div data-testid="user-menu-inline">
      <div className="flex items-center gap-3 px-3 py-2">
        <Avatar user={user} photoUrl={photoUrl} size="h-10 w-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-500">{user?.email}</p>
        </div>
      </div>
      <ul className="mt-1 flex flex-col">
        <UserMenuItems look="inline" onChoose={onNavigate} />
      </ul>
    </div>
  );
}

function DropDownUserMenu() {
  // No suspense: the navbar is on every page and must not blank it while this copy loads.
  const { t, ready } = useTranslation('common');
  const { data: user } = useMe();
  const { data: photoUrl } = usePhotoUrl('navbar', user);
  const status = useSessionStatus();
  const name = displayName(user);

  return (
    <PopoverMenu
      className="relative"
      menu
      label={ready ? t('accountMenu.open') : undefined}
      testId="user-menu-button"
      buttonClassName="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      content={
        <>
          <span className="relative">
            <Avatar user={user} photoUrl={photoUrl} />
            {status === 'invalid' ? (
              <span
                data-testid="session-unreachable"
                className="absolute -right-0.5 -bottom-0.5 h-3 w-3 rounded-full bg-amber-500 ring-2 ring-white"
                title={ready ? t('accountMenu.offline') : undefined}
              />
            ) : null}
          </span>
          <span className="hidden max-w-[9rem] truncate text-sm font-medium text-slate-700 sm:inline">
            {user?.firstName || name.split(' ')[0]}
          </span>
          <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden />
        </>
      }
    >
      {({ open, setOpen, panelId }) =>
        open && ready ? (
          <div className="absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl">
            <div className="border-b border-slate-100 px-4 py-3">
              <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
              <p className="truncate text-xs text-slate-500">{user?.email}</p>
            </div>
            <ul id={panelId} role="menu" aria-label={t('accountMenu.open')}>
              <UserMenuItems look="dropDown" menu onChoose={() => setOpen(false)} />
            </ul>
          </div>
        ) : null
      }
    </PopoverMenu>
  );
}
