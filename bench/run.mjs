// `npm run bench`: builds the product, then runs every benchmark in bench/ and prints its figures.
// Each benchmark also writes JSON to bench/results/. Figures are read against issue 6's targets; no
// benchmark is a pass/fail test. Uses DATABASE_URL / REDIS_URL when set (a fresh database is made per run).
import { spawnSync } from 'node:child_process';
import { run as frontendWeight } from './frontend-weight.mjs';
import { run as apiThroughput } from './api-throughput.mjs';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
frontendWeight();
await apiThroughput();
