import { useEffect } from 'react';
import { siteConfig } from '../config/site-config.ts';

/**
 * Sets the browser tab's title for a page: "<page> | <academy>", or the academy's name alone when the
 * page has no title of its own (home). Re-runs when the language changes the translated title.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteConfig.appName}` : siteConfig.appName;
  }, [title]);
}
