// One jest run covers every workspace: node projects (core-api, BFFs, shared server packages) against a
// real PostgreSQL/Redis, and jsdom projects (ui-kit, web-kit, the three apps). End-to-end lives in e2e/.
const tsJestNode = ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, target: 'ES2022' } }];
const tsJestWeb = ['ts-jest', { tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, target: 'ES2022', jsx: 'react-jsx' } }];

const workspaceSources = {
  '^@inkwell/(contracts|money|templates|service-kit|bff-kit|web-kit)$': '<rootDir>/packages/$1/src',
  '^@inkwell/ui-kit$': '<rootDir>/ui-kit/src',
  // sources import siblings as './x.js' (nodenext); resolve them to the .ts file
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/contracts', '<rootDir>/packages/money', '<rootDir>/packages/templates', '<rootDir>/packages/service-kit', '<rootDir>/packages/bff-kit', '<rootDir>/core-api', '<rootDir>/bff-client', '<rootDir>/bff-admin', '<rootDir>/bff-linguist'],
      testMatch: ['**/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': tsJestNode },
      moduleNameMapper: workspaceSources,
      globalSetup: '<rootDir>/scripts/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/scripts/jest/global-teardown.mjs',
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.mjs',
      roots: ['<rootDir>/ui-kit', '<rootDir>/packages/web-kit', '<rootDir>/web-client', '<rootDir>/web-admin', '<rootDir>/web-linguist'],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': tsJestWeb },
      moduleNameMapper: workspaceSources,
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
    },
  ],
};
