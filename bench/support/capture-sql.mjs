// What core-api sends to PostgreSQL for one call: core-api's own app (from core-api/dist) in this process, its
// Sequelize logging pointed at a list for the length of one request. The same-SQL baseline replays these statements.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/stack.mjs';

const require = createRequire(import.meta.url);
const dist = (file) => require(path.join(ROOT, 'core-api/dist', file));

/**
 * @param {{ env: Record<string,string>, path: string, headers: Record<string,string> }} call the service environment
 *   (DATABASE_URL and secrets as the benchmarked core-api has them) and the request
 * @returns {Promise<{ statements: string[], status: number, body: unknown }>}
 */
export async function captureCoreSql({ env, path: requestPath, headers }) {
  const { createLogger } = require(path.join(ROOT, 'packages/service-kit/dist/index.js'));
  const config = dist('config.js').loadCoreConfig({ ...env, LOG_LEVEL: 'silent' });
  const runtime = dist('runtime.js').createRuntime(config, createLogger('core-api', 'silent'));
  try {
    await dist('catalogues.js').loadCatalogues();
    const { app } = dist('app.js').createApp(runtime);
    const server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const statements = [];
      // Sequelize reads the logging option at each query; the prefix names the connection, not the SQL
      runtime.sequelize.options.logging = (line) => statements.push(line.replace(/^Executing \([^)]*\): /, ''));
      const res = await fetch(`http://127.0.0.1:${server.address().port}${requestPath}`, { headers });
      const body = await res.json();
      runtime.sequelize.options.logging = false;
      return { statements, status: res.status, body };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await runtime.sequelize.close();
  }
}
