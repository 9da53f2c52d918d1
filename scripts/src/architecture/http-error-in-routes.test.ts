import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { httpErrorInRoutes } from '../../../eslint-rules/http-error-in-routes.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../../..');
const file = (relative: string) => path.join(root, relative);
const options = [{ module: 'api/src/http/http-error.ts', allowed: ['api/src/http/'] }];

new RuleTester().run('http-error-in-routes', httpErrorInRoutes, {
  valid: [
    // A route file maps what it needs to HTTP itself.
    {
      filename: file('api/src/purchases/payment.routes.ts'),
      code: "import { HttpError } from '../http/http-error.ts';",
      options,
    },
    // The HTTP layer is where HttpError lives.
    {
      filename: file('api/src/http/route.ts'),
      code: "import { badRequest } from './http-error.ts';",
      options,
    },
    // A service throws domain errors, and may use the rest of http/ (types, the mapping).
    {
      filename: file('api/src/media/video.service.ts'),
      code: "import { notFound } from '../errors/domain-error.ts'; import { defineRoute } from '../http/route.ts';",
      options,
    },
  ],
  invalid: [
    {
      filename: file('api/src/media/video.service.ts'),
      code: "import { notFound } from '../http/http-error.ts';",
      options,
      errors: [{ messageId: 'outsideRoutes', data: { source: '../http/http-error.ts' } }],
    },
    // However it is spelled: without the extension, re-exported, or loaded lazily.
    {
      filename: file('api/src/jobs/job-queue.ts'),
      code: "import { HttpError } from '../http/http-error';",
      options,
      errors: [{ messageId: 'outsideRoutes' }],
    },
    {
      filename: file('api/src/catalogue/index.ts'),
      code: "export { HttpError } from '../http/http-error.ts';",
      options,
      errors: [{ messageId: 'outsideRoutes' }],
    },
    {
      filename: file('api/src/learning/learning.service.ts'),
      code: "const errors = await import('../http/http-error.ts');",
      options,
      errors: [{ messageId: 'outsideRoutes' }],
    },
  ],
});
