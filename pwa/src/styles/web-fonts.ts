import ethiopicRegular from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2?url';

/** How long a page that opens on a lesson lets its fonts wait for the lesson's first frame. */
export const FONTS_WAIT_FOR_VIDEO_MS = 20_000;

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
  document.fonts.add(
    new FontFace('Noto Sans Ethiopic', source, {
      weight: '400',
      style: 'normal',
      display: 'swap',
      unicodeRange: ETHIOPIC_RANGE,
    }),
  );
}

let boldRequested = false;

function declareBold(): void {
  if (boldRequested) return;
  boldRequested = true;
  void import('./bold-fonts.css').catch(() => {
    // Offline before they were ever cached: bold stays drawn from the regular weight until next time.
    boldRequested = false;
  });
}

/**
 * When the fonts may download, so that they never hold up what a first visit came for:
 * - the bold weights of Noto Sans Ethiopic (600 and 700: 153 KB of Ethiopic glyphs) once the first
 *   screen is there; until then the browser draws bold from the regular weight;
 * - on a page that opens on a lesson (a link shared in a WhatsApp group), the regular Ethiopic weight
 *   too (74 KB) waits for the lesson's first frame, or 20 s, or an error; until then the text is in the
 *   system's Ethiopic font. At 400 kbit/s the fonts took a third of the link while Shaka downloaded
 *   (docs/benchmarks.md, Learner player).
 * The Latin subsets (11 KB each) are declared in the style sheet as usual.
 */
export function declareWebFonts(): void {
  if (/\/watch\//.test(window.location.pathname)) {
    const declareAll = () => {
      clearTimeout(timer);
      declareEthiopicRegular();
      declareBold();
    };
    const timer = setTimeout(declareAll, FONTS_WAIT_FOR_VIDEO_MS);
    // The first frame is there (playing or not). Media events do not bubble; the capture phase sees
    // them on the document.
    document.addEventListener('loadeddata', declareAll, { capture: true, once: true });
    document.addEventListener('error', declareAll, { capture: true, once: true });
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
