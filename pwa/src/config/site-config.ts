import { DEFAULT_SITE_CONFIG, siteConfigSchema, type SiteConfig } from '@academy/shared';

/**
 * The academy's public facts. The server injects them into the page as inert JSON
 * (`<script type="application/json" id="site-config">`); the Vite dev server has none, so defaults apply.
 */
function readSiteConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return DEFAULT_SITE_CONFIG;
  const parsed = siteConfigSchema.safeParse(JSON.parse(element.textContent));
  return parsed.success ? parsed.data : DEFAULT_SITE_CONFIG;
}

export const siteConfig: SiteConfig = readSiteConfig();
