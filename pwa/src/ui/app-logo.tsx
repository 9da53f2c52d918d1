import { siteConfig } from '../config/site-config.ts';

/** The academy's mark (the same play symbol as the app icon) and its configured name. */
export function AppLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <svg viewBox="0 0 512 512" className="h-8 w-8 shrink-0" aria-hidden>
        <rect width="512" height="512" rx="112" fill="#1d4ed8" />
        <path d="M176 152v208l176-104z" fill="#fff" />
      </svg>
      <span
        className={`truncate text-base font-bold tracking-tight sm:text-lg ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
      >
        {siteConfig.appName}
      </span>
    </span>
  );
}
