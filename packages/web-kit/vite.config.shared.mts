import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';
import { precompress } from './vite-precompress.mjs';

export interface AppViteOptions {
  /** The dev server's port for this app. */
  port: number;
  /** The role's BFF; in development it answers /api and /bff, as it does for the built app in production. */
  bffPort: number;
}

/** The Vite set-up of every app; the apps differ only in their ports. */
export function createAppViteConfig({ port, bffPort }: AppViteOptions): UserConfig {
  const bffUrl = `http://localhost:${bffPort}`;
  return defineConfig({
    plugins: [react(), precompress()],
    // static files every app shares (the favicon) live once, in web-kit
    publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    // 'source' makes @inkwell/contracts and @inkwell/money resolve to their TypeScript sources instead of their build output.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      rolldownOptions: {
        treeshake: {
          // The workspace packages are imported through barrel files whose styled components look like side
          // effects; declaring them pure keeps unused kit parts (and formik, yup, moment) out of the first load.
          moduleSideEffects: [{ test: /\/(ui-kit|packages\/(web-kit|contracts|money))\/src\//, sideEffects: false }],
        },
        output: {
          codeSplitting: {
            groups: [
              {
                // The libraries every page starts with, and the kit's theme every styled component reads, in one chunk: split among a dozen chunks shared with lazy
                // pages, they compressed worse and the first download grew past its budget (decision 059).
                name: 'framework',
                test: /node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion\/[^/]+|@reduxjs\/toolkit|immer|redux|redux-thunk|react-redux|reselect|use-sync-external-store|i18next|react-i18next|react-router|react-router-dom|cookie|set-cookie-parser|@standard-schema\/[^/]+|html-parse-stringify|void-elements)\/|\/ui-kit\/src\/theme\//,
              },
            ],
          },
        },
      },
    },
    server: {
      port,
      proxy: { '/api': bffUrl, '/bff': bffUrl },
    },
  });
}
