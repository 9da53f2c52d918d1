import sharp from 'sharp';
import type { CertificateArtwork } from './certificate-pdf.ts';
import { CERTIFICATE_COPY, formatCertificateDate, otherLanguage } from './certificate-copy.ts';
import { measure, splitRuns, type Weight } from './certificate-fonts.ts';

/**
 * The sharing picture (og:image, 1200 x 630) of a certificate. Text is drawn as glyph outlines taken
 * from the embedded font, so the picture needs no system fonts: Ge'ez renders the same on any server.
 */
const W = 1200;
const H = 630;

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One line, centred on `cx` with its baseline at `y`, shrunk to `maxWidth`; SVG paths. */
function textPaths(
  text: string,
  cx: number,
  y: number,
  size: number,
  weight: Weight,
  fill: string,
  maxWidth = W - 160,
): string {
  while (size > 14 && measure(text, weight, size) > maxWidth) size -= 1;
  let x = cx - measure(text, weight, size) / 2;
  const parts: string[] = [];
  for (const run of splitRuns(text, weight)) {
    const font = run.face.font;
    const scale = size / font.unitsPerEm;
    const layout = font.layout(run.text);
    layout.glyphs.forEach((glyph, i) => {
      const d = glyph.path.toSVG();
      if (d) {
        parts.push(
          `<path transform="translate(${x.toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
        );
      }
      x += (layout.positions[i]?.xAdvance ?? glyph.advanceWidth) * scale;
    });
  }
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

export async function renderCertificateImage(art: CertificateArtwork): Promise<Buffer> {
  const first = CERTIFICATE_COPY[art.language];
  const second = CERTIFICATE_COPY[otherLanguage(art.language)];
  const cx = W / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <title>${escapeXml(`${first.heading}: ${art.studentName}`)}</title>
  <rect width="${W}" height="${H}" fill="#fffdf7"/>
  <rect x="18" y="18" width="${W - 36}" height="${H - 36}" fill="none" stroke="#1c2f5a" stroke-width="8"/>
  <rect x="34" y="34" width="${W - 68}" height="${H - 68}" fill="none" stroke="#b8892b" stroke-width="2"/>
  ${textPaths(art.platformName.toUpperCase(), cx, 100, 26, 700, '#b8892b')}
  ${textPaths(first.heading, cx, 168, 50, 700, '#1c2f5a')}
  ${textPaths(second.heading, cx, 208, 24, 400, '#5f6673')}
  ${textPaths(art.studentName, cx, 310, 64, 700, '#1c2f5a')}
  <rect x="${cx - 260}" y="340" width="520" height="2" fill="#b8892b"/>
  ${textPaths(art.courseTitle, cx, 410, 40, 700, '#1d232e', W - 200)}
  ${textPaths(`${first.completed}: ${formatCertificateDate(art.completionDate, art.language)}`, cx, 478, 24, 400, '#5f6673')}
  ${textPaths(art.certificateId, cx, 560, 26, 700, '#1c2f5a')}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
