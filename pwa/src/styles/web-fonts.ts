import ethiopicRegular from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2?url';

/**
 * A page that opens on a lesson lets its fonts wait until the lesson has this much buffered ahead (or
 * is buffered to its end), so that they never take the link from the first seconds of playback.
 */
export const FONTS_WAIT_FOR_BUFFER_S = 10;
/** …or this long at the most. */
export const FONTS_WAIT_AT_MOST_MS = 60_000;
/**
 * …but no longer than this when the lesson has buffered nothing at all: a lesson that cannot play on
 * this device (or this network) never buffers, and the Tigrinya text would stay as empty boxes on a
 * device without an Ethiopic font while the page says why.
 */
export const FONTS_WAIT_FOR_NOTHING_MS = 5_000;

/** The Ethiopic subset's range, as @fontsource/noto-sans-ethiopic/400.css declares it. */
const ETHIOPIC_RANGE =
  'U+030E,U+1200-1399,U+2D80-2DDE,U+AB01-AB2E,U+1E7E0-1E7E6,U+1E7E8-1E7EB,U+1E7ED-1E7EE,U+1E7F0-1E7FE';

let regularDeclared = false;

/**
 * The regular Ethiopic face, declared from here instead of the style sheet so that it can wait. The
 * phone's own Noto Sans Ethiopic is used when it has one (Android ships it): then nothing downloads.
 */
function declareEthiopicRegular(): void {
  if (regularDeclared) return;
  regularDeclared = true;
  const source = `local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular'), url(${ethiopicRegular}) format('woff2')`;
  const face = new FontFace('Noto Sans Ethiopic', source, {
    weight: '400',
    style: 'normal',
    display: 'swap',
    unicodeRange: ETHIOPIC_RANGE,
  });
  document.fonts.add(face);
  void face.load().catch(() => undefined);
}

let boldRequested = false;

function declareBold(): void {
  if (boldRequested) return;
  boldRequested = true;
  import(/* offline: first-use */ './bold-fonts.css')
    .then(() =>
      Promise.all(
        ['600', '700'].map((weight) =>
          document.fonts.load(`${weight} 1em 'Noto Sans Ethiopic'`, 'ሀA'),
        ),
      ),
    )
    .catch(() => {
      // Offline before they were ever cached: bold stays drawn from the regular weight until next time.
      boldRequested = false;
    });
}

/** Whether a lesson's <video> has enough buffered ahead for the fonts to share the link. */
function wellBuffered(video: HTMLVideoElement): boolean {
  const { buffered, currentTime, duration } = video;
  if (!buffered.length) return false;
  const end = buffered.end(buffered.length - 1);
  return end - currentTime >= FONTS_WAIT_FOR_BUFFER_S || end >= duration - 0.5;
}

/**
 * When the fonts may download, so that they never hold up what a first visit came for:
 * - the bold weights of Noto Sans Ethiopic (600 and 700: 153 KB of Ethiopic glyphs) once the first
 *   screen is there; until then the browser draws bold from the regular weight;
 * - on a page that opens on a lesson (a link shared in a WhatsApp group), the regular Ethiopic weight
 *   too (74 KB) waits, until the lesson has 10 s buffered ahead (or to its end), an error, or 60 s
 *   (5 s when nothing at all has buffered by then: a lesson that fails never buffers);
 *   until then the text is in the system's Ethiopic font. At 400 kbit/s the fonts took a third of the
 *   link while Shaka downloaded, and loaded at the first frame they stalled a lesson on a steady
 *   1 Mbit/s link (docs/benchmarks.md, Learner player).
 * Declared fonts are fetched at once rather than when text first needs them, which could be the moment
 * the learner picks the next lesson. The Latin subsets (11 KB each) are in the style sheet as usual.
 */
export function declareWebFonts(): void {
  if (/\/watch\//.test(window.location.pathname)) {
    const declareAll = () => {
      clearTimeout(timer);
      for (const type of ['progress', 'timeupdate', 'error'])
        document.removeEventListener(type, check, true);
      declareEthiopicRegular();
      declareBold();
    };
    const check = (event: Event) => {
      const target = event.target;
      if (event.type === 'error' || (target instanceof HTMLVideoElement && wellBuffered(target)))
        declareAll();
    };
    const timer = setTimeout(declareAll, FONTS_WAIT_AT_MOST_MS);
    setTimeout(() => {
      const videos = [...document.querySelectorAll('video')];
      if (!videos.some((video) => video.buffered.length > 0)) declareAll();
    }, FONTS_WAIT_FOR_NOTHING_MS);
    // Media events do not bubble; the capture phase sees them on the document.
    for (const type of ['progress', 'timeupdate', 'error'])
      document.addEventListener(type, check, true);
    return;
  }
  declareEthiopicRegular();
  const whenQuiet = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(declareBold, { timeout: 2_000 })
      : setTimeout(declareBold, 200);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
