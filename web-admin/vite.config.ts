// Relative, so Vite bundles the shared config into this one (Node would not load TypeScript from a package);
// '.mjs' names vite.config.shared.mts, as TypeScript and Vite both resolve it.
import { createAppViteConfig } from '../packages/web-kit/vite.config.shared.mjs';

export default createAppViteConfig({ port: 5174, bffPort: 3002 });
