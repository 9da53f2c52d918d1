import { describe, expect, it } from 'vitest';
import { adminVideo } from '../admin-video-fixtures.ts';
import { isProcessing } from './video-queries.ts';

/** What the video lists keep polling for: the badge's next state is still to come. */
describe('isProcessing', () => {
  it('polls while a video is processed, and while it plays on its first rungs only (issue 28)', () => {
    expect(isProcessing(adminVideo('v1', 'New', { status: 'processing', qualities: 'none' }))).toBe(
      true,
    );
    expect(isProcessing(adminVideo('v1', 'Early', { qualities: 'playable', progress: 60 }))).toBe(
      true,
    );
    const reupload = { version: 2, status: 'processing' as const, progress: 10, errorReason: null };
    expect(isProcessing(adminVideo('v1', 'Replaced', { reupload }))).toBe(true);
  });

  it('stops once nothing more is coming: all qualities, an error, or bigger rungs that failed', () => {
    expect(isProcessing(adminVideo('v1', 'Done'))).toBe(false);
    expect(isProcessing(adminVideo('v1', 'Broken', { status: 'error', qualities: 'none' }))).toBe(
      false,
    );
    const failedRest = { qualities: 'playable' as const, errorReason: 'Processing failed: 720p' };
    expect(isProcessing(adminVideo('v1', 'Kept', failedRest))).toBe(false);
  });
});
