import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The blue band at the top of a public page (Courses, Contact, Help Center, Terms): the page's one h1,
 * a line under it, and what belongs in the band (a search box, a date). `centred` for the short
 * pages; `wide` lines it up with a page whose content runs to `max-w-7xl`.
 */
export function PageBanner({
  title,
  subtitle,
  icon: Icon,
  centred = false,
  wide = false,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: LucideIcon;
  centred?: boolean;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div
        className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 ${wide ? 'max-w-7xl' : 'max-w-6xl lg:px-8'} ${
          centred ? 'text-center' : ''
        }`}
      >
        {Icon ? <Icon className="mx-auto mb-4 h-12 w-12 text-brand-100" aria-hidden /> : null}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {subtitle ? (
          <p className={`mt-3 max-w-2xl text-lg text-brand-100 ${centred ? 'mx-auto' : ''}`}>
            {subtitle}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
