import type { SiteConfig } from '@academy/shared/site-config';
import { DEFAULT_SITE_CONFIG } from '@academy/shared/site-config-defaults';

/**
 * The academy's public facts. The server validates them at start and injects them into the page as inert
 * JSON (`<script type="application/json" id="site-config">`); the Vite dev server has none, so defaults
 * apply. No schema check here: that would pull the validation library into every page's first load.
 */
function readSiteConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return DEFAULT_SITE_CONFIG;
  try {
    return { ...DEFAULT_SITE_CONFIG, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const siteConfig: SiteConfig = readSiteConfig();
