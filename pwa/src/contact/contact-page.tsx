import { Clock, Headphones, Mail, MapPin, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig } from '../config/site-config.ts';
import { FaqAccordion, faqItems } from '../info/index.ts';
import { PageBanner } from '../ui/section-banner.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { ContactForm } from './contact-form.tsx';
import { mailtoLink, mapsLink, telLink } from '../shell/index.ts';

const FAQ_IDS = ['get-started', 'final-purchases', 'mobile'] as const;
const EMAILS = [
  ['support', siteConfig.supportEmail],
  ['info', siteConfig.infoEmail],
] as const;
const PHONES = [
  ['support', siteConfig.supportPhone],
  ['business', siteConfig.businessPhone],
] as const;
const HOURS = [
  ['weekdays', siteConfig.hoursWeekdays],
  ['saturday', siteConfig.hoursSaturday],
  ['sunday', siteConfig.hoursSunday],
] as const;
const HIGHLIGHTS = [
  ['support', Headphones],
  ['secure', ShieldCheck],
] as const;

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 space-y-2 text-sm text-slate-600">{children}</div>
      </div>
    </div>
  );
}

const LINK = 'font-medium text-brand-700 hover:underline';

/**
 * The card's e-mail addresses or phone numbers, each label over its link so a long address keeps a
 * line of its own on a phone; numbers read left to right in both languages.
 */
function ContactLinks({
  kind,
  entries,
}: {
  kind: 'email' | 'phone';
  entries: ReadonlyArray<readonly [string, string]>;
}) {
  const { t } = useTranslation('contact');
  return entries.map(([id, value]) => (
    <p key={id} className="break-words">
      <span className="block text-xs text-slate-500">{t(`cards.${kind}.${id}`)}</span>
      <a
        href={kind === 'email' ? mailtoLink(value) : telLink(value)}
        className={LINK}
        dir={kind === 'phone' ? 'ltr' : undefined}
      >
        {value}
      </a>
    </p>
  ));
}

export default function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('pageTitle'));
  // Configured hours are written in English; "Closed" is the one word we can translate safely.
  const hours = (value: string) =>
    value.trim().toLowerCase() === 'closed' ? t('cards.hours.closed') : value;
  const mapHref = mapsLink(`${siteConfig.addressLine1}, ${siteConfig.addressLine2}`);

  return (
    <div className="bg-slate-50 pb-16">
      <PageBanner title={t('title')} subtitle={t('subtitle')} centred />

      <div className="mx-auto mt-10 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3">
          <ContactForm />
        </section>

        <section aria-labelledby="contact-cards-title" className="space-y-4 lg:col-span-2">
          <h2 id="contact-cards-title" className="sr-only">
            {t('cards.title')}
          </h2>
          <ContactCard icon={Mail} title={t('cards.email.title')}>
            <ContactLinks kind="email" entries={EMAILS} />
          </ContactCard>
          <ContactCard icon={Phone} title={t('cards.phone.title')}>
            <ContactLinks kind="phone" entries={PHONES} />
          </ContactCard>
          <ContactCard icon={MapPin} title={t('cards.office.title')}>
            <address className="not-italic">
              <span className="block text-slate-800">{siteConfig.addressLine1}</span>
              <span className="block">{siteConfig.addressLine2}</span>
            </address>
            <a href={mapHref} target="_blank" rel="noopener noreferrer" className={LINK}>
              {t('cards.office.map')}
            </a>
          </ContactCard>
          <ContactCard icon={Clock} title={t('cards.hours.title')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {HOURS.map(([day, value]) => (
                <Fragment key={day}>
                  <dt className="text-slate-500">{t(`cards.hours.${day}`)}</dt>
                  <dd>{hours(value)}</dd>
                </Fragment>
              ))}
            </dl>
          </ContactCard>
        </section>
      </div>

      <div className="mx-auto mt-12 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section aria-labelledby="contact-faq-title" className="lg:col-span-3">
          <h2 id="contact-faq-title" className="mb-4 text-2xl font-bold text-slate-900">
            {t('faq.title')}
          </h2>
          <FaqAccordion items={faqItems(t, FAQ_IDS)} />
          <p className="mt-4">
            <Link to="/help-center" className={LINK}>
              {t('faq.more')} →
            </Link>
          </p>
        </section>
        <aside className="space-y-4 self-start rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white lg:col-span-2">
          {HIGHLIGHTS.map(([id, Icon]) => (
            <div key={id} className="flex gap-4">
              <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </div>
              <div>
                <h3 className="font-semibold">{t(`highlights.${id}.title`)}</h3>
                <p className="mt-1 text-sm text-brand-100">{t(`highlights.${id}.text`)}</p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </div>
  );
}
