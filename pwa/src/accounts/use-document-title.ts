import { useEffect } from 'react';
import { siteConfig } from '../config/site-config.ts';

/** Names the browser tab after the screen, so history and tab lists say where the learner was. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteConfig.appName}` : siteConfig.appName;
  }, [title]);
}
