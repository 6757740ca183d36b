export default async function globalTeardown() {
  const embedded = globalThis.__INKWELL_EMBEDDED_PG__;
  if (embedded) await embedded.stop();
}
