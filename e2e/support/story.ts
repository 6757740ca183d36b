// A story's steps build on each other: after a failed one the rest say so instead of failing on its leftovers.

export function storySteps(): (name: string, run: () => Promise<void>) => void {
  let failedStep: string | null = null;
  return (name, run) => {
    it(name, async () => {
      if (failedStep) throw new Error(`Not run: the earlier step "${failedStep}" failed`);
      try {
        await run();
      } catch (error) {
        failedStep = name;
        throw error;
      }
    });
  };
}
