import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Chromium is missing, failed to start or failed to print: the caller answers 503, the next call tries again. */
export class PdfRendererUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfRendererUnavailable';
  }
}

/** As e2e/support/chromium.cjs: a closed network, no sandbox as root, nothing phoning home. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

/** Pages printing at once; more wait, so a burst of downloads cannot exhaust memory. */
const MAX_PARALLEL_PAGES = 2;
const RENDER_TIMEOUT_MS = 20_000;

/**
 * One headless Chromium per process, started on the first PDF (a process that never prints never pays for
 * it), restarted when it dies, closed on shutdown.
 */
class PdfRenderer {
  private browsers = new Map<string, Promise<Browser>>();
  private busy = 0;
  private waiting: (() => void)[] = [];

  private browser(executablePath: string): Promise<Browser> {
    let browser = this.browsers.get(executablePath);
    if (!browser) {
      browser = this.launch(executablePath);
      this.browsers.set(executablePath, browser);
      const started = browser;
      // A failed start is not remembered: the next download tries again (Chromium may have been installed since).
      started.catch(() => this.forget(executablePath, started));
    }
    return browser;
  }

  private async launch(executablePath: string): Promise<Browser> {
    if (!existsSync(executablePath)) {
      throw new PdfRendererUnavailable(`Chromium was not found at ${executablePath} (set CHROMIUM_PATH)`);
    }
    try {
      const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: RENDER_TIMEOUT_MS });
      const started = this.browsers.get(executablePath);
      browser.on('disconnected', () => {
        if (started) this.forget(executablePath, started);
      });
      return browser;
    } catch (error) {
      throw new PdfRendererUnavailable(`Chromium at ${executablePath} did not start`, { cause: error });
    }
  }

  private forget(executablePath: string, browser: Promise<Browser>): void {
    if (this.browsers.get(executablePath) === browser) this.browsers.delete(executablePath);
  }

  private async slot(): Promise<() => void> {
    while (this.busy >= MAX_PARALLEL_PAGES) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy += 1;
    return () => {
      this.busy -= 1;
      this.waiting.shift()?.();
    };
  }

  /** Prints a self-contained HTML page to an A4 PDF. Scripts are off and every network request is refused. */
  async render(html: string, executablePath: string): Promise<Buffer> {
    const release = await this.slot();
    try {
      const browser = await this.browser(executablePath);
      const page = await browser.newPage();
      try {
        await page.setJavaScriptEnabled(false);
        await page.setRequestInterception(true);
        page.on('request', (request) => void request.abort());
        await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
        const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, timeout: RENDER_TIMEOUT_MS });
        return Buffer.from(pdf);
      } finally {
        await page.close().catch(() => undefined);
      }
    } catch (error) {
      if (error instanceof PdfRendererUnavailable) throw error;
      throw new PdfRendererUnavailable('Chromium failed to print the document', { cause: error });
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    const browsers = [...this.browsers.values()];
    this.browsers.clear();
    await Promise.allSettled(browsers.map(async (browser) => (await browser).close()));
  }
}

const renderer = new PdfRenderer();

export function renderPdf(html: string, executablePath: string): Promise<Buffer> {
  return renderer.render(html, executablePath);
}

/** Closes this process's Chromium, if one was started (shutdown, end of a test file). */
export function closePdfRenderer(): Promise<void> {
  return renderer.close();
}
