/** The next task: what runs after this resolves runs in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts each load in a task of its own and answers all their results, in order. Starting a request,
 * and each module preload Vite adds for it, costs the main thread about a millisecond on a phone: the
 * start-up work's twenty-odd in one task made one long task. The loads still run side by side.
 */
export async function startInTurns<T>(loads: readonly (() => Promise<T>)[]): Promise<T[]> {
  const started: Promise<T>[] = [];
  for (const load of loads) {
    await nextTask();
    const result = load();
    result.catch(() => undefined); // answered by Promise.all below, not unhandled meanwhile
    started.push(result);
  }
  return Promise.all(started);
}
