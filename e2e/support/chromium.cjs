// CommonJS so both scripts/test.mjs (ESM) and the jest e2e suite (CommonJS) can load it.
const fs = require('node:fs');

/** The system Chromium: browsers come from the OS package manager, never from an npm download. */
function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

/** Flags for a closed network: no background calls home, no sandbox as root. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

module.exports = { findChromium, CHROMIUM_ARGS };
