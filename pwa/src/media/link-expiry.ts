/**
 * Signed links (spec 000 §4 Video link). A link counts as expired when it will expire within 5
 * minutes; the player checks every 2 minutes, the first time 30 s after it started, and fetches fresh
 * links before the old ones stop working. A link is usable unless it is empty, the literal
 * 'undefined', or the page's own address (a broken answer that would make the player load the page).
 */
export const LINK_EXPIRY_MARGIN_MS = 5 * 60_000;
export const LINK_CHECK_FIRST_MS = 30_000;
export const LINK_CHECK_EVERY_MS = 2 * 60_000;

export function isLinkExpiring(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) && end - now <= LINK_EXPIRY_MARGIN_MS;
}

export function isUsableLink(url: string | null | undefined, pageUrl: string): url is string {
  if (!url || url === 'undefined') return false;
  try {
    return new URL(url, pageUrl).href !== new URL(pageUrl).href;
  } catch {
    return false;
  }
}
