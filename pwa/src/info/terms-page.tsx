import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig } from '../config/site-config.ts';
import { formatDate } from '../i18n/format-date.ts';
import { telLink } from '../shell/site-links.ts';
import { ContactList, LegalDocument, type LegalSection } from './legal-document.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { useToday } from './use-today.ts';

/** Spec 000 §2 Terms: ten sections, in this order, each reachable from the contents list. */
const SECTION_IDS = [
  'acceptance',
  'services',
  'accounts',
  'payment',
  'intellectual-property',
  'privacy',
  'prohibited-uses',
  'disclaimers',
  'changes',
  'contact',
] as const;

export default function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  const today = useToday();
  usePageTitle(t('pageTitle'));
  const values = { appName: siteConfig.appName, email: siteConfig.supportEmail };

  const extras: Partial<Record<(typeof SECTION_IDS)[number], React.ReactNode>> = {
    privacy: (
      <p>
        <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
          {t('readPrivacy')}
        </Link>
      </p>
    ),
    contact: (
      <>
        <ContactList
          rows={[
            {
              label: t('emailLabel'),
              value: siteConfig.supportEmail,
              href: `mailto:${siteConfig.supportEmail}`,
            },
            {
              label: t('phoneLabel'),
              value: siteConfig.supportPhone,
              href: telLink(siteConfig.supportPhone),
            },
            {
              label: t('addressLabel'),
              value: `${siteConfig.addressLine1}, ${siteConfig.addressLine2}`,
            },
          ]}
        />
        <p>
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            {t('contactForm')}
          </Link>
        </p>
      </>
    ),
  };

  const sections: LegalSection[] = SECTION_IDS.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    paragraphs: t(`sections.${id}.paragraphs`, { ...values, returnObjects: true }) as string[],
    items: i18n.exists(`sections.${id}.items`, { ns: 'terms' })
      ? (t(`sections.${id}.items`, { ...values, returnObjects: true }) as string[])
      : undefined,
    extra: extras[id],
  }));

  return (
    <LegalDocument
      title={t('title')}
      intro={t('intro', values)}
      lastUpdated={t('lastUpdated', { date: formatDate(today, i18n.language, 'long') })}
      contentsLabel={t('contents')}
      sections={sections}
    />
  );
}
