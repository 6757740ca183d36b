// Relative, so Vite bundles the shared config into this one (Node would not load TypeScript from a package);
// '.mjs' names vite.config.shared.mts, as TypeScript and Vite both resolve it.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { mergeConfig } from 'vite';
import { createAppViteConfig } from '../packages/web-kit/vite.config.shared.mjs';

const require = createRequire(import.meta.url);

/**
 * The editor's spelling dictionaries (decision 055): the dictionary-* packages export only a Node loader, so their
 * Hunspell files are reached by path and emitted as assets (`?url`) for the spelling worker to fetch.
 */
const dictionaryFiles = ['en', 'de', 'fr', 'it'].map((language) => ({
  find: new RegExp(`^dictionary-${language}/(index\\.(?:aff|dic))\\?url$`),
  replacement: `${dirname(require.resolve(`dictionary-${language}`))}/$1?url`,
}));

export default mergeConfig(createAppViteConfig({ port: 5175, bffPort: 3003 }), { resolve: { alias: dictionaryFiles } });
