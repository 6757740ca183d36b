// The fake Stripe server as its own process for the whole e2e run (core-api/src/testing/fake-stripe-cli.ts):
// core-api's `stripe` SDK, the browser's fake Stripe.js and the story's controls all talk to it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/stack.mjs';

const CLI = 'core-api/dist/testing/fake-stripe-cli.js';

/** Keys core-api is configured with: test-mode shapes, a fresh webhook secret each run. */
export function fakeStripeKeys() {
  return {
    secretKey: 'sk_test_inkwell_e2e',
    publishableKey: 'pk_test_inkwell_e2e',
    webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
  };
}

/**
 * Starts the fake and resolves once it listens (it prints its URL as JSON). Signed webhooks go to
 * `webhookUrl`, which may not answer yet: deliveries happen only when a payment is decided.
 * @param {{ port: number, webhookUrl: string, webhookSecret: string, quiet?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startFakeStripeProcess({ port, webhookUrl, webhookSecret, quiet = true }) {
  if (!fs.existsSync(path.join(ROOT, CLI))) throw new Error(`Not built yet: ${CLI}. Run \`npm run build\` first.`);
  const child = spawn(process.execPath, [CLI], {
    cwd: ROOT,
    env: { ...process.env, FAKE_STRIPE_PORT: String(port), FAKE_STRIPE_HOST: '127.0.0.1', STRIPE_WEBHOOK_URL: webhookUrl, STRIPE_WEBHOOK_SECRET: webhookSecret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = [];
  child.stderr.on('data', (chunk) => {
    stderr.push(chunk);
    if (!quiet) process.stderr.write(`[fake-stripe] ${chunk}`);
  });

  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error('the fake Stripe did not start within 10 s')), 10_000);
    function fail(error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${Buffer.concat(stderr).toString()}`));
    }
    child.on('exit', (code) => fail(new Error(`the fake Stripe exited with code ${code}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.includes('"fakeStripe"'));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(JSON.parse(line).fakeStripe);
    });
  });

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { url, stop };
}
