import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes Zod interpret its parsers (no eval probe under the CSP) without importing Zod first', async () => {
    await import('./zod-config.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
