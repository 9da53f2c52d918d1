import { BadgeCheck, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteConfig } from '../config/site-config.ts';
import { AppLogo } from '../ui/app-logo.tsx';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './brand-icons.tsx';
import { useCookieConsent } from '../telemetry/index.ts';
import { NAV_LINKS } from './nav-links.ts';
import {
  fullAddress,
  mailtoLink,
  mapsLink,
  socialLinks,
  telLink,
  type SocialNetwork,
} from './site-links.ts';
import { ButtonLink } from '../ui/button-link.tsx';

const SOCIAL_ICON: Record<SocialNetwork, typeof YoutubeIcon> = {
  youtube: YoutubeIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

const SUPPORT_LINKS = [
  { to: '/help-center', key: 'footer.helpCenter' },
  { to: '/terms-of-service', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
] as const;

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline';

/**
 * The footer always starts below the first screen (<main> is a screen tall): the browser skips its
 * style, layout and paint until it comes near the screen (content-visibility), instead of redoing them
 * with each web font that swaps in while the page loads (Lighthouse mobile, issue 26). Until then it
 * keeps the height it has at each width (measured: 1,130–1,160 px at 360 px, 680 at 768, 460–510 from
 * 1,024), so the scroll bar hardly moves; nothing is below it.
 */
const OFFSCREEN =
  '[content-visibility:auto] [contain-intrinsic-size:auto_1140px] sm:[contain-intrinsic-size:auto_680px] lg:[contain-intrinsic-size:auto_480px]';

/** The site footer (spec 000 §2). Every address, number and handle comes from the site configuration. */
export function Footer() {
  const { t } = useTranslation('common');
  const { openSettings } = useCookieConsent();
  const address = fullAddress(siteConfig);
  const appName = siteConfig.appName;

  return (
    <footer
      className={`bg-slate-900 text-[0.9375rem] text-slate-300 ${OFFSCREEN}`}
      // Takes the room the page keeps under its end for the banner and cards that float there.
      data-room
      data-testid="footer"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:gap-12">
        <div className="space-y-4">
          <AppLogo tone="light" />
          <p className="leading-relaxed">{t('footer.blurb')}</p>
          <div>
            <h2 className="sr-only">{t('footer.followUs')}</h2>
            <ul className="flex gap-2">
              {socialLinks(siteConfig).map(({ network, href }) => {
                const Icon = SOCIAL_ICON[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`footer.${network}`, { appName })}
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                    >
                      <Icon className="h-5 w-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <FooterLinks id="footer-quick-links" title={t('footer.quickLinks')} links={NAV_LINKS} />
        <FooterLinks id="footer-support" title={t('footer.support')} links={SUPPORT_LINKS}>
          <li>
            <button type="button" onClick={openSettings} className={`${linkClass} text-left`}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </FooterLinks>

        <div>
          <h2 className="mb-3 font-semibold text-white">{t('footer.contactUs')}</h2>
          <ul className="space-y-3">
            <li>
              <a
                href={mailtoLink(siteConfig.supportEmail)}
                className={`${linkClass} inline-flex gap-2 break-all`}
              >
                <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span className="sr-only">{t('footer.email')}: </span>
                {siteConfig.supportEmail}
              </a>
            </li>
            <li>
              <a
                href={telLink(siteConfig.supportPhone)}
                className={`${linkClass} inline-flex gap-2`}
              >
                <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span className="sr-only">{t('footer.phone')}: </span>
                <span dir="ltr">{siteConfig.supportPhone}</span>
              </a>
            </li>
            <li>
              <a
                href={mapsLink(address)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex gap-2`}
              >
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span className="sr-only">{t('footer.address')}: </span>
                <span>
                  {siteConfig.addressLine1}
                  <br />
                  {siteConfig.addressLine2}
                  <span className="sr-only"> {t('footer.newTab')}</span>
                </span>
              </a>
            </li>
          </ul>
          <div className="mt-6 rounded-xl bg-slate-800 p-4">
            <p className="text-slate-300">{t('footer.verifyText', { appName })}</p>
            <ButtonLink to="/verify" icon={BadgeCheck} className="mt-3">
              {t('footer.verifyButton')}
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 pt-5 pb-24 text-xs text-slate-400 sm:px-6 sm:pb-5">
          {t('footer.rights', { year: new Date().getFullYear(), appName })}
        </p>
      </div>
    </footer>
  );
}

/** A titled column of links in the footer; `children` adds items after the links. */
function FooterLinks({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly { to: string; key: string }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-white">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t(link.key)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
