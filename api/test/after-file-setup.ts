import { afterAll } from 'vitest';
import { runAfterFile } from './after-file.ts';

// Registered before the file's own hooks, so it runs after them (Vitest runs `afterAll` hooks in the
// reverse of their order).
afterAll(runAfterFile);
