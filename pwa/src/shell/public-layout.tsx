import { Outlet } from 'react-router';
import { AccountNav } from '../accounts/account-nav.tsx';

// Placeholder layout; the shell engineer replaces it with the navbar, footer and the rest of spec 000 §2.
export function PublicLayout() {
  return (
    <div>
      <header className="flex justify-end p-4">
        <AccountNav />
      </header>
      <Outlet />
    </div>
  );
}
