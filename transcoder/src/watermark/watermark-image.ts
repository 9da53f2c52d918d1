import sharp from 'sharp';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * The academy's mark as a translucent PNG, sized for the source's height. It is overlaid by ffmpeg
 * before the split, so every rendition carries it; drawing it here means ffmpeg needs no font support.
 */
export async function renderWatermark(text: string, sourceHeight: number): Promise<Buffer> {
  const fontSize = Math.max(14, Math.round(sourceHeight / 24));
  // Generous: bold Latin runs about 0.7 em a letter, Ge'ez glyphs nearer 1 em; a clipped mark looks broken.
  const width = Math.ceil(fontSize * 0.8 * [...text].length + fontSize);
  const height = Math.ceil(fontSize * 1.6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <text x="${fontSize / 2}" y="${fontSize * 1.15}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${fontSize}"
    font-weight="700" fill="white" fill-opacity="0.55" stroke="black" stroke-opacity="0.35" stroke-width="1">${escapeXml(text)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
