import { z } from 'zod';

// Zod 4 probes whether `new Function` works to compile faster object parsers. Under our CSP (no
// 'unsafe-eval') that probe draws a CSP violation report (and a console error in Firefox and WebKit).
// The interpreted parsers are fast enough for our forms and API answers. Imported first in main.tsx.
z.config({ jitless: true });
