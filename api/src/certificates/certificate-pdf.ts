import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Language } from '@academy/shared';
import { CERTIFICATE_COPY, formatCertificateDate, otherLanguage } from './certificate-copy.ts';
import { facesOf, measure, splitRuns, wrapWords, type Weight } from './certificate-fonts.ts';

/** What the PDF prints: the certificate's snapshot, the academy's name and the verification link. */
export interface CertificateArtwork {
  certificateId: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  completionDate: Date;
  issuedAt: Date;
  totalLessons: number;
  completedLessons: number;
  completionPercentage: number;
  language: Language;
  platformName: string;
  verifyUrl: string;
}

const W = 841.89; // A4 landscape, points
const H = 595.28;
const NAVY = '#1c2f5a';
const GOLD = '#b8892b';
const GREY = '#5f6673';
const INK = '#1d232e';

type Doc = InstanceType<typeof PDFDocument>;

interface TextStyle {
  weight?: Weight;
  size: number;
  color?: string;
  /** Shrink down to this size before wrapping onto more lines. */
  minSize?: number;
  maxWidth?: number;
  maxLines?: number;
}

/** Draws one line of mixed-script text starting at x; each run in the subset font that holds it. */
function drawLine(doc: Doc, text: string, x: number, y: number, weight: Weight, size: number) {
  let cursor = x;
  for (const run of splitRuns(text, weight)) {
    doc.font(run.face.name).fontSize(size).text(run.text, cursor, y, { lineBreak: false });
    cursor += measure(run.text, weight, size);
  }
}

/** Centred text around `cx`, shrunk then wrapped to fit; answers the height it used. */
function centred(doc: Doc, text: string, cx: number, y: number, style: TextStyle): number {
  const weight = style.weight ?? 400;
  const maxWidth = style.maxWidth ?? W - 160;
  let size = style.size;
  const minSize = style.minSize ?? size;
  while (size > minSize && measure(text, weight, size) > maxWidth) size -= 1;
  const lines = wrapWords(text, weight, size, maxWidth).slice(0, style.maxLines ?? 2);
  doc.fillColor(style.color ?? INK);
  lines.forEach((line, i) => {
    drawLine(doc, line, cx - measure(line, weight, size) / 2, y + i * size * 1.3, weight, size);
  });
  return lines.length * size * 1.3;
}

function frame(doc: Doc) {
  doc.rect(0, 0, W, H).fill('#fffdf7');
  doc
    .lineWidth(4)
    .strokeColor(NAVY)
    .rect(18, 18, W - 36, H - 36)
    .stroke();
  doc
    .lineWidth(1.2)
    .strokeColor(GOLD)
    .rect(28, 28, W - 56, H - 56)
    .stroke();
  for (const [x, y] of [
    [28, 28],
    [W - 28, 28],
    [28, H - 28],
    [W - 28, H - 28],
  ] as const) {
    doc.circle(x, y, 5).fill(GOLD);
  }
}

/** The QR code as vector squares (crisp at any print size), with a quiet zone around it. */
function qrCode(doc: Doc, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let r = 0; r < count; r += 1) {
    for (let c = 0; c < count; c += 1) {
      if (qr.modules.get(r, c)) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

function detail(doc: Doc, cx: number, y: number, labels: [string, string], value: string) {
  centred(doc, labels[0], cx, y, { size: 10, color: GREY, maxWidth: 170, maxLines: 1, minSize: 8 });
  centred(doc, labels[1], cx, y + 14, {
    size: 8,
    color: GREY,
    maxWidth: 170,
    maxLines: 1,
    minSize: 7,
  });
  centred(doc, value, cx, y + 30, {
    size: 13,
    weight: 700,
    maxWidth: 170,
    minSize: 9,
    maxLines: 2,
  });
}

export function renderCertificatePdf(art: CertificateArtwork): Promise<Buffer> {
  const first = CERTIFICATE_COPY[art.language];
  const second = CERTIFICATE_COPY[otherLanguage(art.language)];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${first.heading}: ${art.courseTitle}`,
      Author: art.platformName,
      Subject: `${art.certificateId} · ${art.studentName}`,
    },
  });
  for (const face of [...facesOf(400), ...facesOf(700)]) doc.registerFont(face.name, face.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const cx = W / 2;
  frame(doc);
  centred(doc, art.platformName.toUpperCase(), cx, 52, { size: 14, weight: 700, color: GOLD });
  centred(doc, first.heading, cx, 78, { size: 32, weight: 700, color: NAVY, minSize: 22 });
  centred(doc, second.heading, cx, 124, { size: 14, color: GREY });
  centred(doc, first.presentedTo, cx, 162, { size: 13 });
  centred(doc, second.presentedTo, cx, 180, { size: 10, color: GREY });
  centred(doc, art.studentName, cx, 204, { size: 34, weight: 700, color: NAVY, minSize: 20 });
  doc
    .lineWidth(1)
    .strokeColor(GOLD)
    .moveTo(cx - 200, 256)
    .lineTo(cx + 200, 256)
    .stroke();
  centred(doc, first.forCompleting, cx, 268, { size: 13 });
  centred(doc, second.forCompleting, cx, 286, { size: 10, color: GREY });
  centred(doc, art.courseTitle, cx, 308, { size: 24, weight: 700, minSize: 16, maxWidth: 560 });

  const date = (d: Date) => formatCertificateDate(d, art.language);
  detail(doc, cx - 190, 384, [first.instructor, second.instructor], art.instructorName);
  detail(doc, cx, 384, [first.completed, second.completed], date(art.completionDate));
  detail(doc, cx + 190, 384, [first.issued, second.issued], date(art.issuedAt));
  const counts = [art.completedLessons, art.totalLessons, art.completionPercentage] as const;
  centred(doc, first.lessons(...counts), cx, 452, { size: 11, color: INK });
  centred(doc, second.lessons(...counts), cx, 468, { size: 9, color: GREY });

  // Bottom: how to check it (left) and the QR code with the id printed under it (right).
  const qrSize = 92;
  const qrX = W - 60 - qrSize;
  const qrY = H - 56 - qrSize - 22;
  qrCode(doc, art.verifyUrl, qrX, qrY, qrSize);
  doc.fillColor(INK);
  drawLine(
    doc,
    art.certificateId,
    qrX + qrSize / 2 - measure(art.certificateId, 700, 9) / 2,
    qrY + qrSize + 4,
    700,
    9,
  );
  doc.fillColor(GREY);
  drawLine(
    doc,
    first.scan,
    qrX + qrSize / 2 - measure(first.scan, 400, 7.5) / 2,
    qrY + qrSize + 16,
    400,
    7.5,
  );
  doc.fillColor(GREY);
  drawLine(doc, first.verifyAt, 60, H - 92, 400, 9);
  drawLine(doc, second.verifyAt, 60, H - 79, 400, 8);
  doc.fillColor(NAVY);
  drawLine(doc, art.verifyUrl, 60, H - 64, 700, 10);
  doc.end();
  return done;
}
