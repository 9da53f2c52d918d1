import { MessageCircle, Phone, Send, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMERS } from '@academy/shared';
import { siteConfig } from '../config/site-config.ts';
import { telegramLink, telLink, whatsappLink } from './site-links.ts';
import { PopoverMenu } from '../ui/popover-menu.tsx';

const OPTIONS = [
  { id: 'call', icon: Phone, href: () => telLink(siteConfig.supportPhone), tone: 'bg-brand-600' },
  {
    id: 'whatsapp',
    icon: MessageCircle,
    href: () => whatsappLink(siteConfig.whatsappNumber),
    tone: 'bg-[#0f7a3f]',
  },
  {
    id: 'telegram',
    icon: Send,
    href: () => telegramLink(siteConfig.telegramHandle),
    tone: 'bg-[#1a6fa3]',
  },
] as const;

/**
 * The floating contact button (spec 000 §2): shows 1000 ms after the page loads; its three options
 * (call, WhatsApp, Telegram) open in a new tab and fan out 100 ms apart.
 */
export function FloatingContactButton() {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), TIMERS.floatingContactDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!shown) return null;
  // The button comes first for the keyboard (Tab goes from it to the options); it is drawn below them.
  return (
    <div
      className="pointer-events-none fixed right-4 bottom-[calc(1rem+var(--cookie-banner-offset,0px))] z-30 transition-[bottom] sm:bottom-4"
      data-testid="floating-contact"
    >
      <PopoverMenu
        className="flex flex-col-reverse items-end gap-3"
        label={t('contactButton.open')}
        openLabel={t('contactButton.close')}
        icon={MessageCircle}
        openIcon={X}
        buttonClassName="pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-xl transition hover:bg-brand-700 starting:scale-50 starting:opacity-0"
      >
        {({ open, panelId }) => (
          <ul id={panelId} className="flex flex-col items-end gap-2" aria-hidden={!open}>
            {OPTIONS.map((option, index) => (
              <ContactOption key={option.id} option={option} index={index} open={open} />
            ))}
          </ul>
        )}
      </PopoverMenu>
    </div>
  );
}

/** One way to reach us; the option nearest the button comes first, the others follow 100 ms apart. */
function ContactOption({
  option,
  index,
  open,
}: {
  option: (typeof OPTIONS)[number];
  index: number;
  open: boolean;
}) {
  const { t } = useTranslation('common');
  const Icon = option.icon;
  const delay = open ? (OPTIONS.length - 1 - index) * TIMERS.floatingContactStaggerMs : 0;
  return (
    <li
      style={{ transitionDelay: `${delay}ms` }}
      className={`transition-[opacity,transform,visibility] duration-200 ${
        open ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0'
      }`}
    >
      <a
        href={option.href()}
        target="_blank"
        rel="noopener noreferrer"
        tabIndex={open ? 0 : -1}
        data-contact={option.id}
        className={`pointer-events-auto flex min-h-11 items-center gap-2 rounded-full py-2 pr-4 pl-3 text-sm font-semibold text-white shadow-lg hover:brightness-110 ${option.tone}`}
      >
        <Icon className="h-5 w-5 shrink-0" aria-hidden />
        {t(`contactButton.${option.id}`)}
        <span className="sr-only"> {t('footer.newTab')}</span>
      </a>
    </li>
  );
}
