import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatPrice, type Receipt } from '@academy/shared';

/**
 * The receipt as a PDF (pdfkit). Noto Sans Ethiopic comes as two subsets (@fontsource's Ge'ez and
 * Latin files), so each line is cut into runs of one script and each run set in the subset that has
 * its glyphs: a Tigrinya course title and an English e-mail address both render and both extract as
 * text. Labels are bilingual, Tigrinya first, since the receipt may be shown to anyone.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans-ethiopic/package.json')),
  'files',
);
const font = (subset: 'ethiopic' | 'latin', weight: 400 | 700) =>
  path.join(FONT_DIR, `noto-sans-ethiopic-${subset}-${weight}-normal.woff`);

/** Ge'ez: Ethiopic, Ethiopic Supplement, Extended and Extended-A. */
const GEEZ = /[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F]/;

/** Splits text into runs that are all Ge'ez or all not (spaces join the run they are in). */
export function scriptRuns(text: string): { geez: boolean; text: string }[] {
  const runs: { geez: boolean; text: string }[] = [];
  for (const ch of text) {
    const geez = GEEZ.test(ch) || (ch === ' ' && runs.at(-1)?.geez === true);
    const last = runs.at(-1);
    if (last && last.geez === geez) last.text += ch;
    else runs.push({ geez, text: ch });
  }
  return runs;
}

function line(doc: PDFKit.PDFDocument, text: string, weight: 400 | 700, size: number): void {
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    doc
      .font(font(run.geez ? 'ethiopic' : 'latin', weight))
      .fontSize(size)
      .text(run.text, { continued: i < runs.length - 1 });
  });
  if (runs.length === 0) doc.moveDown();
}

export interface ReceiptPdfInput {
  appName: string;
  receipt: Receipt;
  buyerName: string;
}

export function receiptPdf({ appName, receipt, buyerName }: ReceiptPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${receipt.orderId}`, Author: appName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  line(doc, appName, 700, 22);
  line(doc, 'ቅብሊት ክፍሊት / Payment receipt', 400, 14);
  doc.moveDown();
  const rows: [string, string][] = [
    ['ቁጽሪ ትእዛዝ / Order', receipt.orderId],
    ['ስም / Name', buyerName],
    ['ኢመይል / E-mail', receipt.userEmail],
    ['ኮርስ / Course', receipt.courseTitle],
    ['መጠን / Amount', `${formatPrice(receipt.amount)} ${receipt.currency}`],
    ['ዕለት / Date', receipt.paymentDate.replace('T', ' ').slice(0, 16) + ' UTC'],
    ['ኣገባብ ክፍሊት / Payment method', receipt.paymentMethod],
    ['ኩነታት / Status', receipt.status],
  ];
  for (const [label, value] of rows) {
    line(doc, label, 700, 10);
    line(doc, value, 400, 12);
    doc.moveDown(0.5);
  }
  doc.moveDown();
  line(doc, `${appName} — ስለ ዕድግኹም ነመስግን። Thank you for your purchase.`, 400, 10);
  doc.end();
  return done;
}
