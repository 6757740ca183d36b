// Starts the whole product once for the e2e run: fresh database, demo data, the fake Stripe, a fake WordPress site,
// a fake OpenAI server, core-api and three BFFs on free ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/embedded-db.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { startFakeWordpressServer } from '../../core-api/dist/modules/exports/index.js';
import { startFakeOpenAiServer } from '../../core-api/dist/testing/fake-openai-server.js';
import { fakeStripeKeys, startFakeStripeProcess } from './fake-stripe-process.mjs';

export default async function globalSetup() {
  const ports = { core: await freePort(), client: await freePort(), admin: await freePort(), linguist: await freePort() };
  let databaseUrl;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/inkwell_e2e_${process.pid}`;
    databaseUrl = url.toString();
  }
  // Card payments run for the whole suite against the fake Stripe, whose webhooks reach core-api signed.
  const stripeKeys = fakeStripeKeys();
  const fakeStripe = await startFakeStripeProcess({
    port: await freePort(),
    webhookUrl: `http://127.0.0.1:${ports.core}/client/billing/webhook/stripe`,
    webhookSecret: stripeKeys.webhookSecret,
    quiet: !process.env.E2E_VERBOSE,
  });
  // The client's WordPress site for project exports: core-api posts to it, the story reads the posts back.
  const fakeWordpress = await startFakeWordpressServer();
  // The AI generator and the AI-text check (decisions 044, 047) answer from core-api's fake OpenAI server: its titles
  // are made from the keyword, its check judges the text's first sentence machine-written at 87 %.
  const fakeOpenAi = await startFakeOpenAiServer();
  let stack;
  try {
    stack = await startStack({
      databaseUrl,
      embeddedDataDir: databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-e2e-pg-')),
      redisUrl: process.env.REDIS_URL,
      ports,
      quiet: !process.env.E2E_VERBOSE,
      env: { LOG_LEVEL: 'error' },
      coreEnv: {
        STRIPE_SECRET_KEY: stripeKeys.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripeKeys.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
        STRIPE_API_URL: fakeStripe.url,
        OPENAI_API_KEY: fakeOpenAi.apiKey,
        OPENAI_BASE_URL: fakeOpenAi.baseUrl,
        // Webhook retries a third of a second apart, so the partner story's failing receiver is retried in seconds.
        WEBHOOK_RETRY_DELAY_MS: '300',
      },
    });
  } catch (error) {
    await fakeStripe.stop();
    await fakeWordpress.close();
    await fakeOpenAi.close();
    throw error;
  }
  globalThis.__INKWELL_STACK__ = { stack, ownDatabase: Boolean(databaseUrl), fakeStripe, fakeWordpress, fakeOpenAi };
  process.env.E2E_STACK = JSON.stringify({
    appUrls: stack.appUrls,
    ports: stack.ports,
    databaseUrl: stack.databaseUrl,
    redis: Boolean(process.env.REDIS_URL),
    stripe: { apiUrl: fakeStripe.url, publishableKey: stripeKeys.publishableKey },
    wordpress: { url: fakeWordpress.url, username: fakeWordpress.username, applicationPassword: fakeWordpress.applicationPassword },
  });
}
