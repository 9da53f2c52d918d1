/**
 * What a test file started (servers, folders) and must stop when its tests are over, wherever it was
 * started. Vitest never runs an `afterAll` registered inside `beforeAll`, where most files (51 of 60)
 * start their server: a harness that called `afterAll` itself never closed those servers. Each kept
 * its pool, its job queue polling PostgreSQL and its data folder until the worker process ended (418
 * folders left in /tmp after four runs). The setup file `after-file-setup.ts` registers the
 * one `afterAll` that runs these, newest first, so a server closes before the bucket or fake it uses.
 */
const cleanups: Array<() => unknown> = [];

/** Runs `cleanup` after the current test file's own `afterAll` hooks. */
export function afterFile(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

/** Runs every cleanup registered so far, newest first; each runs even if one before it failed. */
export async function runAfterFile(): Promise<void> {
  const errors: unknown[] = [];
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0)
    throw new AggregateError(errors, 'stopping what the test file started failed');
}
