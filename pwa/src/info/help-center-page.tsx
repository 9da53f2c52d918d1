import { Clock, LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailtoLink, whatsappLink } from '../shell/site-links.ts';
import { siteConfig } from '../config/site-config.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

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

export default function HelpCenterPage() {
  const { t } = useTranslation('help');
  usePageTitle(t('pageTitle'));
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
    <div className="bg-slate-50 pb-16">
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <LifeBuoy aria-hidden="true" className="mx-auto h-12 w-12 text-brand-100" />
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('subtitle')}</p>
        </div>
      </header>

      <section
        aria-labelledby="support-title"
        className="mx-auto -mt-8 max-w-6xl px-4 sm:px-6 lg:px-8"
      >
        <h2 id="support-title" className="sr-only">
          {t('support.title')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <SupportCard
            href={mailtoLink(siteConfig.supportEmail)}
            icon={<Mail aria-hidden="true" className="h-8 w-8 text-brand-600" />}
            title={t('support.email.title')}
            text={t('support.email.text')}
          >
            <span className="mt-3 font-semibold break-all text-brand-700">
              {siteConfig.supportEmail}
            </span>
          </SupportCard>
          <SupportCard
            href={whatsappLink(siteConfig.whatsappNumber)}
            external
            icon={<MessageCircle aria-hidden="true" className="h-8 w-8 text-emerald-600" />}
            title={t('support.whatsapp.title')}
            text={t('support.whatsapp.text')}
          >
            <span className="mt-3 font-semibold text-emerald-700">
              {t('support.whatsapp.action')} →
            </span>
          </SupportCard>
          <SupportCard
            icon={<Clock aria-hidden="true" className="h-8 w-8 text-amber-600" />}
            title={t('support.response.title')}
            text={t('support.response.text', {
              weekdays: siteConfig.hoursWeekdays,
              saturday: siteConfig.hoursSaturday,
            })}
          />
        </div>
      </section>

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

      <section
        aria-labelledby="still-need-help"
        className="mx-auto mt-12 max-w-4xl px-4 sm:px-6 lg:px-8"
      >
        <div className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-center text-white sm:p-10">
          <h2 id="still-need-help" className="text-2xl font-bold">
            {t('stillNeedHelp.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-100">{t('stillNeedHelp.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/contact"
              className="rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('stillNeedHelp.contact')}
            </Link>
            <a
              href={mailtoLink(siteConfig.supportEmail)}
              className="rounded-xl border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t('stillNeedHelp.email')}
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}

const supportCardClass =
  'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md';

/** One way to reach support: a link card (e-mail, WhatsApp in a new tab) or a plain card (hours). */
function SupportCard({
  href,
  external = false,
  icon,
  title,
  text,
  children,
}: {
  href?: string;
  external?: boolean;
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const content = (
    <>
      {icon}
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-slate-600">{text}</p>
      {children}
    </>
  );
  if (!href) return <div className={supportCardClass}>{content}</div>;
  return (
    <a
      href={href}
      className={supportCardClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );
}
