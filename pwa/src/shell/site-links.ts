import type { SiteConfig } from '@academy/shared';

/**
 * Links built from the configured site facts. Handles are accepted with or without a leading "@", and a
 * full URL is used as it is, so an operator can paste either into the environment.
 */
const isUrl = (value: string) => /^https?:\/\//i.test(value.trim());
const bareHandle = (handle: string) => handle.trim().replace(/^@/, '');

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoLink(email: string): string {
  return `mailto:${email.trim()}`;
}

/** wa.me wants the international number as digits only: no plus, spaces or dashes. */
export function whatsappLink(number: string): string {
  return isUrl(number) ? number.trim() : `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function telegramLink(handle: string): string {
  return isUrl(handle) ? handle.trim() : `https://t.me/${bareHandle(handle)}`;
}

export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export type SocialNetwork = 'youtube' | 'facebook' | 'instagram';

const SOCIAL_URL: Record<SocialNetwork, (handle: string) => string> = {
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
};

/** The footer's social links, in the order the spec lists them; a network without a handle is left out. */
export function socialLinks(site: SiteConfig): Array<{ network: SocialNetwork; href: string }> {
  const handles: Record<SocialNetwork, string> = {
    youtube: site.youtubeHandle,
    facebook: site.facebookHandle,
    instagram: site.instagramHandle,
  };
  return (Object.keys(SOCIAL_URL) as SocialNetwork[])
    .filter((network) => handles[network].trim() !== '')
    .map((network) => {
      const handle = handles[network];
      return {
        network,
        href: isUrl(handle) ? handle.trim() : SOCIAL_URL[network](bareHandle(handle)),
      };
    });
}

/** One line for the map search and the footer: street first, then city and country. */
export function fullAddress(site: SiteConfig): string {
  return [site.addressLine1, site.addressLine2].filter(Boolean).join(', ');
}
