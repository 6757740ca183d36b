import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';
import { BFF_PATHS, ERROR_CODES, type Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** Vite puts content-hashed files under assets/: their name changes with their content. */
const HASHED_ASSETS_DIR = 'assets';

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
  const router = express.Router();

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = path.relative(distDir, filePath).split(path.sep)[0] === HASHED_ASSETS_DIR;
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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

function isUnder(requestPath: string, prefix: string): boolean {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}
