import { Clock, LifeBuoy, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailtoLink, whatsappLink } from '../shell/index.ts';
import { siteConfig } from '../config/site-config.ts';
import { HelpFaqSection } from './help-faq-section.tsx';
import { PageBanner } from '../ui/section-banner.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/** /help-center (spec 000 §2 Help center): ways to reach support, the questions by category, more help. */
export default function HelpCenterPage() {
  const { t } = useTranslation('help');
  usePageTitle(t('pageTitle'));
  return (
    <div className="bg-slate-50 pb-16">
      <PageBanner title={t('title')} subtitle={t('subtitle')} icon={LifeBuoy} centred />

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

      <HelpFaqSection />

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
