import ethiopicRegular from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff2?url';
import ethiopicSemibold from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-600-normal.woff2?url';
import ethiopicBold from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-700-normal.woff2?url';
import latinRegular from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-400-normal.woff2?url';
import latinSemibold from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-600-normal.woff2?url';
import latinBold from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-700-normal.woff2?url';
import latinExtSemibold from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-ext-600-normal.woff2?url';
import latinExtBold from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-ext-700-normal.woff2?url';
import { whenIdle } from '../ui/when-idle.ts';

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

/** The Latin subset's range, as @fontsource/noto-sans-ethiopic/latin-400.css declares it. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The rare Latin letters' range, as @fontsource's 600/700.css gives their subset (its one-subset
 * latin-ext-600/700.css leaves the range out: the face then covered every letter, and any Ethiopic
 * letter or dash downloaded it).
 */
const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** The phone's own Noto Sans Ethiopic, by its full and its PostScript name. */
const LOCAL_REGULAR_SOURCE = "local('Noto Sans Ethiopic'), local('NotoSansEthiopic-Regular')";

/**
 * Its bold, where the phone has it as a font of its own (Android up to 11, and Debian's fonts-noto-core,
 * ship NotoSansEthiopic-Bold; a variable font is not found by this name, and its bold is downloaded).
 */
const LOCAL_BOLD_SOURCE = "local('Noto Sans Ethiopic Bold'), local('NotoSansEthiopic-Bold')";

const ETHIOPIC_REGULAR_SOURCE = `${LOCAL_REGULAR_SOURCE}, url(${ethiopicRegular}) format('woff2')`;

/**
 * The bold weights (600 and 700) of both subsets, and the stand-in each has until it arrives: the
 * regular file scaled to the bold's average letter width, its lines kept as tall as the bold's
 * (figures from the font files and our copy: scripts/src/fonts/stand-in-metrics.ts). Drawn from the
 * plain regular, a bold heading was narrower and took a line less until the bold swapped in, moving
 * everything under it (0.03 to 0.1 of layout shift each on the home and course pages in Tigrinya).
 */
const BOLD_FACES = [
  {
    weight: '600',
    unicodeRange: ETHIOPIC_RANGE,
    bold: ethiopicSemibold,
    standIn: ETHIOPIC_REGULAR_SOURCE,
    metrics: { sizeAdjust: '104.76%', ascentOverride: '102.04%', descentOverride: '27.97%' },
  },
  {
    weight: '700',
    unicodeRange: ETHIOPIC_RANGE,
    bold: ethiopicBold,
    standIn: ETHIOPIC_REGULAR_SOURCE,
    metrics: { sizeAdjust: '107.66%', ascentOverride: '99.29%', descentOverride: '27.22%' },
  },
  {
    weight: '600',
    unicodeRange: LATIN_RANGE,
    bold: latinSemibold,
    standIn: `url(${latinRegular}) format('woff2')`,
    metrics: { sizeAdjust: '104.41%', ascentOverride: '102.38%', descentOverride: '28.06%' },
  },
  {
    weight: '700',
    unicodeRange: LATIN_RANGE,
    bold: latinBold,
    standIn: `url(${latinRegular}) format('woff2')`,
    metrics: { sizeAdjust: '107.10%', ascentOverride: '99.82%', descentOverride: '27.36%' },
  },
] as const;

type BoldFace = (typeof BOLD_FACES)[number];

function face(
  source: string | ArrayBuffer,
  weight: string,
  unicodeRange: string,
  extra = {},
): FontFace {
  return new FontFace('Noto Sans Ethiopic', source, {
    weight,
    style: 'normal',
    display: 'swap',
    unicodeRange,
    ...extra,
  });
}

const standInFace = (bold: BoldFace) =>
  face(bold.standIn, bold.weight, bold.unicodeRange, { lineGapOverride: '0%', ...bold.metrics });

/**
 * The rare Latin letters' bold faces. Never loaded here: like a style sheet's @font-face, the browser
 * fetches one (7 KB) only when the page has text that needs it.
 */
const latinExtBoldFaces = () => [
  face(`url(${latinExtSemibold}) format('woff2')`, '600', LATIN_EXT_RANGE),
  face(`url(${latinExtBold}) format('woff2')`, '700', LATIN_EXT_RANGE),
];

/**
 * A face made from its file's bytes, fetched here. Chromium lays the whole page out again whenever a
 * face loaded from a URL arrives, even one the page has not been given yet; a face made from bytes
 * changes nothing until it is added. So the faces that arrive together change the page once, when
 * they are added together (20-29 ms each such layout on this machine, 80-116 ms at 4× slowdown, on
 * the watch page; issue 26). Cached as the other build files are, and served from that cache offline.
 */
