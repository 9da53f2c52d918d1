import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { initTestI18n } from '../../i18n/test-i18n.ts';
import {
  DURATION_PATTERN,
  formatBytes,
  isValidDuration,
  parseOrder,
  validateVideoForm,
  videoFileProblem,
  type VideoFormValues,
} from './video-upload-rules.ts';

const video = (size = 10, type = 'video/mp4') => {
  const f = new File(['x'], 'lesson.mp4', { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const valid: VideoFormValues = {
  title: 'Lighting',
  description: 'Three lights',
  order: '2',
  isFreePreview: false,
  duration: '',
  file: video(),
};

let t: TFunction;
beforeAll(async () => {
  t = (await initTestI18n('en')).getFixedT('en', 'admin-media');
});

describe('duration pattern (spec 001 §5)', () => {
  it('accepts MM:SS and HH:MM:SS with minutes and seconds 0-59, or nothing', () => {
    for (const text of ['5:30', '05:30', '0:00', '59:59', '1:25:45', '10:00:00', '', '  ']) {
      expect(isValidDuration(text), text).toBe(true);
    }
  });

  it('refuses out-of-range parts and other shapes', () => {
    for (const text of [
      '5:60',
      '60:00',
      '1:60:00',
      '1:00:60',
      '90',
      '5:3',
      'abc',
      '1:2:3:4',
      '-1:00',
    ]) {
      expect(isValidDuration(text), text).toBe(false);
    }
    expect(DURATION_PATTERN.test('1:25:45')).toBe(true);
  });
});

describe('video file (spec 001 §5)', () => {
  it('is required, a video type, and at most 500MB', () => {
    expect(videoFileProblem(null)).toBe('fileRequired');
    expect(videoFileProblem(video(10, 'application/pdf'))).toBe('fileInvalid');
    expect(videoFileProblem(video(500 * 1024 * 1024))).toBeNull();
    expect(videoFileProblem(video(500 * 1024 * 1024 + 1))).toBe('fileTooLarge');
  });
});

describe('order', () => {
  it('is a number and falls back to 0', () => {
    expect(parseOrder('3')).toBe(3);
    expect(parseOrder('2.7')).toBe(2);
    expect(parseOrder('')).toBe(0);
    expect(parseOrder('abc')).toBe(0);
  });
});

describe('validateVideoForm', () => {
  const messages = (values: VideoFormValues) =>
    validateVideoForm(values).map((problem) => t(`errors.${problem.key}`));

  it('accepts a valid form', () => {
    expect(validateVideoForm(valid)).toEqual([]);
  });

  it('lists the spec messages together', () => {
    expect(
      messages({ ...valid, title: ' ', description: '', file: null, order: '0', duration: '7:77' }),
    ).toEqual([
      'Video title is required',
      'Video description is required',
      'Video file is required',
      'Order must be at least 1',
      'Duration must be MM:SS or HH:MM:SS',
    ]);
    expect(messages({ ...valid, file: video(10, 'image/png') })).toEqual([
      'Please select a valid video file',
    ]);
    expect(messages({ ...valid, file: video(600 * 1024 * 1024) })).toEqual([
      'Video file size must be less than 500MB',
    ]);
    expect(t('errors.title')).toBe('Please fix the following errors:');
  });
});

describe('formatBytes', () => {
  it('reads as people expect', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024)).toBe('12 MB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
  });
});
