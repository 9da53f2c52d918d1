import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig } from '../config/site-config.ts';
import { telLink } from '../shell/index.ts';
import { ContactList } from './legal-document.tsx';
import { LegalPage } from './legal-page.tsx';

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
  const { t } = useTranslation('terms');
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

  return (
    <LegalPage
      ns="terms"
      sectionIds={SECTION_IDS}
      values={{ appName: siteConfig.appName, email: siteConfig.supportEmail }}
      extras={extras}
    />
  );
}
