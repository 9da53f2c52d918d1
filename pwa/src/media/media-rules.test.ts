import { describe, expect, it } from 'vitest';
import {
  BANDWIDTH_STORAGE_KEY,
  DEFAULT_BANDWIDTH_ESTIMATE,
  readBandwidthEstimate,
  saveBandwidthEstimate,
} from './bandwidth-memory.ts';
import { isBlockedShortcut } from './download-deterrents.ts';
import {
  httpStatusOf,
  isExpiredLink,
  mediaErrorKind,
  otherErrorKind,
  shakaErrorKind,
  SHAKA_CODE,
} from './playback-errors.ts';
import {
  isFinalChunk,
  uploadFingerprintScope,
  uploadIdOf,
  uploadMetadata,
} from './upload-protocol.ts';

describe('playback errors (spec 001 §8 Admin player)', () => {
  it.each([
    [1, 'aborted'],
    [2, 'network'],
    [3, 'decode'],
    [4, 'unsupported'],
    [99, 'unknown'],
    [null, 'unknown'],
  ])('read <video> MediaError code %s as %s', (code, kind) => {
    expect(mediaErrorKind(code)).toBe(kind);
  });

  it('read Shaka errors', () => {
    const error = (category: number, code: number, data: unknown[] = []) => ({
      category,
      code,
      data,
    });
    expect(shakaErrorKind(error(1, SHAKA_CODE.BAD_HTTP_STATUS, ['u', 500]))).toBe('network');
    expect(shakaErrorKind(error(1, 1003))).toBe('network');
    expect(shakaErrorKind(error(3, SHAKA_CODE.VIDEO_ERROR, [3]))).toBe('decode');
    expect(shakaErrorKind(error(3, SHAKA_CODE.VIDEO_ERROR, [4]))).toBe('unsupported');
    expect(shakaErrorKind(error(3, SHAKA_CODE.MEDIA_SOURCE_OPERATION_FAILED))).toBe('decode');
    expect(shakaErrorKind(error(4, SHAKA_CODE.CONTENT_UNSUPPORTED_BY_BROWSER))).toBe('unsupported');
    expect(shakaErrorKind(error(7, SHAKA_CODE.LOAD_INTERRUPTED))).toBe('aborted');
    expect(shakaErrorKind(error(4, 4017))).toBe('unknown');
  });

  it('read a segment that fails decryption (a bare OperationError) as undecodable', () => {
    expect(otherErrorKind(new DOMException('decrypt failed', 'OperationError'))).toBe('decode');
    expect(otherErrorKind(new TypeError('x'))).toBe('unknown');
    expect(otherErrorKind('weird')).toBe('unknown');
  });

  it('treat a 403 on any media request as expired links, nothing else', () => {
    const bad = (status: number) => ({
      category: 1,
      code: SHAKA_CODE.BAD_HTTP_STATUS,
      data: ['u', status],
    });
    expect(isExpiredLink(bad(403))).toBe(true);
    expect(isExpiredLink(bad(401))).toBe(false);
    expect(isExpiredLink({ category: 1, code: 1002, data: ['u', 403] })).toBe(false);
    expect(httpStatusOf(bad(404))).toBe(404);
    expect(httpStatusOf({ category: 3, code: 3016 })).toBeNull();
  });
});

describe('bandwidth memory', () => {
  const store = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      map,
    };
  };

  it('starts at 300 kbit/s and then from the last estimate kept', () => {
    const storage = store();
    expect(readBandwidthEstimate(storage)).toBe(DEFAULT_BANDWIDTH_ESTIMATE);
    expect(DEFAULT_BANDWIDTH_ESTIMATE).toBe(300_000);
    expect(saveBandwidthEstimate(812_345.6, storage)).toBe(true);
    expect(storage.map.get(BANDWIDTH_STORAGE_KEY)).toBe('812346');
    expect(readBandwidthEstimate(storage)).toBe(812_346);
  });

  it('keeps nothing unusable', () => {
    const storage = store();
    expect(saveBandwidthEstimate(Number.NaN, storage)).toBe(false);
    expect(saveBandwidthEstimate(10, storage)).toBe(false);
    expect(saveBandwidthEstimate(1e9, storage)).toBe(false);
    storage.setItem(BANDWIDTH_STORAGE_KEY, 'garbage');
    expect(readBandwidthEstimate(storage)).toBe(DEFAULT_BANDWIDTH_ESTIMATE);
  });
});

describe('download deterrents (spec 001 §6)', () => {
  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it('swallow save, source, print and developer-tools shortcuts', () => {
    expect(isBlockedShortcut(key('s', { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('S', { metaKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('u', { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('p', { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('F12'))).toBe(true);
    expect(isBlockedShortcut(key('I', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key('j', { metaKey: true, altKey: true }))).toBe(true);
  });

  it('leave ordinary keys and copy/paste alone', () => {
    expect(isBlockedShortcut(key('s'))).toBe(false);
    expect(isBlockedShortcut(key('c', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key('v', { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key(' '))).toBe(false);
  });
});

describe('tus upload protocol', () => {
  it('sends string metadata without blanks', () => {
    expect(
      uploadMetadata(
        { courseId: 'c1', title: ' Intro ', description: '', order: 2, isFreePreview: false },
        'intro.mp4',
      ),
    ).toEqual({
      courseId: 'c1',
      title: 'Intro',
      order: '2',
      isFreePreview: 'false',
      filename: 'intro.mp4',
    });
    expect(uploadMetadata({ videoId: 'v1' }, 'x.mov')).toEqual({
      videoId: 'v1',
      filename: 'x.mov',
    });
  });

  it('resumes only an upload with the same fields', () => {
    const fields = { courseId: 'c1', title: 'Intro', order: 1, isFreePreview: false };
    expect(uploadFingerprintScope(fields)).toBe(uploadFingerprintScope({ ...fields }));
    expect(uploadFingerprintScope({ ...fields, title: 'Intro 2' })).not.toBe(
      uploadFingerprintScope(fields),
    );
    expect(uploadFingerprintScope({ ...fields, courseId: 'c2' })).not.toBe(
      uploadFingerprintScope(fields),
    );
  });

  it('knows the chunk that carries the last bytes', () => {
    const req = (offset: string) => ({ getHeader: () => offset });
    expect(isFinalChunk(req('0'), 5, 12)).toBe(false);
    expect(isFinalChunk(req('5'), 5, 12)).toBe(false);
    expect(isFinalChunk(req('10'), 5, 12)).toBe(true);
    expect(isFinalChunk(req('0'), 5, 5)).toBe(true);
    expect(isFinalChunk({ getHeader: () => undefined }, 5, 12)).toBe(false);
  });

  it('reads the upload id from its address', () => {
    expect(uploadIdOf('http://host/api/uploads/abc123')).toBe('abc123');
    expect(uploadIdOf('/api/uploads/x-y_z')).toBe('x-y_z');
  });
});
