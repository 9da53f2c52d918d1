import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from './faq-accordion.tsx';

const CATEGORIES = [
  'all',
  'getting-started',
  'course-access',
  'technical',
  'certificates',
  'payments',
] as const;
type Category = (typeof CATEGORIES)[number];

/** The 14 questions of spec 000 §2 Help center, each in one category; copy lives in help.json. */
const FAQS: ReadonlyArray<{ id: string; category: Exclude<Category, 'all'> }> = [
  { id: 'create-account', category: 'getting-started' },
  { id: 'buy-course', category: 'getting-started' },
  { id: 'mobile', category: 'getting-started' },
  { id: 'access-duration', category: 'course-access' },
  { id: 'download-videos', category: 'course-access' },
  { id: 'progress-saved', category: 'course-access' },
  { id: 'video-not-playing', category: 'technical' },
  { id: 'login-problems', category: 'technical' },
  { id: 'screen-recording', category: 'technical' },
  { id: 'earn-certificate', category: 'certificates' },
  { id: 'download-certificate', category: 'certificates' },
  { id: 'payment-methods', category: 'payments' },
  { id: 'refunds', category: 'payments' },
  { id: 'card-storage', category: 'payments' },
];

/** The Help Center's questions, filtered by category tabs (all categories first). */
export function HelpFaqSection() {
  const { t } = useTranslation('help');
  const [category, setCategory] = useState<Category>('all');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const items = FAQS.filter((faq) => category === 'all' || faq.category === category).map(
    (faq) => ({
      id: faq.id,
      question: t(`faq.${faq.id}.question`),
      answer: t(`faq.${faq.id}.answer`),
    }),
  );

  // Tabs pattern: arrow keys move between tabs and select, Home/End jump to the ends.
  const handleTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = CATEGORIES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % CATEGORIES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + CATEGORIES.length) % CATEGORIES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCategory(CATEGORIES[next] ?? 'all');
    tabRefs.current[next]?.focus();
  };

  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-12 max-w-4xl px-4 sm:px-6 lg:px-8">
      <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
        {t('faqTitle')}
      </h2>
      <div role="tablist" aria-label={t('categoriesLabel')} className="mt-5 flex flex-wrap gap-2">
        {CATEGORIES.map((id, index) => {
          const selected = id === category;
          return (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`help-tab-${id}`}
              aria-selected={selected}
              aria-controls="help-faq-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setCategory(id)}
              onKeyDown={(event) => handleTabKeyDown(event, index)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition ${
                selected
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
              }`}
            >
              {t(`categories.${id}`)}
            </button>
          );
        })}
      </div>
      <div
        id="help-faq-panel"
        role="tabpanel"
        aria-labelledby={`help-tab-${category}`}
        className="mt-6"
      >
        {/* Keyed by category so items open in one tab do not stay open when it changes. */}
        <FaqAccordion key={category} items={items} />
      </div>
    </section>
  );
}
