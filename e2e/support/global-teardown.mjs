import { dropDatabase } from '../../scripts/stack.mjs';

export default async function globalTeardown() {
  const state = globalThis.__INKWELL_STACK__;
  if (!state) return;
  await state.stack.stop();
  await state.fakeStripe?.stop();
  await state.fakeWordpress?.close();
  await state.fakeOpenAi?.close();
  if (state.ownDatabase) await dropDatabase(state.stack.databaseUrl).catch(() => {});
}
