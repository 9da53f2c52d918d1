import { Clock, Headphones, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig } from '../config/site-config.ts';
import { FaqAccordion, faqItems } from '../info/faq-accordion.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { ContactForm } from './contact-form.tsx';
import { mailtoLink, mapsLink, telLink } from '../shell/site-links.ts';

const FAQ_IDS = ['get-started', 'final-purchases', 'mobile'] as const;

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 space-y-2 text-sm text-slate-600">{children}</div>
      </div>
    </div>
  );
}

/** A label over its value, so a long e-mail address keeps a line of its own on a phone. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="break-words">
      <span className="block text-xs text-slate-500">{label}</span>
      {children}
    </p>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('pageTitle'));
  const link = 'font-medium text-brand-700 hover:underline';
  // Configured hours are written in English; "Closed" is the one word we can translate safely.
  const hours = (value: string) =>
    value.trim().toLowerCase() === 'closed' ? t('cards.hours.closed') : value;
  const mapHref = mapsLink(`${siteConfig.addressLine1}, ${siteConfig.addressLine2}`);

  return (
    <div className="bg-slate-50 pb-16">
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('subtitle')}</p>
        </div>
      </header>

      <div className="mx-auto mt-10 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3">
          <ContactForm />
        </section>

        <section aria-labelledby="contact-cards-title" className="space-y-4 lg:col-span-2">
          <h2 id="contact-cards-title" className="sr-only">
            {t('cards.title')}
          </h2>
          <ContactCard
            icon={<Mail aria-hidden="true" className="h-5 w-5" />}
            title={t('cards.email.title')}
          >
            <Line label={t('cards.email.support')}>
              <a href={mailtoLink(siteConfig.supportEmail)} className={link}>
                {siteConfig.supportEmail}
              </a>
            </Line>
            <Line label={t('cards.email.info')}>
              <a href={mailtoLink(siteConfig.infoEmail)} className={link}>
                {siteConfig.infoEmail}
              </a>
            </Line>
          </ContactCard>
          <ContactCard
            icon={<Phone aria-hidden="true" className="h-5 w-5" />}
            title={t('cards.phone.title')}
          >
            <Line label={t('cards.phone.support')}>
              <a href={telLink(siteConfig.supportPhone)} className={link} dir="ltr">
                {siteConfig.supportPhone}
              </a>
            </Line>
            <Line label={t('cards.phone.business')}>
              <a href={telLink(siteConfig.businessPhone)} className={link} dir="ltr">
                {siteConfig.businessPhone}
              </a>
            </Line>
          </ContactCard>
          <ContactCard
            icon={<MapPin aria-hidden="true" className="h-5 w-5" />}
            title={t('cards.office.title')}
          >
            <address className="not-italic">
              <span className="block text-slate-800">{siteConfig.addressLine1}</span>
              <span className="block">{siteConfig.addressLine2}</span>
            </address>
            <a href={mapHref} target="_blank" rel="noopener noreferrer" className={link}>
              {t('cards.office.map')}
            </a>
          </ContactCard>
          <ContactCard
            icon={<Clock aria-hidden="true" className="h-5 w-5" />}
            title={t('cards.hours.title')}
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-500">{t('cards.hours.weekdays')}</dt>
              <dd>{hours(siteConfig.hoursWeekdays)}</dd>
              <dt className="text-slate-500">{t('cards.hours.saturday')}</dt>
              <dd>{hours(siteConfig.hoursSaturday)}</dd>
              <dt className="text-slate-500">{t('cards.hours.sunday')}</dt>
              <dd>{hours(siteConfig.hoursSunday)}</dd>
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
            <Link to="/help-center" className={link}>
              {t('faq.more')} →
            </Link>
          </p>
        </section>
        <aside className="space-y-4 self-start rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white lg:col-span-2">
          {(
            [
              ['support', <Headphones key="i" aria-hidden="true" className="h-6 w-6" />],
              ['secure', <ShieldCheck key="i" aria-hidden="true" className="h-6 w-6" />],
            ] as const
          ).map(([id, icon]) => (
            <div key={id} className="flex gap-4">
              <div className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/15">
                {icon}
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
