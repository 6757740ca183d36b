/**
 * Runs `check` until it passes, for a change that arrives on its own (a notification, a job); after
 * `timeoutMs` the last failure is thrown. Each attempt waits for the one before, so nothing piles up.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000, pauseMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() >= deadline) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
