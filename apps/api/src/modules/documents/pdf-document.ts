import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../api-root.ts';

/** Font names registered in every document; the files are embedded (subset) into each PDF. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

const fontsDir = path.join(apiRoot, 'assets/fonts');
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

function fonts() {
  // Read once per process: fontkit parses a Buffer as fast as a path, and the disk is touched once.
  fontFiles ??= {
    regular: readFileSync(path.join(fontsDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

export interface DocumentInfo {
  title: string;
  author: string;
}

/**
 * An A4 pdfkit document with the Unicode fonts registered and Slovak as its language. pdfkit (with fontkit
 * and the rest it brings) is loaded with the first document: a process that prints nothing never loads it.
 */
export async function createDocument(info: DocumentInfo): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    autoFirstPage: false,
    lang: 'sk-SK',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
  doc.registerFont(FONT.regular, fonts().regular);
  doc.registerFont(FONT.bold, fonts().bold);
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function finishDocument(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
