// Zod 4 probes whether `new Function` works to compile faster object parsers. Under our CSP (no
// 'unsafe-eval') that probe draws a CSP violation report (and a console error in Firefox and WebKit).
// The interpreted parsers are fast enough for our forms and API answers. Imported first in main.tsx.
//
// Set on the object Zod keeps its configuration in (`globalThis.__zod_globalConfig`, which `z.config`
// writes; Zod adopts it when it loads, or made it if it came first) instead of calling `z.config`:
// importing Zod here put Zod into the first page's libraries, which then fell into the online-only
// chunk folder and out of the install (zod-config.test.ts checks that Zod still reads it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
