import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * Noto Sans Ethiopic (OFL), from the same @fontsource package the PWA self-hosts. It ships in three
 * subsets (Ethiopic, Latin, Latin Extended); each run of text is set in the subset that has its glyphs,
 * so a Ge'ez name and an English title are both real, embedded, searchable text in the PDF.
 */
export type Weight = 400 | 700;
const SUBSETS = ['ethiopic', 'latin', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];

export interface FontFace {
  /** Name registered with pdfkit. */
  name: string;
  bytes: Buffer;
  font: fontkit.Font;
}

const require = createRequire(import.meta.url);
const filesDir = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans-ethiopic/package.json')),
  'files',
);

const cache = new Map<string, FontFace>();

function face(subset: Subset, weight: Weight): FontFace {
  const name = `noto-${subset}-${weight}`;
  let loaded = cache.get(name);
  if (!loaded) {
    const bytes = readFileSync(
      path.join(filesDir, `noto-sans-ethiopic-${subset}-${weight}-normal.woff`),
    );
    loaded = { name, bytes, font: fontkit.create(bytes) as fontkit.Font };
    cache.set(name, loaded);
  }
  return loaded;
}

export function facesOf(weight: Weight): FontFace[] {
  return SUBSETS.map((s) => face(s, weight));
}

export interface TextRun {
  text: string;
  face: FontFace;
}

/** Splits text into runs, each set in the first subset holding its characters (spaces join the run). */
export function splitRuns(text: string, weight: Weight): TextRun[] {
  const faces = facesOf(weight);
  const runs: TextRun[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const current = runs[runs.length - 1];
    if (current && (char === ' ' || current.face.font.hasGlyphForCodePoint(cp))) {
      current.text += char;
      continue;
    }
    const chosen = faces.find((f) => f.font.hasGlyphForCodePoint(cp)) ?? faces[1]!;
    runs.push({ text: char, face: chosen });
  }
  return runs;
}

/** Width of text in points at `size`, from the fonts' own advances. */
export function measure(text: string, weight: Weight, size: number): number {
  let width = 0;
  for (const run of splitRuns(text, weight)) {
    const scale = size / run.face.font.unitsPerEm;
    width += run.face.font.layout(run.text).advanceWidth * scale;
  }
  return width;
}

/** Greedy word wrap to `maxWidth` (measured with the real fonts). */
export function wrapWords(text: string, weight: Weight, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, weight, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}
