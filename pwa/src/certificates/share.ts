/**
 * Sharing a certificate (spec 000 §4): the native share sheet when there is one; a person closing it
 * is "cancelled"; any other failure, or no share sheet, copies the link instead. Copying tries the
 * Clipboard API, then the older execCommand copy; what went wrong is named for the message.
 */
export type ShareOutcome =
  'shared' | 'cancelled' | 'copied' | 'permission_denied' | 'security_error' | 'copy_failed';

export interface ShareInput {
  title: string;
  text: string;
  url: string;
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyLink(url: string): Promise<ShareOutcome> {
  let failure: ShareOutcome = 'copy_failed';
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(url);
      return 'copied';
    } catch (err) {
      const name = (err as { name?: string }).name;
      if (name === 'NotAllowedError') failure = 'permission_denied';
      else if (name === 'SecurityError') failure = 'security_error';
    }
  }
  return legacyCopy(url) ? 'copied' : failure;
}

export async function shareCertificate(input: ShareInput): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(input);
      return 'shared';
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') return 'cancelled';
    }
  }
  return copyLink(input.url);
}
