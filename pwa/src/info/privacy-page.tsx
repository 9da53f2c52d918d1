import { useTranslation } from 'react-i18next';
import { siteConfig } from '../config/site-config.ts';
import { telLink } from '../shell/index.ts';
import { ContactList } from './legal-document.tsx';
import { LegalPage } from './legal-page.tsx';

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
  const { t } = useTranslation('privacy');
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
  return (
    <LegalPage
      ns="privacy"
      sectionIds={SECTION_IDS}
      values={{ appName: siteConfig.appName, email: siteConfig.privacyEmail }}
      extras={{ contact: <ContactList rows={contactRows} /> }}
    />
  );
}
