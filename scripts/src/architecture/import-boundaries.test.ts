import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from '../../../eslint-rules/import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../../..');
const file = (relative: string) => path.join(root, relative);
const doors = { root: 'api/src', shared: ['http', 'db'] };

new RuleTester().run('import-boundaries: capability doors', importBoundaries, {
  valid: [
    // Through the door.
    {
      filename: file('api/src/media/video.service.ts'),
      code: "import { findCourse } from '../catalogue/index.ts';",
      options: [{ doors }],
    },
    // Inside one's own capability.
    {
      filename: file('api/src/media/video.service.ts'),
      code: "import { videos } from './video.table.ts';",
      options: [{ doors }],
    },
    // Shared infrastructure is open to all.
    {
      filename: file('api/src/media/video.service.ts'),
      code: "import { notFound } from '../http/http-error.ts';",
      options: [{ doors }],
    },
    // A table file declares its foreign keys against another capability's table.
    {
      filename: file('api/src/media/video.table.ts'),
      code: "import { courses } from '../catalogue/course.table.ts';",
      options: [{ doors }],
    },
    // Scripts through the door, and to files at the API's top level.
    {
      filename: file('scripts/src/seed/media.seed.ts'),
      code: "import { videos } from '../../../api/src/media/index.ts'; import { AppContext } from '../../../api/src/context.ts';",
      options: [{ doors }],
    },
  ],
  invalid: [
    {
      filename: file('api/src/catalogue/course-videos.ts'),
      code: "import { countAll } from '../media/video.repository.ts';",
      options: [{ doors }],
      errors: [
        {
          messageId: 'door',
          data: { source: '../media/video.repository.ts', capability: 'media' },
        },
      ],
    },
    // A non-table file may not take another capability's table.
    {
      filename: file('api/src/catalogue/course.repository.ts'),
      code: "import { users } from '../accounts/user.table.ts';",
      options: [{ doors }],
      errors: [{ messageId: 'door' }],
    },
    // Re-exports and dynamic imports are imports too.
    {
      filename: file('api/src/catalogue/course-videos.ts'),
      code: "export { remover } from '../media/video.service.ts'; await import('../media/transcoder.ts');",
      options: [{ doors }],
      errors: [{ messageId: 'door' }, { messageId: 'door' }],
    },
    // Shared infrastructure goes through the door too.
    {
      filename: file('api/src/http/error-handler.ts'),
      code: "import { users } from '../accounts/user.table.ts';",
      options: [{ doors }],
      errors: [{ messageId: 'door' }],
    },
    {
      filename: file('scripts/src/seed/catalogue.seed.ts'),
      code: "import { slugify } from '../../../api/src/catalogue/slug.ts';",
      options: [{ doors }],
      errors: [{ messageId: 'door' }],
    },
  ],
});

const featureDoors = { root: 'pwa/src', shared: ['ui', 'session'] };

new RuleTester().run('import-boundaries: PWA feature doors', importBoundaries, {
  valid: [
    {
      filename: file('pwa/src/catalogue/course-card.tsx'),
      code: "import { CourseRatingSummary } from '../ratings/index.ts'; import { Card } from '../ui/card.tsx'; import { useAuthToken } from '../session/auth-storage.ts';",
      options: [{ doors: featureDoors }],
    },
    // A feature's own files, at any depth.
    {
      filename: file('pwa/src/learning/watch/watch-view.tsx'),
      code: "import { GroupJoinBlock } from '../group-join-block.tsx';",
      options: [{ doors: featureDoors }],
    },
  ],
  invalid: [
    {
      filename: file('pwa/src/learning/watch/lesson-player.tsx'),
      code: "import { useOfflineLesson } from '../../downloads/use-offline-lesson.ts';",
      options: [{ doors: featureDoors }],
      errors: [
        {
          messageId: 'door',
          data: { source: '../../downloads/use-offline-lesson.ts', capability: 'downloads' },
        },
      ],
    },
    // A lazy import of another feature's page: the door exports a loader instead.
    {
      filename: file('pwa/src/catalogue/course-detail-page.tsx'),
      code: "const Preview = lazy(() => import(/* offline: first-use */ '../learning/preview/course-preview.tsx'));",
      options: [{ doors: featureDoors }],
      errors: [{ messageId: 'door' }],
    },
    // Shared folders go through the doors too.
    {
      filename: file('pwa/src/ui/card.tsx'),
      code: "import { Panel } from '../courses/course-panel.tsx';",
      options: [{ doors: featureDoors }],
      errors: [{ messageId: 'door' }],
    },
  ],
});
