import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * On a page that opens on a lesson the regular Ethiopic face waits for the lesson to buffer, but no
 * more than 5 s when nothing buffers at all (issue 27 §3: a lesson that cannot play never buffers,
 * and Tigrinya stayed as empty boxes on a device without an Ethiopic font). jsdom has no font loading:
 * `FontFace` and `document.fonts` are stand-ins that record what the page declares.
 */
const declared: string[] = [];

class RecordedFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
  ) {}
  load() {
    return Promise.resolve(this);
  }
}

beforeEach(() => {
  declared.length = 0;
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal('FontFace', RecordedFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: RecordedFontFace) => declared.push(face.family),
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
    expect(declared).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(declared).toEqual(['Noto Sans Ethiopic']);
  });

  it('keeps waiting while a lesson that buffers is short of 10 s ahead, at most 60 s', async () => {
    lessonVideo(2);
    const { declareWebFonts, FONTS_WAIT_AT_MOST_MS } = await import('./web-fonts.ts');
    declareWebFonts();
    vi.advanceTimersByTime(FONTS_WAIT_AT_MOST_MS - 1);
    expect(declared).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(declared).toEqual(['Noto Sans Ethiopic']);
  });

  it('declares it at once when the lesson fails with a media error', async () => {
    const video = lessonVideo(null);
    const { declareWebFonts } = await import('./web-fonts.ts');
    declareWebFonts();
    video.dispatchEvent(new Event('error'));
    expect(declared).toEqual(['Noto Sans Ethiopic']);
  });
});
