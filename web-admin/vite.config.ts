import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// In development the admin BFF (port 3002) answers /api and /bff, as it does for the built app in production.
const BFF_URL = 'http://localhost:3002';

export default defineConfig({
  plugins: [react()],
  // static files every app shares (the favicon) live once, in web-kit
  publicDir: '../packages/web-kit/public',
  // 'source' makes @inkwell/contracts resolve to its TypeScript sources instead of its build output.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    rolldownOptions: {
      treeshake: {
        // The workspace packages are imported through barrel files whose styled components look like side
        // effects; declaring them pure keeps unused kit parts (and formik, yup, moment) out of the first load.
        moduleSideEffects: [{ test: /\/(ui-kit|packages\/(web-kit|contracts))\/src\//, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': BFF_URL, '/bff': BFF_URL },
  },
});
