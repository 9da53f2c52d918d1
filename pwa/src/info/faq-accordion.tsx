import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The questions and answers of `ids` from a namespace that keeps them as `faq.items.<id>.*`. */
export function faqItems(t: (key: string) => string, ids: readonly string[]): FaqItem[] {
  return ids.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`),
    answer: t(`faq.items.${id}.answer`),
  }));
}

/**
 * Questions that open and close one by one: opening one leaves the others as they are, so a reader can
 * compare two answers. Each question is a button with aria-expanded controlling its answer region.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <li key={item.id} data-faq={item.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 text-brand-600 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-slate-600"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
