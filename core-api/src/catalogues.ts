import type { Runtime } from './runtime.js';
import type { CachedCatalogue } from './shared/cached-catalogue.js';
import { listenForCatalogueChanges, type CatalogueListener } from './db/catalogue-listener.js';
import { referenceCatalogue } from './modules/reference/index.js';
import { systemPriceCatalogue } from './modules/pricing/index.js';

/** Every catalogue core-api keeps in memory (decision 024); each table has a change trigger (migration 0015). */
const catalogues: readonly CachedCatalogue[] = [referenceCatalogue, systemPriceCatalogue];

/**
 * Reads every catalogue once, without listening for changes: for a short-lived tool that binds the models
 * (a test cast, a script). Loading up front matters under load: read lazily inside many concurrent
 * transactions, the first reads would wait for a pool connection those transactions hold.
 */
export async function loadCatalogues(): Promise<void> {
  await Promise.all(catalogues.map((catalogue) => catalogue.load()));
}

const loadAll = loadCatalogues;

async function loadChanged(table: string): Promise<void> {
  await Promise.all(catalogues.filter((catalogue) => catalogue.tables.includes(table)).map((catalogue) => catalogue.load([table])));
}

/**
 * Reads every catalogue into memory and keeps it current; call after the migrations. Listening starts first,
 * so a change committed while the catalogues load is notified and read again rather than missed.
 */
export async function startCatalogues(runtime: Runtime): Promise<CatalogueListener> {
  const listener = await listenForCatalogueChanges({
    databaseUrl: runtime.config.databaseUrl,
    logger: runtime.logger,
    onChange: loadChanged,
    onReconnect: loadAll,
  });
  try {
    await loadAll();
  } catch (err) {
    await listener.stop();
    throw err;
  }
  return listener;
}
