// `npm start`: the whole product on this machine. PostgreSQL from DATABASE_URL, or embedded under .data/.
import { startStack } from './stack.mjs';

const DEMO_LOGINS = [
  ['client', 'client@demo.test', 'postpaid client (invoice)'],
  ['client', 'prepaid@demo.test', 'prepaid client (deposit)'],
  ['linguist', 'writer@demo.test', 'copywriter'],
  ['linguist', 'proofreader@demo.test', 'proofreader'],
  ['admin', 'admin@demo.test', 'admin with billing access'],
  ['admin', 'staff@demo.test', 'admin without billing access'],
];

const started = Date.now();
let stack;
try {
  stack = await startStack({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    ports: {
      core: Number(process.env.CORE_API_PORT ?? 4000),
      client: Number(process.env.CLIENT_PORT ?? 3001),
      admin: Number(process.env.ADMIN_PORT ?? 3002),
      linguist: Number(process.env.LINGUIST_PORT ?? 3003),
    },
  });
} catch (err) {
  console.error(`\nInkwell could not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Inkwell is running (ready in ${seconds} s${process.env.DATABASE_URL ? '' : ', embedded PostgreSQL in .data/postgres'}).

  Client portal   ${stack.appUrls.client}
  Admin office    ${stack.appUrls.admin}
  Linguist app    ${stack.appUrls.linguist}
  core-api        http://127.0.0.1:${stack.ports.core}  (API reference: /openapi.json)

Demo logins (password: demo-password-1)
${DEMO_LOGINS.map(([role, email, what]) => `  ${role.padEnd(9)} ${email.padEnd(24)} ${what}`).join('\n')}

Press Ctrl+C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of stack.children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`A service exited unexpectedly (code ${code}); stopping the rest.`);
    void shutdown().then(() => process.exit(1));
  });
}
