import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { workerCount } from './workers.js';

describe('workerCount', () => {
  it('runs one process unless WEB_CONCURRENCY asks for more', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: '3' })).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: 'auto' })).toBe(Math.min(os.availableParallelism(), 64));
  });

  it.each(['0', '-2', '1.5', 'many', '65'])('refuses WEB_CONCURRENCY=%s, naming the variable', (value) => {
    expect(() => workerCount({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

const FIXTURE = path.join(__dirname, 'testing/workers-fixture.cjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The pids that answer on `port` within `ms`, polling until `enough` distinct ones did. */
async function answeringPids(port: number, enough: number, ms = 20_000): Promise<Set<string>> {
  const seen = new Set<string>();
  const until = Date.now() + ms;
  while (seen.size < enough && Date.now() < until) {
    try {
      // a new connection each time: the primary deals connections to its workers in turn
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
      seen.add(await res.text());
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return seen;
}

describe('runWorkers', () => {
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  });

  function start(env: NodeJS.ProcessEnv): ChildProcess {
    child = spawn(process.execPath, [FIXTURE], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: 'ignore' });
    return child;
  }

  it('serves one port from N workers, replaces one that crashes, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const primary = start({ WEB_CONCURRENCY: '2', PORT: String(port) });

    const first = await answeringPids(port, 2);
    expect(first.size).toBe(2);
    expect(first.has(String(primary.pid))).toBe(false);

    await fetch(`http://127.0.0.1:${port}/crash`).catch(() => undefined);
    const after = await answeringPids(port, 2);
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => !first.has(pid))).toHaveLength(1);

    primary.kill('SIGTERM');
    expect(await exited(primary)).toBe(0);
  }, 60_000);

  it('stops with a failing exit code when the workers cannot start, instead of forking them forever', async () => {
    const primary = start({ WEB_CONCURRENCY: '2', PORT: String(await freePort()), FIXTURE_FAIL_START: '1' });
    expect(await exited(primary)).toBe(4);
  }, 30_000);
});