async function quietFace(url: string, weight: string, unicodeRange: string): Promise<FontFace> {
  // Low: the page's own requests (a lesson's segments, its answers) go first; these only restyle it.
  const response = await fetch(url, { priority: 'low' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return face(await response.arrayBuffer(), weight, unicodeRange).load();
}

/**
 * A bold face: the Ethiopic ones from the phone's own bold when it has one (then the 153 KB of the two
 * Ethiopic bold files never download; its 700 draws the 600 too), or else from its file.
 */
async function quietBoldFace(bold: BoldFace): Promise<FontFace> {
  if (bold.unicodeRange === ETHIOPIC_RANGE) {
    const own = await face(LOCAL_BOLD_SOURCE, bold.weight, bold.unicodeRange)
      .load()
      .catch(() => null);
    if (own) return own;
  }
  return quietFace(bold.bold, bold.weight, bold.unicodeRange);
}

/** The regular Ethiopic face from the phone's own font when it has one (Android ships it), or else its file. */
async function quietRegularFace(): Promise<FontFace> {
  const own = await face(LOCAL_REGULAR_SOURCE, '400', ETHIOPIC_RANGE)
    .load()
    .catch(() => null);
  return own ?? quietFace(ethiopicRegular, '400', ETHIOPIC_RANGE);
}

/** Settles once every face has, with those that loaded (null for each that failed). */
async function loadAll(loads: Promise<FontFace>[]): Promise<(FontFace | null)[]> {
  const results = await Promise.allSettled(loads);
  return results.map((result) => (result.status === 'fulfilled' ? result.value : null));
}

const standIns = new Map<BoldFace, FontFace>();

let regularDeclared = false;

/**
 * The regular Ethiopic face, declared from here instead of the style sheet so that it can wait, with
 * the bold stand-ins drawn from it. The phone's own Noto Sans Ethiopic is used when it has one (Android
 * ships it): then nothing downloads.
 */
function declareEthiopicRegular(): void {
  if (regularDeclared) return;
  regularDeclared = true;
  const regular = face(ETHIOPIC_REGULAR_SOURCE, '400', ETHIOPIC_RANGE);
  document.fonts.add(regular);
  void regular.load().catch(() => undefined);
  for (const bold of BOLD_FACES) {
    const standIn = standInFace(bold);
    standIns.set(bold, standIn);
    document.fonts.add(standIn);
  }
}

let boldRequested = false;

/**
 * Each bold face joins the page only once it has loaded, in the place of its stand-in: the text is
 * never drawn from some other font while it loads, and it swaps once. All four swap together, once the
 * last has loaded, with the rare Latin letters' bold: one change to the page's fonts, so one more
 * layout of the whole page (up to 100 ms at 4× slowdown on the home page), not one per file.
 */
function declareBold(): void {
  if (boldRequested) return;
  boldRequested = true;
  void loadAll(BOLD_FACES.map(quietBoldFace)).then((loaded) => {
    loaded.forEach((bold, i) => {
      if (!bold) return;
      document.fonts.add(bold);
      const standIn = standIns.get(BOLD_FACES[i]!);
      if (standIn) document.fonts.delete(standIn);
    });
    for (const rare of latinExtBoldFaces()) document.fonts.add(rare);
  });
}

/**
 * The whole Ethiopic family at once, on a page that opens on a lesson: every face loads first and then
 * they join the page together, so the page is laid out again once. Until then the text is in the
 * system's fonts. A bold face that fails is drawn from its stand-in, when the regular has loaded.
 */
function declareFamilyAtOnce(): void {
  if (regularDeclared) return;
  regularDeclared = boldRequested = true;
  void loadAll([quietRegularFace(), ...BOLD_FACES.map(quietBoldFace)]).then(
    ([regular, ...bolds]) => {
      if (regular) document.fonts.add(regular);
      bolds.forEach((bold, i) => {
        if (bold) document.fonts.add(bold);
        else if (regular) document.fonts.add(standInFace(BOLD_FACES[i]!));
      });
      for (const rare of latinExtBoldFaces()) document.fonts.add(rare);
    },
  );
}

/** The lesson's events on which the fonts check it again (`loadeddata`: its first picture). */
const LESSON_EVENTS = ['progress', 'timeupdate', 'loadeddata', 'error'];
/** `HTMLMediaElement.HAVE_CURRENT_DATA`: the picture at the current position is there. */
const HAVE_CURRENT_DATA = 2;

/**
 * Whether a lesson's <video> shows its first picture and has enough buffered ahead for the fonts to
 * share the link: 10 s, or all the player fetches ahead for now (`data-buffer-goal`: before the first
 * play it fetches the first 3 s and then leaves the link idle, media/shaka-session.ts). On a busy
 * phone those 3 s can be in before the first picture is decoded.
 */
function wellBuffered(video: HTMLVideoElement): boolean {
  const { buffered, currentTime, duration } = video;
  if (!buffered.length || video.readyState < HAVE_CURRENT_DATA) return false;
  const end = buffered.end(buffered.length - 1);
  const goal = Math.min(FONTS_WAIT_FOR_BUFFER_S, Number(video.dataset.bufferGoal) || Infinity);
  return end - currentTime >= goal || end >= duration - 0.5;
}

/**
 * When the fonts may download, so that they never hold up what a first visit came for:
 * - the bold weights of Noto Sans Ethiopic (600 and 700: 153 KB of Ethiopic glyphs, none on a phone
 *   with its own bold) once the first screen is there; until then the browser draws bold from the
 *   regular weight;
 * - on a page that opens on a lesson (a link shared in a WhatsApp group), the regular Ethiopic weight
 *   too (74 KB) waits, until the lesson has 10 s buffered ahead (before its first play: the first 3 s,
 *   all the player fetches then), or to its end, an error, or 60 s
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
      for (const type of LESSON_EVENTS) document.removeEventListener(type, check, true);
      declareFamilyAtOnce();
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
    for (const type of LESSON_EVENTS) document.addEventListener(type, check, true);
    return;
  }
  declareEthiopicRegular();
  const whenQuiet = () => void whenIdle(declareBold, 2_000);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
