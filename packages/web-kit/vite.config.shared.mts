import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';

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
    plugins: [react()],
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
      },
    },
    server: {
      port,
      proxy: { '/api': bffUrl, '/bff': bffUrl },
    },
  });
}
