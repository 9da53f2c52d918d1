import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@academy/shared/site-config-defaults';
import {
  fullAddress,
  mapsLink,
  socialLinks,
  telegramLink,
  telLink,
  whatsappLink,
} from './site-links.ts';

describe('links built from the site facts', () => {
  it('gives WhatsApp the number as digits only', () => {
    expect(whatsappLink('+1 (202) 555-0143')).toBe('https://wa.me/12025550143');
  });

  it('keeps the plus sign in a phone link but drops spaces', () => {
    expect(telLink('+1 202 555 0143')).toBe('tel:+12025550143');
  });

  it('accepts a Telegram handle with or without @, or a full link', () => {
    expect(telegramLink('@selamacademy')).toBe('https://t.me/selamacademy');
    expect(telegramLink('selamacademy')).toBe('https://t.me/selamacademy');
    expect(telegramLink('https://t.me/other')).toBe('https://t.me/other');
  });

  it('searches Google Maps for the whole address', () => {
    const address = fullAddress(DEFAULT_SITE_CONFIG);
    expect(address).toBe('1200 Connecticut Ave NW, Suite 410, Washington, DC 20036, USA');
    expect(mapsLink(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=1200%20Connecticut%20Ave%20NW%2C%20Suite%20410%2C%20Washington%2C%20DC%2020036%2C%20USA',
    );
  });

  it('builds YouTube, Facebook and Instagram links from the handles and skips empty ones', () => {
    const site = { ...DEFAULT_SITE_CONFIG, youtubeHandle: '@tube', instagramHandle: ' ' };
    expect(socialLinks(site)).toEqual([
      { network: 'youtube', href: 'https://www.youtube.com/@tube' },
      { network: 'facebook', href: 'https://www.facebook.com/selamacademy' },
    ]);
  });
});
