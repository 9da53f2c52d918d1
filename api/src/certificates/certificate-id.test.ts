import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ID_PATTERN, certificateIdProblem } from '@academy/shared';
import { newCertificateId } from './certificate-id.ts';

describe('certificate ids', () => {
  it('look like CERT-XXXXXX-XXXXXX and do not repeat', () => {
    const ids = Array.from({ length: 5000 }, newCertificateId);
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use every letter and digit, so no position is predictable', () => {
    const seen = new Set(
      Array.from({ length: 2000 }, newCertificateId)
        .join('')
        .replace(/CERT|-/g, ''),
    );
    expect(seen.size).toBe(36);
  });

  it('are checked with the spec’s messages, after trimming and upper-casing', () => {
    expect(certificateIdProblem('   ')).toBe('enter certificate id');
    expect(certificateIdProblem('ABC-123')).toBe('must start with CERT-');
    expect(certificateIdProblem('CERT-1234')).toBe('invalid format');
    expect(certificateIdProblem(' cert-ab12c-9zz9z ')).toBeNull();
  });
});
