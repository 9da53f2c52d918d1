import { configure } from '@testing-library/react';

// Screen tests wait for what a learner would see (findBy…, waitFor). Testing Library's 1 s default
// suits a fast desktop; on CI's two cores, shared by two test workers and PostgreSQL, a whole page's
// first render with its lazy parts and answers can take longer, and then a correct screen failed.
configure({ asyncUtilTimeout: 5_000 });

// The screen tests run in Vitest's vmThreads pool: each file in a fresh VM context around happy-dom's
// window instead of a fresh module graph in a forked process (the 143 files: 70 s instead of 170 s on
// two workers). Such a context lacks what Node adds to its globals and happy-dom does not have:
// MessageChannel, through which workbox-window sends SKIP_WAITING to a waiting service worker.
interface NodeProcess {
  getBuiltinModule(id: 'node:worker_threads'): { MessageChannel: typeof MessageChannel };
}
globalThis.MessageChannel ??= (
  globalThis as unknown as { process: NodeProcess }
).process.getBuiltinModule('node:worker_threads').MessageChannel;
