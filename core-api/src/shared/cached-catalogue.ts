/** The channel the catalogue tables' triggers notify (migration 0015); the payload is the changed table's name. */
export const CATALOGUE_CHANNEL = 'inkwell_catalogue';

/**
 * Reference data a module keeps in memory (decision 024): read once at start, then re-read table by table
 * when a change notification names one of its tables.
 */
export interface CachedCatalogue {
  /** the tables it holds */
  readonly tables: readonly string[];
  /** reads `tables` (all of them when omitted) into memory */
  load(tables?: readonly string[]): Promise<void>;
}

/**
 * Re-reads of one table that never overlap: asked for while one runs, it runs once more after that one (its
 * query may have started before the change committed), and every further ask meanwhile joins that second run.
 */
export function coalescedReloads<Table extends string>(read: (table: Table) => Promise<void>): (table: Table) => Promise<void> {
  const running = new Map<Table, Promise<void>>();
  const queued = new Map<Table, Promise<void>>();
  const start = (table: Table): Promise<void> => {
    const run = read(table).finally(() => {
      if (running.get(table) === run) running.delete(table);
    });
    running.set(table, run);
    return run;
  };
  return (table) => {
    const next = queued.get(table);
    if (next) return next;
    const current = running.get(table);
    if (!current) return start(table);
    const again = current
      .catch(() => undefined)
      .then(() => {
        queued.delete(table);
        return start(table);
      });
    queued.set(table, again);
    return again;
  };
}
