import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { PageBanner } from '../ui/section-banner.tsx';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  /** A closing paragraph under the list. */
  afterItems?: string;
  /** Extra content under the text, e.g. contact details. */
  extra?: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  lastUpdated: string;
  contentsLabel: string;
  sections: LegalSection[];
}

/** Smooth unless the reader asked the system for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Terms and privacy share this layout: a header with the last-updated date, a table of contents whose
 * links scroll to the numbered sections, and the sections. The links handle the scroll themselves (and
 * write the hash with replaceState) so the router's scroll restoration never sends the reader back to
 * the top, and the heading receives focus for keyboard and screen-reader users.
 */
export function LegalDocument({
  title,
  intro,
  lastUpdated,
  contentsLabel,
  sections,
}: LegalDocumentProps) {
  const jumpTo = (id: string, behavior: ScrollBehavior) => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior, block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  const handleContentsClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
    jumpTo(id, scrollBehavior());
  };

  // A link from elsewhere (e.g. /privacy-policy#cookies) lands on its section once the copy is shown.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) jumpTo(id, 'auto');
  }, []);

  return (
    <div className="bg-slate-50">
      <PageBanner title={title} subtitle={intro}>
        <p className="mt-4 text-sm text-brand-100" data-testid="last-updated">
          {lastUpdated}
        </p>
      </PageBanner>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {contentsLabel}
          </h2>
          <ol className="space-y-1 rounded-2xl border border-slate-200 bg-white p-3 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => handleContentsClick(event, section.id)}
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  <span className="w-5 shrink-0 text-right text-slate-500">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-6">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
            >
              <h2
                id={`${section.id}-title`}
                tabIndex={-1}
                className="text-xl font-bold text-slate-900 focus:outline-none"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed break-words text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items && (
                  <ul className="list-disc space-y-1.5 pl-5">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.afterItems && <p>{section.afterItems}</p>}
                {section.extra}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

export interface ContactRow {
  label: string;
  value: string;
  href?: string;
}

/** The labelled e-mail, phone and address lines at the end of a legal page. */
export function ContactList({ rows }: { rows: ContactRow[] }) {
  return (
    <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[10rem_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-900">{row.label}</dt>
          <dd className="-mt-2 break-words sm:mt-0">
            {row.href ? (
              <a href={row.href} className="text-brand-700 underline hover:text-brand-800">
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
