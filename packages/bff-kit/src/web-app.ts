import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import { BFF_PATHS, ERROR_CODES, type Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** Vite puts content-hashed files under assets/: their name changes with their content. */
const HASHED_ASSETS_DIR = 'assets';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** The copies the build writes next to each text file (web-kit's precompress plugin), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

function appNotBuilt(role: Role, distDir: string): AppError {
  return new AppError(
    ERROR_CODES.notConfigured,
    `The ${role} app has not been built: ${distDir} has no index.html. Run "npm run build -w @inkwell/web-${role}" (or "npm run build") and reload.`,
    503,
  );
}

/** Serves the role's built React app: its files, and index.html for every page route (SPA fallback). */
export function webApp(role: Role, distDir: string): Router {
  const indexFile = path.join(distDir, 'index.html');
  const assetsDir = path.join(distDir, HASHED_ASSETS_DIR);
  const router = express.Router();

  // A hashed asset the browser accepts compressed goes out as the build's brotli or gzip copy (decision 077).
  router.use(`/${HASHED_ASSETS_DIR}`, async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = assetFile(assetsDir, req.path);
    if (!file) return next();
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (!req.acceptsEncodings(encoding)) continue;
      try {
        await fs.access(`${file}${suffix}`);
      } catch {
        continue;
      }
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', LONG_CACHE);
      return res.sendFile(`${file}${suffix}`, (err) => {
        if (err) next(err);
      });
    }
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  });

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = path.relative(distDir, filePath).split(path.sep)[0] === HASHED_ASSETS_DIR;
        res.setHeader('Cache-Control', hashed ? LONG_CACHE : 'no-cache');
      },
    }),
  );

  router.use(async (req, res, next) => {
    const isPageRequest =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (req.get('accept') ?? '').includes('text/html') &&
      !isUnder(req.path, BFF_PATHS.apiPrefix) &&
      !isUnder(req.path, '/bff');
    if (!isPageRequest) return next();
    try {
      await fs.access(indexFile);
    } catch {
      return next(appNotBuilt(role, distDir));
    }
    // index.html names the current hashed assets, so it is revalidated on every visit.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile, (err) => {
      if (err) next(err);
    });
  });

  return router;
}

/**
 * The docs site (API reference and guides) under /docs, so the footer's "API docs" link works on every app's own
 * origin without another server. Its pages are rebuilt with the API, so none is cached for long.
 */
export function docsSite(distDir: string): Router {
  const router = express.Router();
  router.use(express.static(distDir, { index: 'index.html', setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  router.use(async (req, _res, next) => {
    try {
      await fs.access(path.join(distDir, 'index.html'));
      next();
    } catch {
      next(new AppError(ERROR_CODES.notConfigured, `The docs have not been built: ${distDir} has no index.html. Run "npm run build-docs" and reload.`, 503));
    }
  });
  return router;
}

/** The file an /assets/ request names, or null when the path is malformed or leaves the folder. */
function assetFile(assetsDir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const file = path.join(assetsDir, decoded);
  return file.startsWith(`${assetsDir}${path.sep}`) ? file : null;
}

function isUnder(requestPath: string, prefix: string): boolean {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}
