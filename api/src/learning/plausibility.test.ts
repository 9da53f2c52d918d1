import { describe, expect, it } from 'vitest';
import { plausibleWatched, type PreviousProgress, type WatchEvidence } from './plausibility.ts';

/** The credit rule alone (the API behaviour is in progress-plausibility.test.ts). */
const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const keyOnly = (secondsAgo: number): WatchEvidence => ({
  keyLastServedAt: ago(secondsAgo),
  licenceFrom: null,
  licenceUntil: null,
});
const previous = (watched: number, receivedSecondsAgo: number): PreviousProgress => ({
  watchedSeconds: watched,
  lastEventAt: ago(receivedSecondsAgo),
  receivedAt: ago(receivedSecondsAgo),
});

describe('plausibleWatched', () => {
  it('credits at most 2.2 s per second since the key fetch, by the server clock', () => {
    const res = plausibleWatched({
      reported: 100,
      previous: null,
      evidence: keyOnly(30),
      eventAt: NOW,
      now: NOW,
    });
    expect(res).toEqual({ credited: 66, clamped: true, clock: 'server' });
  });

  it('measures from the later of the key fetch and the previous update', () => {
    const res = plausibleWatched({
      reported: 100,
      previous: previous(40, 10),
      evidence: keyOnly(600),
      eventAt: NOW,
      now: NOW,
    });
    expect(res.credited).toBe(62);
  });

  it('counts a long gap as two minutes at most', () => {
    const res = plausibleWatched({
      reported: 1000,
      previous: previous(0, 7 * 86_400),
      evidence: keyOnly(7 * 86_400),
      eventAt: NOW,
      now: NOW,
    });
    expect(res.credited).toBe(264);
  });

  it('accepts a rewind or a resend without clamping', () => {
    const res = plausibleWatched({
      reported: 10,
      previous: previous(50, 0),
      evidence: keyOnly(0),
      eventAt: NOW,
      now: NOW,
    });
    expect(res).toEqual({ credited: 10, clamped: false, clock: 'server' });
  });

  it('credits nothing without a key or a licence', () => {
    const res = plausibleWatched({
      reported: 30,
      previous: previous(0, 60),
      evidence: null,
      eventAt: NOW,
      now: NOW,
    });
    expect(res).toEqual({ credited: 0, clamped: true, clock: 'none' });
  });

  it('uses the device clock inside a licence, but not for a device time far in the future', () => {
    const evidence: WatchEvidence = {
      keyLastServedAt: null,
      licenceFrom: ago(86_400),
      licenceUntil: new Date(NOW.getTime() + 29 * 86_400_000),
    };
    const before = { ...previous(30, 3600), receivedAt: ago(10) };
    const offline = plausibleWatched({
      reported: 60,
      previous: before,
      evidence,
      eventAt: new Date(before.lastEventAt.getTime() + 30_000),
      now: NOW,
    });
    expect(offline).toEqual({ credited: 60, clamped: false, clock: 'device' });
    const future = plausibleWatched({
      reported: 60,
      previous: before,
      evidence,
      eventAt: new Date(NOW.getTime() + 3600_000),
      now: NOW,
    });
    expect(future).toMatchObject({ credited: 30, clamped: true, clock: 'none' });
  });
});
