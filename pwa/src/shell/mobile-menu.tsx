import { AccountNav } from '../accounts/index.ts';
import { MainNavLinks } from './main-nav-links.tsx';

/** The collapsed navigation below `lg`: large tap targets, then the account corner. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div
      id="mobile-menu"
      data-testid="mobile-menu"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-3 pb-4 shadow-lg lg:hidden"
    >
      <MainNavLinks look="menu" onNavigate={onNavigate} />
      <div className="border-t border-slate-200 pt-3">
        <AccountNav onNavigate={onNavigate} />
      </div>
    </div>
  );
}
