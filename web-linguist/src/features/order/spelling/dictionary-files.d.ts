// Vite's `?url` import: the file is emitted as an asset and the import is its address (decision 055).
declare module '*?url' {
  const url: string;
  export default url;
}

// hunspell-asm's CommonJS entry has no types beside it; they are the package's.
declare module 'hunspell-asm/dist/cjs/index.js' {
  export { loadModule } from 'hunspell-asm';
}
