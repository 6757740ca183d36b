import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * pdf.js ships as ES modules only, which jest's CommonJS runtime cannot import; a short-lived node process
 * reads the PDF from stdin and prints the text of each page as JSON.
 */
function extractionScript(): string {
  const pdfjs = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return `
    import { getDocument } from ${JSON.stringify(pdfjs)};
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join(''));
    }
    await doc.destroy();
    process.stdout.write(JSON.stringify(pages));
  `;
}

/** Every kind of space (PDF runs, non-breaking and narrow spaces of number formats) as one plain space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** The text of every page of a PDF, in reading order, with all whitespace normalised to single spaces. */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', extractionScript()], { stdio: ['pipe', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  child.stdin.end(Buffer.from(pdf));
  const code = await exited;
  if (code !== 0) throw new Error(`pdf.js could not read the PDF (exit ${code}): ${Buffer.concat(stderr).toString().slice(0, 2000)}`);
  return (JSON.parse(Buffer.concat(stdout).toString()) as string[]).map(normalizeSpaces);
}

/** All pages' text joined, whitespace normalised: what a reader of the document sees. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}
