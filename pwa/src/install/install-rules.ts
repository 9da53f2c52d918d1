/**
 * When the app invites a visitor to install it (issue 15): never on the first page view, never while it
 * runs installed, and not again for four weeks once dismissed (or at all once installed).
 */
export const INSTALL_STORAGE_KEYS = {
  dismissedAt: 'installInviteDismissedAt',
  installed: 'appInstalled',
  pageViews: 'installInvitePageViews',
} as const;

/** Page views in this visit before the invitation: the visitor has looked around, not just arrived. */
export const PAGE_VIEWS_BEFORE_INVITE = 3;
export const ASK_AGAIN_AFTER_MS = 28 * 24 * 60 * 60_000;

export type InstallPlatform = 'prompt' | 'ios' | null;

export interface InstallState {
  platform: InstallPlatform;
  standalone: boolean;
  installed: boolean;
  dismissedAt: number | null;
  pageViews: number;
  now: number;
}

export function shouldInvite(state: InstallState): boolean {
  if (!state.platform || state.standalone || state.installed) return false;
  if (state.dismissedAt !== null && state.now - state.dismissedAt < ASK_AGAIN_AFTER_MS)
    return false;
  return state.pageViews >= PAGE_VIEWS_BEFORE_INVITE;
}

/** iOS Safari has no install prompt: the invitation shows the Add to Home Screen steps instead. */
export function isIosSafari(userAgent: string): boolean {
  return (
    /iPhone|iPad|iPod/.test(userAgent) &&
    /Safari/.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS/.test(userAgent)
  );
}
