import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * On a page that opens on a lesson the regular Ethiopic face waits for the lesson to buffer, but no
 * more than 5 s when nothing buffers at all (issue 27 §3: a lesson that cannot play never buffers,
 * and Tigrinya stayed as empty boxes on a device without an Ethiopic font). happy-dom has no font loading:
 * `FontFace` and `document.fonts` are stand-ins that record what the page declares.
 */
const faces = new Set<RecordedFontFace>();
/** The faces the page has, as `source weight`. */
const declared = () => [...faces].map((face) => `${face.source} ${face.descriptors.weight}`);

class RecordedFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    // size-adjust: in Chromium and Firefox, not yet in TypeScript's DOM types.
    readonly descriptors: FontFaceDescriptors & { sizeAdjust?: string },
  ) {}
  load(): Promise<RecordedFontFace> {
    if (heldSource && this.source.includes(heldSource))
      return new Promise((resolve) => (releaseHeld = () => resolve(this)));
    return Promise.resolve(this);
  }
}
/** A font file whose load waits for `releaseHeld()` (a slow download). */
let heldSource: string | null = null;
let releaseHeld = () => {};

beforeEach(() => {
  faces.clear();
  heldSource = null;
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal('FontFace', RecordedFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: RecordedFontFace) => faces.add(face),
      delete: (face: RecordedFontFace) => faces.delete(face),
      load: () => Promise.resolve([]),
    },
  });
  window.history.pushState(null, '', '/course/c1/watch/v1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/');
});

/** The regular Ethiopic face's sources: the phone's own font first. */
const REGULAR = expect.stringMatching(/^local\('Noto Sans Ethiopic'\).*ethiopic-400-normal.* 400$/);

function lessonVideo(bufferedTo: number | null) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'buffered', {
    value: bufferedTo === null ? { length: 0 } : { length: 1, end: () => bufferedTo },
  });
  document.body.append(video);
  return video;
}

describe('declareWebFonts on a watch page', () => {
  it('declares the Ethiopic face after 5 s when the lesson has buffered nothing', async () => {
    lessonVideo(null);
    const { declareWebFonts, FONTS_WAIT_FOR_NOTHING_MS } = await import('./web-fonts.ts');
    declareWebFonts();
    vi.advanceTimersByTime(FONTS_WAIT_FOR_NOTHING_MS - 1);
    expect(declared()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('keeps waiting while a lesson that buffers is short of 10 s ahead, at most 60 s', async () => {
    lessonVideo(2);
    const { declareWebFonts, FONTS_WAIT_AT_MOST_MS } = await import('./web-fonts.ts');
    declareWebFonts();
    vi.advanceTimersByTime(FONTS_WAIT_AT_MOST_MS - 1);
    expect(declared()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('declares it at once when the lesson fails with a media error', async () => {
    const video = lessonVideo(null);
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('error'));
    expect(declared()).toContainEqual(REGULAR);
  });
});

describe('declareWebFonts on other pages', () => {
  it('draws bold from stand-ins as wide as the bold until each bold face has loaded', async () => {
    window.history.pushState(null, '', '/');
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    const standIns = [...faces].filter((face) => face.descriptors.weight !== '400');
    expect(standIns.map((face) => face.descriptors.weight).sort()).toEqual([
      '600',
      '600',
      '700',
      '700',
    ]);
    // Drawn from the regular files, scaled up to the bold's width.
    for (const face of standIns) {
      expect(face.source).toMatch(/-400-normal/);
      expect(Number.parseFloat(face.descriptors.sizeAdjust!)).toBeGreaterThan(100);
    }

    // After the load event and an idle moment the bold faces load, each taking its stand-in's place.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(declared()).toContainEqual(REGULAR);
    const bold = [...faces].filter((face) => face.descriptors.weight !== '400');
    expect(
      bold.map((face) => face.source.match(/(ethiopic|latin)-(600|700)-normal/)?.[0]).sort(),
    ).toEqual([
      'ethiopic-600-normal',
      'ethiopic-700-normal',
      'latin-600-normal',
      'latin-700-normal',
    ]);
    for (const face of bold) expect(face.descriptors.sizeAdjust).toBeUndefined();
  });

  it('swaps all the bold faces in at once, when the last has loaded', async () => {
    window.history.pushState(null, '', '/');
    heldSource = 'latin-700-normal';
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    const stillStandIns = () =>
      [...faces]
        .filter((face) => face.descriptors.weight !== '400')
        .every((face) => /-400-normal/.test(face.source));

    // Three bold files are in, the fourth still downloading: the page keeps all four stand-ins.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(stillStandIns()).toBe(true);

    releaseHeld();
    await vi.advanceTimersByTimeAsync(0);
    const bold = [...faces].filter((face) => face.descriptors.weight !== '400');
    expect(bold).toHaveLength(4);
    for (const face of bold) expect(face.source).toMatch(/-(600|700)-normal/);
  });
});
