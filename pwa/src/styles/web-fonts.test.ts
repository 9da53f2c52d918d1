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
  /** The face's sources, or for a face made from a file's bytes, that file's address. */
  readonly source: string;
  private readonly fromBytes: boolean;
  constructor(
    readonly family: string,
    source: string | ArrayBuffer,
    // size-adjust: in Chromium and Firefox, not yet in TypeScript's DOM types.
    readonly descriptors: FontFaceDescriptors & { sizeAdjust?: string },
  ) {
    this.fromBytes = typeof source !== 'string';
    this.source = typeof source === 'string' ? source : new TextDecoder().decode(source);
  }
  load(): Promise<RecordedFontFace> {
    // Made from bytes already downloaded: nothing to wait for.
    if (this.fromBytes) return Promise.resolve(this);
    // The phone's own font, alone: only a phone that has it (its bold is a font of its own).
    if (!this.source.includes('url(') && this.source.startsWith('local(')) {
      const has = this.source.includes('Bold') ? ownBold : ownFont;
      return has ? Promise.resolve(this) : Promise.reject(new Error('no such font'));
    }
    return held(this.source, this);
  }
}
/** A font file whose download (or load) waits for `releaseHeld()` (a slow download). */
let heldSource: string | null = null;
let releaseHeld = () => {};
function held<T>(source: string, value: T): Promise<T> {
  if (heldSource && source.includes(heldSource))
    return new Promise((resolve) => (releaseHeld = () => resolve(value)));
  return Promise.resolve(value);
}
/** Whether this phone has its own Noto Sans Ethiopic, and its bold as a font of its own. */
let ownFont = false;
let ownBold = false;
/** The font files the page fetched. */
const fetched: string[] = [];
/** Answers a font file with its own address as its bytes. */
const fetchFont = async (url: string) => {
  fetched.push(url);
  return held(url, new Response(url));
};

beforeEach(() => {
  faces.clear();
  heldSource = null;
  ownFont = false;
  ownBold = false;
  fetched.length = 0;
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal('FontFace', RecordedFontFace);
  vi.stubGlobal('fetch', fetchFont);
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

/** The regular Ethiopic face: the phone's own font first, or its file. */
const REGULAR = expect.stringMatching(
  /^(local\('Noto Sans Ethiopic'\).*|.*ethiopic-400-normal.*) 400$/,
);

/** `HTMLMediaElement`'s ready states (happy-dom lacks the constants). */
const HAVE_METADATA = 1;
const HAVE_CURRENT_DATA = 2;

function lessonVideo(bufferedTo: number | null) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'buffered', {
    value: bufferedTo === null ? { length: 0 } : { length: 1, end: () => bufferedTo },
  });
  // Its first picture is decoded once something has buffered (tests may say otherwise).
  Object.defineProperty(video, 'readyState', {
    configurable: true,
    value: bufferedTo === null ? 0 : HAVE_CURRENT_DATA,
  });
  document.body.append(video);
  return video;
}

