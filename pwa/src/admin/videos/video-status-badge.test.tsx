import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVideo } from '@academy/shared';
import { initTestI18n } from '../../i18n/test-i18n.ts';
import { VideoStatusBadge } from './video-status-badge.tsx';

const badge = (video: Pick<AdminVideo, 'status' | 'progress' | 'errorReason'>) => {
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
