import { useLayoutEffect } from 'react';
import { siteConfig } from '../config/site-config.ts';

/**
 * Names the browser tab after the screen, so history and tab lists say where the person was:
 * "<screen> | <academy>", "<screen> | Admin | <academy>" in the admin area (several admin tabs open
 * can be told apart), or the academy's name alone for a screen without its own title (home).
 * Re-runs when a language change translates the title. Set in the commit that draws the screen (a
 * layout effect, which reads nothing): a screen rendered in a transition would otherwise show its
 * heading a task before its tab says so.
 */
export function usePageTitle(title: string | null, area: 'public' | 'admin' = 'public'): void {
  useLayoutEffect(() => {
    document.title = [title || null, area === 'admin' ? 'Admin' : null, siteConfig.appName]
      .filter(Boolean)
      .join(' | ');
  }, [title, area]);
}
