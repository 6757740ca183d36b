import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import coreBoundaries from './eslint/core-boundaries.mjs';
import webBoundaries from './eslint/web-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '.data/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}', 'web-*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...coreBoundaries,
  ...webBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**', 'scripts/**', 'eslint/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
