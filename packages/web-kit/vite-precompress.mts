import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; below this size the headers cost more than they save. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;
/**
 * Brotli's best quality takes about 30 times as long as quality 7 for some 8 % less: worth it for what every visit
 * downloads first (the files index.html names), not for the hundred page chunks.
 */
const FIRST_LOAD_QUALITY = 11;
const OTHER_QUALITY = 7;

/** The files index.html loads before the first screen: its module script, modulepreloads and stylesheets. */
async function firstLoadFiles(outDir: string): Promise<Set<string>> {
  const html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8').catch(() => '');
  const refs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+)"/g)].map((m) => path.join(outDir, m[1]));
  return new Set(refs);
}

/**
 * Writes a brotli and a gzip (level 9) copy next to every built text file, once at build time, so the
 * BFF sends compressed files without compressing on each request (bff-kit's webApp picks the copy the browser
 * accepts; decision 077).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inkwell-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await fs.readdir(outDir, { recursive: true })).map((file) => path.join(outDir, file)).filter((file) => COMPRESSIBLE.test(file));
      const firstLoad = await firstLoadFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: firstLoad.has(file) ? FIRST_LOAD_QUALITY : OTHER_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
