import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVideo } from '@academy/shared';
import { initTestI18n } from '../../i18n/test-i18n.ts';
import { VideoStatusBadge } from './video-status-badge.tsx';

const badge = (
  video: Pick<AdminVideo, 'status' | 'progress' | 'errorReason'> &
    Partial<Pick<AdminVideo, 'qualities'>>,
) => {
  render(<VideoStatusBadge video={video} />);
  return screen.getAllByTestId('video-status').at(-1)!;
};

beforeAll(async () => {
  await initTestI18n('en');
});

describe('VideoStatusBadge (spec 001 §4)', () => {
  it('shows active in green', () => {
    const element = badge({ status: 'active', progress: 100, errorReason: null });
    expect(element.textContent).toBe('Active');
    expect(element.className).toContain('bg-green-100');
  });

  it('shows processing in yellow with the progress', () => {
    const element = badge({ status: 'processing', progress: 42.4, errorReason: null });
    expect(element.textContent).toBe('Processing 42%');
    expect(element.className).toContain('bg-yellow-100');
  });

  it('shows a lesson playable on its first qualities, with the progress of the rest (issue 28)', () => {
    const element = badge({
      status: 'active',
      qualities: 'playable',
      progress: 63.2,
      errorReason: null,
    });
    expect(element.textContent).toBe('Playable · more qualities 63%');
    expect(element.dataset.qualities).toBe('playable');
    expect(element.className).toContain('bg-emerald-50');
  });

  it('says when the bigger qualities failed while the first ones still play, with the reason', () => {
    const element = badge({
      status: 'active',
      qualities: 'playable',
      progress: 71,
      errorReason: 'Processing failed: ffmpeg exited with code 1',
    });
    expect(element.textContent).toBe('Playable · other qualities failed');
    expect(element.title).toBe('Processing failed: ffmpeg exited with code 1');
    expect(element.className).toContain('bg-amber-100');
  });

  it('says when every quality is ready', () => {
    const element = badge({ status: 'active', qualities: 'all', progress: 100, errorReason: null });
    expect(element.textContent).toBe('Active · all qualities');
    expect(element.className).toContain('bg-green-100');
  });

  it('says both moments in Tigrinya', async () => {
    await initTestI18n('ti');
    try {
      expect(
        badge({ status: 'active', qualities: 'playable', progress: 40, errorReason: null })
          .textContent,
      ).toBe('ክርአ ይኽእል · ካልኦት ጽሬታት 40%');
      expect(
        badge({ status: 'active', qualities: 'all', progress: 100, errorReason: null }).textContent,
      ).toBe('ንጡፍ · ኩሉ ጽሬታት');
    } finally {
      await initTestI18n('en');
    }
  });

  it('shows error in red with the reason on hover', () => {
    const element = badge({ status: 'error', progress: 0, errorReason: 'No video stream' });
    expect(element.textContent).toBe('Error');
    expect(element.className).toContain('bg-red-100');
    expect(element.title).toBe('No video stream');
  });

  it('shows any other value from the data in grey', () => {
    const element = badge({
      status: 'uploading' as AdminVideo['status'],
      progress: 0,
      errorReason: null,
    });
    expect(element.textContent).toBe('uploading');
    expect(element.className).toContain('bg-slate-200');
  });
});
