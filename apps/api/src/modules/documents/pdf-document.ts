import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** Font names registered in every document; the files are embedded (subset) into each PDF. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

const fontsDir = new URL('../../../assets/fonts/', import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

function fonts() {
  // Read once per process: fontkit parses a Buffer as fast as a path, and the disk is touched once.
  fontFiles ??= {
    regular: readFileSync(new URL('DejaVuSans.ttf', fontsDir)),
    bold: readFileSync(new URL('DejaVuSans-Bold.ttf', fontsDir)),
  };
  return fontFiles;
}

export interface DocumentInfo {
  title: string;
  author: string;
}

/** An A4 pdfkit document with the Unicode fonts registered and Slovak as its language. */
export function createDocument(info: DocumentInfo): PDFKit.PDFDocument {
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
