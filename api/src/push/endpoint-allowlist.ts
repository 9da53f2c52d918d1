/**
 * Whether a push endpoint points at an allowed push service (`Config.pushEndpointAllowlist`). Checked
 * when a subscription is stored and again right before every send, so a list narrowed after the fact
 * (or a row written some other way) never makes the server POST to an address outside it.
 */
export function isAllowedEndpoint(endpoint: string, allowlist: readonly string[]): boolean {
  // A push service's address is written plainly: the URL parser would decode `%2e` into a dot and so
  // turn `a%2epush.apple.com` into a host the wildcard accepts (probe finding 24.7).
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(endpoint)?.[1] ?? '';
  if (authority.includes('%')) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in a push URL are never legitimate and would be sent along.
  if (url.username || url.password) return false;
  // Every label of the host has a name: `.push.apple.com`, `a..push.apple.com` and a trailing dot are
  // not hosts any push service answers on.
  if (url.hostname.split('.').some((label) => label === '')) return false;
  const origin = `${url.protocol}//${url.host}`.toLowerCase();
  return allowlist.some((entry) => {
    const allowed = entry.toLowerCase();
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return origin === allowed;
    const [, scheme, domain] = wildcard;
    return origin.startsWith(scheme!) && origin.slice(scheme!.length).endsWith(`.${domain}`);
  });
}