describe('declareWebFonts on a watch page', () => {
  it('declares the Ethiopic face after 5 s when the lesson has buffered nothing', async () => {
    lessonVideo(null);
    const { declareWebFonts, FONTS_WAIT_FOR_NOTHING_MS } = await import('./web-fonts.ts');
    declareWebFonts();
    await vi.advanceTimersByTimeAsync(FONTS_WAIT_FOR_NOTHING_MS - 1);
    expect(declared()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('keeps waiting while a lesson that buffers is short of 10 s ahead, at most 60 s', async () => {
    lessonVideo(2);
    const { declareWebFonts, FONTS_WAIT_AT_MOST_MS } = await import('./web-fonts.ts');
    declareWebFonts();
    await vi.advanceTimersByTimeAsync(FONTS_WAIT_AT_MOST_MS - 1);
    expect(declared()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('declares it once the lesson has what the player fetches before its first play', async () => {
    // Before the first play the player fetches its first 3 s and leaves the link idle (shaka-session.ts).
    const video = lessonVideo(2.95);
    video.dataset.bufferGoal = '2.5';
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(declared()).toEqual([]);

    video.dispatchEvent(new Event('progress'));
    await vi.advanceTimersByTimeAsync(0);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('waits for the first picture even when the player has what it fetches before play', async () => {
    const video = lessonVideo(2.95);
    video.dataset.bufferGoal = '2.5';
    Object.defineProperty(video, 'readyState', { value: HAVE_METADATA });
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('progress'));
    await vi.advanceTimersByTimeAsync(0);
    expect(declared()).toEqual([]);

    Object.defineProperty(video, 'readyState', { value: HAVE_CURRENT_DATA });
    video.dispatchEvent(new Event('loadeddata'));
    await vi.advanceTimersByTimeAsync(0);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('declares it at once when the lesson fails with a media error', async () => {
    const video = lessonVideo(null);
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(declared()).toContainEqual(REGULAR);
  });

  it('lets the whole family join the page at once, when its last face has loaded', async () => {
    const video = lessonVideo(null);
    heldSource = 'ethiopic-700-normal';
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('error'));
    // The regular and three bold faces are in, the fourth still downloading: the page has none yet
    // (each change to its fonts lays the whole page out again).
    await vi.advanceTimersByTimeAsync(1_000);
    expect(declared()).toEqual([]);

    releaseHeld();
    await vi.advanceTimersByTimeAsync(0);
    expect(declared()).toContainEqual(REGULAR);
    expect(boldFiles()).toEqual(BOLD_FILES);
    // No stand-in: every bold face loaded.
    expect([...faces].filter((face) => /-400-normal/.test(face.source))).toHaveLength(1);
  });

  it("takes the phone's own Ethiopic font instead of downloading it", async () => {
    ownFont = true;
    const video = lessonVideo(null);
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(declared()).toContainEqual(
      `local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular') 400`,
    );
    expect(fetched.filter((url) => url.includes('ethiopic-400'))).toEqual([]);
    // A phone with the regular alone (a variable font is not found by the bold's name) downloads the bold.
    expect(boldFiles()).toEqual(BOLD_FILES);
  });

  it("takes the phone's own bold too, and downloads no Ethiopic file", async () => {
    ownFont = ownBold = true;
    const video = lessonVideo(null);
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    const ownBoldFaces = declared().filter((face) =>
      face.includes("local('Noto Sans Ethiopic Bold')"),
    );
    expect(ownBoldFaces.map((face) => face.split(' ').pop()).sort()).toEqual(['600', '700']);
    expect(fetched.filter((url) => url.includes('ethiopic-ethiopic-'))).toEqual([]);
    // The Latin letters' bold still comes from its files (the phone's own Latin is another font).
    expect(boldFiles()).toEqual(['latin-600-normal', 'latin-700-normal']);
  });
});

/**
 * The bold faces' files (not the rare Latin letters', which load only when text needs them, nor the
 * phone's own fonts).
 */
const boldFiles = () =>
  [...faces]
    .filter((face) => face.descriptors.weight !== '400' && !face.source.includes('latin-ext'))
    .filter((face) => !face.source.startsWith('local('))
    .map((face) => face.source.match(/(ethiopic|latin)-(600|700)-normal/)?.[0])
    .sort();
const BOLD_FILES = [
  'ethiopic-600-normal',
  'ethiopic-700-normal',
  'latin-600-normal',
  'latin-700-normal',
];

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
    expect(boldFiles()).toEqual(BOLD_FILES);
    const bold = [...faces].filter((face) => face.descriptors.weight !== '400');
    for (const face of bold) expect(face.descriptors.sizeAdjust).toBeUndefined();
    // With the rare Latin letters' bold faces, declared in the same change.
    expect(
      bold.filter((face) => face.source.includes('latin-ext')).map((f) => f.descriptors.weight),
    ).toEqual(['600', '700']);
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
    expect(boldFiles()).toEqual(BOLD_FILES);
    expect([...faces].filter((face) => /-400-normal/.test(face.source))).toHaveLength(1);
  });
});
