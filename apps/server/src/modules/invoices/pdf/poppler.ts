import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Test helpers: a PDF read back through Debian's poppler-utils, as a person's viewer would. Not
 * used by production code. Missing tools fail the test, saying what to install: a PDF check that
 * skips itself proves nothing (CI installs poppler-utils).
 */

const run = promisify(execFile);

async function poppler(tool: 'pdftotext' | 'pdftoppm' | 'pdffonts', args: string[]) {
  try {
    return await run(tool, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${tool} was not found: install poppler-utils (apt-get install poppler-utils) to run the PDF tests`,
      );
    }
    throw error;
  }
}

async function withPdfFile<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'artshop-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page (`pdftotext -layout`), lines as laid out. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.toString('utf8');
  });
}

/** The first page rendered as a PNG (`pdftoppm -png -r <dpi>`). */
export function pdfFirstPagePng(pdf: Buffer, dpi = 100): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    await poppler('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return readFile(path.join(dir, 'page.png'));
  });
}

/** The fonts table of `pdffonts`: name, type, encoding, and whether each is embedded. */
export function pdfFonts(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) =>
    (await poppler('pdffonts', [file])).stdout.toString('utf8'),
  );
}
