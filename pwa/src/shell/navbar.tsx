import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { TIMERS } from '@academy/shared';
import { AccountNav } from '../accounts/index.ts';
import { PopoverButton, usePopover } from '../ui/popover-menu.tsx';
import { AppLogo } from '../ui/app-logo.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MainNavLinks } from './main-nav-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useHiddenOnScrollDown, useOnScroll } from './use-scroll.ts';

/** Height of the fixed bar; the layout pads the page by the same amount (`pt-16`). */
export const NAVBAR_HEIGHT_CLASS = 'h-16';

/**
 * The fixed top bar (spec 000 §2): hides while scrolling down past 100 px and returns on scrolling up
 * or when a keyboard user tabs into it. Below the `lg` breakpoint the links move into a menu that
 * closes on scroll, on navigation, on Escape and on a pointer outside the bar.
 */
export function Navbar() {
  const { t } = useTranslation('common');
  const menu = usePopover<HTMLElement>('mobile-menu');
  const { open: menuOpen, setOpen: setMenuOpen, rootRef } = menu;
  const [focusInside, setFocusInside] = useState(false);
  const scrolledAway = useHiddenOnScrollDown(TIMERS.navbarHideAfterPx);
  const hidden = scrolledAway && !menuOpen && !focusInside;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);

  useOnScroll(menuOpen, closeMenu);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // A navigation (even the browser's back button) closes the menu.
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => wide.matches && setMenuOpen(false);
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [menuOpen, setMenuOpen]);

  return (
    <header
      ref={rootRef}
      data-testid="navbar"
      data-hidden={hidden}
      onFocusCapture={(event) => setFocusInside(isKeyboardFocus(event.target))}
      onBlurCapture={() => setFocusInside(false)}
      className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 supports-[backdrop-filter]:bg-white/85 ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      }`}
    >
      {navigation.state === 'loading' && (
        <div
          className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-brand-500"
          role="progressbar"
          aria-label={t('actions.loading')}
        />
      )}
      <nav
        aria-label={t('nav.mainMenu')}
        className={`mx-auto flex ${NAVBAR_HEIGHT_CLASS} max-w-7xl items-center justify-between gap-2 px-3 sm:px-6`}
      >
        <Link to="/" className="min-w-0 rounded-lg py-1">
          <AppLogo />
        </Link>
        <MainNavLinks look="bar" />
        <div className="flex shrink-0 items-center gap-1">
          <LanguageMenu />
          <div className="hidden lg:block">
            <AccountNav />
          </div>
          <PopoverButton
            popover={menu}
            label={t('nav.openMenu')}
            openLabel={t('nav.closeMenu')}
            icon={Menu}
            openIcon={X}
            className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          />
        </div>
      </nav>
      {menuOpen && <MobileMenu onNavigate={closeMenu} />}
    </header>
  );
}

/** Focus from the keyboard (not a click, which leaves focus on the clicked link) keeps the bar shown. */
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof HTMLElement && target.matches(':focus-visible');
  } catch {
    return false;
  }
}
