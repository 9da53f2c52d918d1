import { useTranslation } from 'react-i18next';
import { siteConfig } from '../config/site-config.ts';
import { formatDate } from '../i18n/format-date.ts';
import { telLink } from '../shell/site-links.ts';
import { ContactList, LegalDocument, type LegalSection } from './legal-document.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { useToday } from './use-today.ts';

/** Spec 000 §2 Privacy, in this order. */
const SECTION_IDS = [
  'introduction',
  'information-collected',
  'use',
  'sharing',
  'security',
  'rights',
  'cookies',
  'international-transfers',
  'children',
  'changes',
  'contact',
] as const;

export default function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  // The spec asks for the current date as last-updated, refreshed every 24 h while the page is open.
  const today = useToday();
  usePageTitle(t('pageTitle'));
  const values = { appName: siteConfig.appName, email: siteConfig.privacyEmail };
  const has = (key: string) => i18n.exists(key, { ns: 'privacy' });

  const contactRows = [
    {
      label: t('privacyEmailLabel'),
      value: siteConfig.privacyEmail,
      href: `mailto:${siteConfig.privacyEmail}`,
    },
    {
      label: t('dpoEmailLabel'),
      value: siteConfig.dpoEmail,
      href: `mailto:${siteConfig.dpoEmail}`,
    },
    {
      label: t('phoneLabel'),
      value: siteConfig.supportPhone,
      href: telLink(siteConfig.supportPhone),
    },
    { label: t('addressLabel'), value: `${siteConfig.addressLine1}, ${siteConfig.addressLine2}` },
  ];

  const sections: LegalSection[] = SECTION_IDS.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    paragraphs: t(`sections.${id}.paragraphs`, { ...values, returnObjects: true }) as string[],
    items: has(`sections.${id}.items`)
      ? (t(`sections.${id}.items`, { ...values, returnObjects: true }) as string[])
      : undefined,
    afterItems: has(`sections.${id}.afterItems`)
      ? t(`sections.${id}.afterItems`, values)
      : undefined,
    extra: id === 'contact' ? <ContactList rows={contactRows} /> : undefined,
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
