/**
 * Whether a push endpoint points at an allowed push service (`Config.pushEndpointAllowlist`). Checked
 * when a subscription is stored and again right before every send, so a list narrowed after the fact
 * (or a row written some other way) never makes the server POST to an address outside it.
 */
export function isAllowedEndpoint(endpoint: string, allowlist: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Credentials in a push URL are never legitimate and would be sent along.
  if (url.username || url.password) return false;
  const origin = `${url.protocol}//${url.host}`.toLowerCase();
  return allowlist.some((entry) => {
    const allowed = entry.toLowerCase();
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(allowed);
    if (!wildcard) return origin === allowed;
    const [, scheme, domain] = wildcard;
    return origin.startsWith(scheme!) && origin.slice(scheme!.length).endsWith(`.${domain}`);
  });
}
