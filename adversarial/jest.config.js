// Adversarial suites: each starts its own core-api (and bff-client) from the build on a fresh database and
// attacks it over HTTP. They assert correctness only, never timing; run them with `npm run test:adversarial`.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  displayName: 'adversarial',
  testEnvironment: 'node',
  roots: ['<rootDir>/adversarial'],
  testMatch: ['**/*.adversarial.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, target: 'ES2022' } }] },
  globalSetup: '<rootDir>/adversarial/support/global-setup.mjs',
  globalTeardown: '<rootDir>/adversarial/support/global-teardown.mjs',
  testTimeout: 120000,
};
