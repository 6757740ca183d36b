// End-to-end: the built apps through their BFFs against a real core-api and PostgreSQL, driven in Chromium.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, target: 'ES2022' } }] },
  globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
  testTimeout: 60000,
  // The stories share the demo accounts and check their balances to the cent: one file at a time.
  maxWorkers: 1,
};
