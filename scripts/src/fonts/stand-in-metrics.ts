/**
 * The descriptors of the bold stand-in faces in pwa/src/styles/web-fonts.ts, computed from the font
 * files and the app's own copy: `npx tsx scripts/src/fonts/stand-in-metrics.ts`.
 *
 * Until a bold weight of Noto Sans Ethiopic arrives, its text is drawn from the regular weight. Bold
 * letters are wider (Ethiopic 700: 7.7 %), so a heading that fits on two lines in the stand-in takes
 * three once the bold swaps in, and everything below it moves. The stand-in is the regular file scaled
 * (`size-adjust`) to the bold's average advance over the letters of our locale files, weighted by how
 * often each occurs, with the family's ascent and descent kept (divided by the scale, which multiplies
 * them) so that its lines are exactly as tall as the bold's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const files = path.join(root, 'node_modules/@fontsource/noto-sans-ethiopic/files');

function copy(language: 'ti' | 'en'): string {
  const folder = path.join(root, 'pwa/src/locales', language);
  return readdirSync(folder)
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('');
}

function open(subset: string, weight: number): fontkit.Font {
  const font = fontkit.openSync(
    path.join(files, `noto-sans-ethiopic-${subset}-${weight}-normal.woff`),
  );
  if (!('unitsPerEm' in font)) throw new Error('a collection, not a font');
  return font;
}

/** The mean advance width (in em) of the letters of `text` the font has, each as often as it occurs. */
function meanAdvance(font: fontkit.Font, letters: number[]): number {
  const drawn = letters.filter((code) => font.hasGlyphForCodePoint(code));
  const total = drawn.reduce((sum, code) => sum + font.glyphForCodePoint(code).advanceWidth, 0);
  return total / drawn.length / font.unitsPerEm;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

const subsets = [
  {
    subset: 'ethiopic',
    letters: (code: number) => code >= 0x1200 && code <= 0x139f,
    text: copy('ti'),
  },
  {
    subset: 'latin',
    letters: (code: number) => /\p{L}/u.test(String.fromCodePoint(code)) && code <= 0xff,
    text: copy('en'),
  },
];
for (const { subset, letters, text } of subsets) {
  const codes = [...text].map((letter) => letter.codePointAt(0)!).filter(letters);
  const regular = open(subset, 400);
  for (const weight of [600, 700]) {
    const bold = open(subset, weight);
    const sizeAdjust = meanAdvance(bold, codes) / meanAdvance(regular, codes);
    const { ascent, descent, lineGap, unitsPerEm } = bold;
    console.log(
      `${subset} ${weight}: sizeAdjust '${percent(sizeAdjust)}', ascentOverride '${percent(ascent / unitsPerEm / sizeAdjust)}', descentOverride '${percent(-descent / unitsPerEm / sizeAdjust)}', lineGapOverride '${percent(lineGap / unitsPerEm / sizeAdjust)}' (${codes.length} letters)`,
    );
  }
}
