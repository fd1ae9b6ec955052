import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/**
 * Test helpers: a PDF read back as a viewer reads it, through Mozilla's PDF.js (an npm package,
 * so `npm test` needs nothing from the system). Text comes in lines as laid out on the page,
 * fonts as the document declares them, and a page as pixels drawn by PDF.js's own renderer.
 */

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function open(pdf: Buffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    // Keeps each font's name and type on the loaded font objects (pdfFonts reads them).
    fontExtraProperties: true,
    verbosity: 0,
  }).promise;
}

async function withDocument<T>(pdf: Buffer, work: (doc: PDFDocumentProxy) => Promise<T>) {
  const doc = await open(pdf);
  try {
    return await work(doc);
  } finally {
    await doc.destroy();
  }
}

/** Items on one baseline within this many points are one line. */
const SAME_LINE = 2;
/** A gap wider than this (in points) between two runs of text is a space. */
const WORD_GAP = 0.5;

function lineText(items: TextItem[]): string {
  const sorted = [...items].sort((a, b) => a.transform[4] - b.transform[4]);
  let text = '';
  let end: number | undefined;
  for (const item of sorted) {
    const x = item.transform[4];
    if (end !== undefined && x - end > WORD_GAP) text += ' ';
    text += item.str;
    end = x + item.width;
  }
  return text;
}

/**
 * The text of every page, lines top to bottom with runs of text left to right, pages divided by a
 * form feed (as `pdftotext -layout` prints them, without its column padding).
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return withDocument(pdf, async (doc) => {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const lines: { y: number; items: TextItem[] }[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const y = item.transform[5];
        const line = lines.find((candidate) => Math.abs(candidate.y - y) <= SAME_LINE);
        if (line) line.items.push(item);
        else lines.push({ y, items: [item] });
      }
      lines.sort((a, b) => b.y - a.y);
      pages.push(lines.map((line) => lineText(line.items)).join('\n'));
    }
    return pages.join('\n\f');
  });
}

export interface PdfFont {
  /** The PostScript name as stored, with its subset tag (e.g. `ABCDEF+DejaVuSans`). */
  name: string;
  /** True when the font program is in the file (a viewer needs nothing installed). */
  embedded: boolean;
  /** True when a subset tag says only the glyphs used are stored. */
  subset: boolean;
}

/** Every font the pages use, once each (its Unicode map is proven by pdfText reading ₹ back). */
export function pdfFonts(pdf: Buffer): Promise<PdfFont[]> {
  return withDocument(pdf, async (doc) => {
    const fonts = new Map<string, PdfFont>();
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const operators = await page.getOperatorList();
      for (const [index, fn] of operators.fnArray.entries()) {
        if (fn !== OPS.setFont) continue;
        const id = (operators.argsArray[index] as [string])[0];
        const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
        fonts.set(font.name, {
          name: font.name,
          embedded: !font.missingFile,
          subset: /^[A-Z]{6}\+/.test(font.name),
        });
      }
    }
    return [...fonts.values()];
  });
}

interface NodeCanvas {
  toBuffer(type: 'image/png'): Buffer;
}
interface NodeContext {
  fillStyle: string;
  fillRect(x: number, y: number, width: number, height: number): void;
}

/** The first page drawn by PDF.js at `dpi`, as a PNG. */
export function pdfFirstPagePng(pdf: Buffer, dpi = 100): Promise<Buffer> {
  return withDocument(pdf, async (doc) => {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    // PDF.js's Node canvas factory (over @napi-rs/canvas); its types name the browser's canvas.
    const factory = doc.canvasFactory as {
      create(width: number, height: number): { canvas: NodeCanvas; context: NodeContext };
    };
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    // A white sheet, as a viewer shows it; PDF.js draws only what the page paints.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context,
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  });
}
