import { describe, expect, it } from 'vitest';
import { failureKind } from './failure-kind.ts';

describe('failureKind', () => {
  it('blames the device for what its media engine could not decode or play', () => {
    expect(failureKind('decode', null, true)).toBe('device');
    expect(failureKind('unsupported', null, true)).toBe('device');
    expect(failureKind('unknown', null, true)).toBe('device');
    expect(failureKind('falseEnd', null, true)).toBe('device');
    expect(failureKind('retriesFailed', 'decode', true)).toBe('device');
  });

  it('blames the connection for network errors, time-outs and links that could not be renewed', () => {
    expect(failureKind('network', null, true)).toBe('network');
    expect(failureKind('timeout', null, true)).toBe('network');
    expect(failureKind('linkRefreshFailed', null, true)).toBe('network');
    expect(failureKind('retriesFailed', 'network', true)).toBe('network');
  });

  it('blames the connection for anything while the device is offline', () => {
    expect(failureKind('decode', null, false)).toBe('network');
    expect(failureKind('retriesFailed', 'unknown', false)).toBe('network');
  });

  it('says a lesson without a source is not available, online or not', () => {
    expect(failureKind('noSource', null, true)).toBe('unavailable');
    expect(failureKind('noSource', null, false)).toBe('unavailable');
  });
});
