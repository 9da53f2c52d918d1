import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareCertificate } from './share.ts';

/** Spec 000 §4 Share: native share, cancel, then the clipboard and its fallbacks. */
const input = {
  title: 'Certificate',
  text: 'I finished',
  url: 'https://academy.example/verify/CERT-AAAAAA-BBBBBB',
};
const named = (name: string) => Object.assign(new Error(name), { name });

function stub(options: {
  share?: () => Promise<void>;
  writeText?: () => Promise<void>;
  execCommand?: boolean;
}) {
  vi.stubGlobal('navigator', {
    share: options.share,
    clipboard: options.writeText ? { writeText: options.writeText } : undefined,
  });
  document.execCommand = vi.fn(() => options.execCommand ?? false);
}

afterEach(() => vi.unstubAllGlobals());

describe('sharing a certificate', () => {
  it('uses the share sheet when there is one', async () => {
    stub({ share: async () => undefined });
    expect(await shareCertificate(input)).toBe('shared');
  });

  it('says "cancelled" when the person closes the sheet', async () => {
    stub({ share: async () => Promise.reject(named('AbortError')) });
    expect(await shareCertificate(input)).toBe('cancelled');
  });

  it('copies the link when sharing fails or there is no sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    stub({ share: async () => Promise.reject(named('DataError')), writeText });
    expect(await shareCertificate(input)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(input.url);
  });

  it('falls back to the older copy, then names what went wrong', async () => {
    stub({ writeText: async () => Promise.reject(named('NotAllowedError')), execCommand: true });
    expect(await shareCertificate(input)).toBe('copied');
    stub({ writeText: async () => Promise.reject(named('NotAllowedError')) });
    expect(await shareCertificate(input)).toBe('permission_denied');
    stub({ writeText: async () => Promise.reject(named('SecurityError')) });
    expect(await shareCertificate(input)).toBe('security_error');
    stub({});
    expect(await shareCertificate(input)).toBe('copy_failed');
  });
});
