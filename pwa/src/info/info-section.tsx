import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One band of an information page (About, Help Center): a centred h2 the section is labelled by, an
 * optional line under it, then the content. A `tinted` band runs grey across the whole width, which
 * is what separates one band from the next on a page of white ones.
 */
export function InfoSection({
  id,
  title,
  subtitle,
  tinted = false,
  width = 'max-w-6xl',
  children,
}: {
  /** The heading's id is `${id}-title`. */
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  width?: 'max-w-3xl' | 'max-w-4xl' | 'max-w-6xl';
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  const content = (
    <>
      <h2 id={titleId} className="text-center text-3xl font-bold text-slate-900">
        {title}
      </h2>
      {subtitle ? (
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{subtitle}</p>
      ) : null}
      {children}
    </>
  );
  return tinted ? (
    <section aria-labelledby={titleId} className="bg-slate-50 py-16">
      <div className={`mx-auto ${width} px-4 sm:px-6 lg:px-8`}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={titleId} className={`mx-auto ${width} px-4 py-16 sm:px-6 lg:px-8`}>
      {content}
    </section>
  );
}

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  tone?: string;
}

/** Icon cards four to a row on a desktop, two on a tablet, one on a phone. */
export function IconCardGrid({ cards }: { cards: ReadonlyArray<IconCardProps & { id: string }> }) {
  return (
    <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ id, ...card }) => (
        <IconCard key={id} {...card} />
      ))}
    </div>
  );
}

/** A white card with an icon in a soft square (brand colours unless `tone` says), a title and a text. */
function IconCard({ icon: Icon, title, text, tone = 'bg-brand-50 text-brand-600' }: IconCardProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className={`flex h-12 w-12 items-center justify-center rounded-xl ${tone}`}>
        <Icon aria-hidden="true" className="h-6 w-6" />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
    </div>
  );
}
